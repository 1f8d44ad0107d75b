import type { PrizeItem, PrizeList, PrizeSource } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prizesKey } from './keys';

/** PUT /admin/prizes/handout: marks a prize handed out or not. */
export const setHandedOut = (body: { source: PrizeSource; ref: string; handedOut: boolean }) =>
  api<PrizeItem>('/admin/prizes/handout', { method: 'PUT', body });

/** The list takes the answered row at once. */
export function useSetHandedOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHandedOut,
    onSuccess: (item) =>
      queryClient.setQueryData<PrizeList>(prizesKey, (old) =>
        old ? { prizes: old.prizes.map((p) => (p.source === item.source && p.ref === item.ref ? item : p)) } : old,
      ),
  });
}
