import type { Bonus } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshHunt } from './keys';

export type BonusInput = { slot?: string | null; bet?: string; earning?: string; superBonus?: boolean };

/** POST /bonus-hunt/{id}/bonuses. */
export const addBonus = (huntId: string, body: BonusInput) =>
  api<Bonus>(`/bonus-hunt/${huntId}/bonuses`, { method: 'POST', body });

export function useAddBonus(huntId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusInput) => addBonus(huntId, body),
    onSettled: () => refreshHunt(qc, huntId),
  });
}
