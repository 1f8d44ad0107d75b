import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boxesKey } from './keys';

/** DELETE /admin/minigame/boxes/{id}. */
export const deleteBox = (id: string) => api<void>(`/admin/minigame/boxes/${id}`, { method: 'DELETE' });

export function useDeleteBox() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBox, onSettled: () => qc.invalidateQueries({ queryKey: boxesKey }) });
}
