import type { BonusHunt } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntsKey } from './keys';

/** POST /bonus-hunt: a new, empty hunt. */
export const createHunt = (name: string) => api<BonusHunt>('/bonus-hunt', { method: 'POST', body: { name } });

export function useCreateHunt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createHunt,
    onSuccess: () => qc.invalidateQueries({ queryKey: huntsKey }),
  });
}
