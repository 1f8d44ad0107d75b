import type { LiveHuntMe, LiveHuntView } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveHuntQueryKey } from './keys';

/** PUT /bonustracker/{huntId}/gtb: the viewer's Guess the Balance, in cents. */
export const placeGuess = (huntId: string, guess: number) =>
  api<LiveHuntMe>(`/bonustracker/${encodeURIComponent(huntId)}/gtb`, { method: 'PUT', body: { guess } });

export function usePlaceGuess(huntId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guess: number) => placeGuess(huntId, guess),
    onSuccess: (me) => queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) => (old ? { ...old, me } : old)),
  });
}
