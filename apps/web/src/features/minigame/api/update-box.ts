import type { MinigameBox } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boxesKey } from './keys';

export type BoxPatch = { id: string; name?: string; thumbnail?: string | null; slots?: string[] };

/** PATCH /admin/minigame/boxes/{id}: name, thumbnail or the slot list. */
export const updateBox = ({ id, ...body }: BoxPatch) =>
  api<MinigameBox>(`/admin/minigame/boxes/${id}`, { method: 'PATCH', body });

export function useUpdateBox() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateBox, onSettled: () => qc.invalidateQueries({ queryKey: boxesKey }) });
}
