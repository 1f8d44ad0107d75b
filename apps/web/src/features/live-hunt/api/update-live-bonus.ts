import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

export type LiveBonusPatch = {
  id: string;
  earning?: number | null;
  bet?: number;
  superBonus?: boolean;
  slot?: { name: string; provider: string };
};

/** PATCH /admin/live-hunt/bonuses/{id}: the earning (null clears it), bet, super flag or slot. */
export const updateLiveBonus = ({ id, ...body }: LiveBonusPatch) =>
  api<LiveHunt>(`/admin/live-hunt/bonuses/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export const useUpdateLiveBonus = () => useConsoleAction(updateLiveBonus);
