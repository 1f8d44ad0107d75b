import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMe } from '@/lib/session';
import { adminUsersQueryKey } from './get-admin-users';
import { pointsHistoryQueryKey } from './get-points-history';

export type SeasonResetResult = { usersReset: number; pointsRemoved: number };

/** POST /admin/points/season-reset (admin): every balance to 0. The server insists on the typed word too. */
export const seasonReset = () =>
  api<SeasonResetResult>('/admin/points/season-reset', { method: 'POST', body: { confirm: 'RESET' } });

export function useSeasonReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: seasonReset,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: pointsHistoryQueryKey }),
        refreshMe(queryClient),
      ]),
  });
}
