import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntsKey } from './keys';

/** DELETE /bonus-hunt/{id}. */
export const deleteHunt = (id: string) => api<void>(`/bonus-hunt/${id}`, { method: 'DELETE' });

export function useDeleteHunt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteHunt,
    onSuccess: () => qc.invalidateQueries({ queryKey: huntsKey }),
  });
}
