import type { Giveaway } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useGiveawayAdminMutation } from './keys';

/** POST /admin/giveaways/{id}/draw (admin): closes the entries now and draws the winners (the server seed is revealed). */
export const drawGiveaway = (id: string) =>
  api<Giveaway>(`/admin/giveaways/${encodeURIComponent(id)}/draw`, { method: 'POST' });

export const useDrawGiveaway = () => useGiveawayAdminMutation(drawGiveaway);
