import type { GiveawayEnterResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/lib/session';
import { giveawaysQueryKey } from './keys';

/**
 * POST /giveaways/{id}/enter {tickets}: buys tickets (free ones cost nothing). Refusals: 409
 * GIVEAWAY_CLOSED, GIVEAWAY_MAX_TICKETS, INSUFFICIENT_POINTS; 403 GIVEAWAY_NOT_ELIGIBLE (says why).
 */
export const enterGiveaway = ({ id, tickets }: { id: string; tickets: number }) =>
  api<GiveawayEnterResult>(`/giveaways/${encodeURIComponent(id)}/enter`, { method: 'POST', body: { tickets } });

/** The answer's balance goes into the header at once; the giveaway (tickets so far, my tickets) refetches. */
export function useEnterGiveaway() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterGiveaway,
    onSuccess: (result) => setCachedBalance(queryClient, result.balance),
    // A refusal (closed, sold out) also means what the page shows is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: giveawaysQueryKey }),
  });
}
