import type { SetPointsBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMe } from '@/lib/session';
import { adminUsersQueryKey } from './get-admin-users';
import { pointsHistoryQueryKey } from './get-points-history';

/** PUT /points (admin): sets a balance; the server writes one ledger row naming the admin. */
export const setPoints = (body: SetPointsBody) =>
  api<{ id: string; points: number }>('/points', { method: 'PUT', body });

/** Also refreshes the header balance: an admin may edit their own. */
export function useSetPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPoints,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: pointsHistoryQueryKey }),
        refreshMe(queryClient),
      ]),
  });
}
