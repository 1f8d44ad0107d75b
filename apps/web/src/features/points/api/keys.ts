import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshMe } from '@/lib/session';
import { adminUsersQueryKey } from '@/lib/admin-users';
import { pointsHistoryQueryKey } from './get-points-history';

/**
 * Every admin change of balances refreshes the admin table, the points history and the header
 * balance (an admin may change their own).
 */
export function usePointsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: pointsHistoryQueryKey }),
        refreshMe(queryClient),
      ]),
  });
}
