import { useMutation, useQueryClient } from '@tanstack/react-query';

export const offersQueryKey = ['offers'] as const;
export const adminOffersQueryKey = ['offers', 'admin'] as const;

/** Every admin change refreshes both lists (the public one is what the home page shows). */
export function useOfferMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: offersQueryKey }) });
}
