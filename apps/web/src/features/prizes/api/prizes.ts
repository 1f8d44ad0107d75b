import type { PrizeItem, PrizeList, PrizeSource } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const prizesKey = ['admin', 'prizes'] as const;

export const usePrizes = () => useQuery({ queryKey: prizesKey, queryFn: () => api<PrizeList>('/admin/prizes') });

/** Marks a prize handed out or not; the list takes the answered row at once. */
export function useSetHandedOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { source: PrizeSource; ref: string; handedOut: boolean }) =>
      api<PrizeItem>('/admin/prizes/handout', { method: 'PUT', body }),
    onSuccess: (item) =>
      queryClient.setQueryData<PrizeList>(prizesKey, (old) =>
        old ? { prizes: old.prizes.map((p) => (p.source === item.source && p.ref === item.ref ? item : p)) } : old,
      ),
  });
}
