import type { SlotRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveHuntQueryKey } from '@/lib/live-hunt';
import { applyDecision } from './decision';

/**
 * POST /admin/slot-requests/{id}/add-to-hunt (admin): a bonus of the requested slot with this bet (cents)
 * joins the live hunt. 404 NO_LIVE_HUNT, 409 ALREADY_IN_HUNT or ALREADY_DECIDED (still open or rejected).
 */
export const addSlotRequestToHunt = ({ id, bet }: { id: string; bet: number }) =>
  api<SlotRequest>(`/admin/slot-requests/${encodeURIComponent(id)}/add-to-hunt`, { method: 'POST', body: { bet } });

export function useAddSlotRequestToHunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSlotRequestToHunt,
    // The console's hunt (same page) gets the new bonus.
    onSuccess: (decided) =>
      Promise.all([applyDecision(queryClient, decided), queryClient.invalidateQueries({ queryKey: liveHuntQueryKey })]),
  });
}
