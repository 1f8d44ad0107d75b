import type { RotateResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fairnessQueryKey } from './get-fairness';

/** POST /fairness/rotate: reveals the server seed, starts a new pair at nonce 0. 409 while a game is active. */
export const rotateSeed = () => api<RotateResult>('/fairness/rotate', { method: 'POST' });

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSuccess: (result) => queryClient.setQueryData(fairnessQueryKey, result.fairness),
  });
}
