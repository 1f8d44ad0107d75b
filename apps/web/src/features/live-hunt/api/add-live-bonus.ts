import type { LiveHunt } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useConsoleAction } from './console-action';

export type LiveBonusInput = {
  slot: { _id?: string; name: string; provider: string };
  bet: number;
  superBonus: boolean;
};

/** POST /admin/live-hunt/bonuses: a catalogue slot (by `_id`) or a typed name and provider. */
export const addLiveBonus = (input: LiveBonusInput) =>
  api<LiveHunt>('/admin/live-hunt/bonuses', { method: 'POST', body: input });

export const useAddLiveBonus = () => useConsoleAction(addLiveBonus);
