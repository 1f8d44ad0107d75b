import { useMutation, useQueryClient } from '@tanstack/react-query';
import { earningRatesQueryKey } from '@/lib/earning-rates';

export const earningAdminQueryKey = ['admin-earning'] as const;

/** Every earning change refreshes the admin view and the public rates (the note under the player). */
export function useEarningMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earningAdminQueryKey }),
        queryClient.invalidateQueries({ queryKey: earningRatesQueryKey }),
      ]),
  });
}
