import type { Bonus } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BonusInput } from './add-bonus';
import { refreshHunt } from './keys';

/** PATCH /bonus-hunt/{id}/bonuses/{bonusId}: any subset of the bonus's fields. */
export const updateBonus = (huntId: string, { bonusId, ...body }: BonusInput & { bonusId: string }) =>
  api<Bonus>(`/bonus-hunt/${huntId}/bonuses/${bonusId}`, { method: 'PATCH', body });

export function useUpdateBonus(huntId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: BonusInput & { bonusId: string }) => updateBonus(huntId, input),
    onSettled: () => refreshHunt(qc, huntId),
  });
}
