import { api } from '@/lib/api-client';
import { usePointsMutation } from './keys';

export type SeasonResetResult = { usersReset: number; pointsRemoved: number };

/** POST /admin/points/season-reset (admin): every balance to 0. The server insists on the typed word too. */
export const seasonReset = () =>
  api<SeasonResetResult>('/admin/points/season-reset', { method: 'POST', body: { confirm: 'RESET' } });

export const useSeasonReset = () => usePointsMutation(seasonReset);
