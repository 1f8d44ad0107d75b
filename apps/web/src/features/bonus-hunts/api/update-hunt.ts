import type { BonusHunt } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setHunt } from './keys';

export type HuntPatch = { name?: string; start?: string; shared?: boolean };

/** PATCH /bonus-hunt/{id}: name, start or the shared flag. */
export const updateHunt = (id: string, body: HuntPatch) =>
  api<BonusHunt>(`/bonus-hunt/${id}`, { method: 'PATCH', body });

export function useUpdateHunt(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HuntPatch) => updateHunt(id, body),
    onSuccess: (hunt) => setHunt(qc, id, hunt),
  });
}
