import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { redemptionsQueryKey } from './get-redemptions';

/** POST /reedem/denied/{id} (admin): refunds the cost and returns the stock; answers 204. */
export const denyRedemption = (id: string) => api<void>(`/reedem/denied/${encodeURIComponent(id)}`, { method: 'POST' });

export function useDenyRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyRedemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
  });
}
