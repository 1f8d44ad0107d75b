import type { MinigameBox, MinigameBoxInput } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const boxesKey = ['minigame-boxes'] as const;

export const useBoxes = () => useQuery({ queryKey: boxesKey, queryFn: () => api<MinigameBox[]>('/minigame/boxes') });

export function useBoxMutations() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: boxesKey });
  return {
    create: useMutation({
      mutationFn: (body: MinigameBoxInput) => api<MinigameBox>('/admin/minigame/boxes', { method: 'POST', body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; name?: string; thumbnail?: string | null; slots?: string[] }) =>
        api<MinigameBox>(`/admin/minigame/boxes/${id}`, { method: 'PATCH', body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<void>(`/admin/minigame/boxes/${id}`, { method: 'DELETE' }),
      onSettled,
    }),
  };
}
