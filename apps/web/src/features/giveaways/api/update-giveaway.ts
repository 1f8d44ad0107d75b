import type { Giveaway, GiveawayPatch } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/**
 * PATCH /admin/giveaways/{id} (admin): any field before the first entry; after it only a later closing
 * time (409 GIVEAWAY_LOCKED otherwise).
 */
export const updateGiveaway = ({ id, patch }: { id: string; patch: GiveawayPatch }) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });

export const useUpdateGiveaway = () => useGiveawayAdminMutation(updateGiveaway);
