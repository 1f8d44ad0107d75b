import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshHunt } from './keys';

/** DELETE /bonus-hunt/{id}/bonuses/{bonusId}. */
export const deleteBonus = (huntId: string, bonusId: string) =>
  api<void>(`/bonus-hunt/${huntId}/bonuses/${bonusId}`, { method: 'DELETE' });

export function useDeleteBonus(huntId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: string) => deleteBonus(huntId, bonusId),
    onSettled: () => refreshHunt(qc, huntId),
  });
}
