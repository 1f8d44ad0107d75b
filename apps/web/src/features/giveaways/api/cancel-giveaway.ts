import type { Giveaway } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/** POST /admin/giveaways/{id}/cancel (admin): cancels the giveaway and refunds every paid ticket. */
export const cancelGiveaway = (id: string) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}/cancel`, { method: 'POST' });

export const useCancelGiveaway = () => useGiveawayAdminMutation(cancelGiveaway);
