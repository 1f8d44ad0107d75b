import type { Giveaway } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/** POST /admin/giveaways/{id}/finalize (admin): pays each winner's points prize; the draw is final (no more rerolls). */
export const finalizeGiveaway = (id: string) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}/finalize`, { method: 'POST' });

export const useFinalizeGiveaway = () => useGiveawayAdminMutation(finalizeGiveaway);
