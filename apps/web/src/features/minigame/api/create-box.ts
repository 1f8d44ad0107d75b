import type { MinigameBox, MinigameBoxInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { boxesKey } from './keys';

/** POST /admin/minigame/boxes. */
export const createBox = (body: MinigameBoxInput) =>
  api<MinigameBox>('/admin/minigame/boxes', { method: 'POST', body });

export function useCreateBox() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createBox, onSettled: () => qc.invalidateQueries({ queryKey: boxesKey }) });
}
