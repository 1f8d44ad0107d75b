import type { ClientSeedBody, Fairness } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fairnessQueryKey } from './get-fairness';

/** PUT /fairness/client-seed: refused with 409 GAME_ACTIVE while a game is active. */
export const setClientSeed = (body: ClientSeedBody) => api<Fairness>('/fairness/client-seed', { method: 'PUT', body });

export function useSetClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientSeed,
    onSuccess: (fairness) => queryClient.setQueryData(fairnessQueryKey, fairness),
  });
}
