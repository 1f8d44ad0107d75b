import type { LiveHuntMe, LiveHuntView } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMe } from '@/lib/session';
import { liveHuntQueryKey } from './keys';

export type AvgBetInput = { guess: string; bet: number };

/** PUT /bonustracker/{huntId}/avg: the viewer's AVG group and points bet; answers the new balance. */
export const placeAvgBet = (huntId: string, input: AvgBetInput) =>
  api<{ points: number; me: LiveHuntMe }>(`/bonustracker/${encodeURIComponent(huntId)}/avg`, {
    method: 'PUT',
    body: input,
  });

export function usePlaceAvgBet(huntId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvgBetInput) => placeAvgBet(huntId, input),
    onSuccess: async (result) => {
      queryClient.setQueryData<LiveHuntView>(liveHuntQueryKey, (old) => (old ? { ...old, me: result.me } : old));
      await refreshMe(queryClient);
    },
  });
}
