import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { redemptionsQueryKey } from './get-redemptions';

/** POST /reedem/denied/{id} (admin): refunds the cost and returns the stock; answers 204. */
export const denyRedemption = ({ id, note }: { id: string; note: string }) =>
  api<void>(`/reedem/denied/${encodeURIComponent(id)}`, { method: 'POST', body: note ? { note } : {} });

export function useDenyRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: denyRedemption,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKey }),
  });
}
