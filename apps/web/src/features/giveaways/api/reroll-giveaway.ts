import type { Giveaway } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/**
 * POST /admin/giveaways/{id}/reroll {nonce, reason} (admin): disqualifies the winner of that pick with
 * a public reason; the next nonce picks again among the entries left.
 */
export const rerollGiveaway = ({ id, nonce, reason }: { id: string; nonce: number; reason: string }) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}/reroll`, { method: 'POST', body: { nonce, reason } });

export const useRerollGiveaway = () => useGiveawayAdminMutation(rerollGiveaway);
