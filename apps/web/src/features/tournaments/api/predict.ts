import type { Tournament, TournamentSide } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/lib/session';
import { tournamentQueryKey, tournamentsQueryKey } from './keys';

type PredictionResult = { balance: number; tournament: Tournament };

/**
 * POST /tournaments/{id}/matches/{matchId}/predictions {side, points}. Refusals: PREDICTIONS_CLOSED,
 * PREDICTION_PLACED, INSUFFICIENT_POINTS, STAKE_TOO_HIGH.
 */
export const predictMatch = ({
  id,
  matchId,
  side,
  points,
}: {
  id: string;
  matchId: string;
  side: TournamentSide;
  points: number;
}) =>
  api<PredictionResult>(`/tournaments/${encodeURIComponent(id)}/matches/${encodeURIComponent(matchId)}/predictions`, {
    method: 'POST',
    body: { side, points },
  });

/** POST /tournaments/{id}/champion {entrantId, points}. Refusals: CHAMPION_CLOSED, PREDICTION_PLACED, INSUFFICIENT_POINTS, STAKE_TOO_HIGH. */
export const predictChampion = ({ id, entrantId, points }: { id: string; entrantId: string; points: number }) =>
  api<PredictionResult>(`/tournaments/${encodeURIComponent(id)}/champion`, {
    method: 'POST',
    body: { entrantId, points },
  });

/** The answer's balance goes into the header and its tournament into the cache at once; a refusal refetches. */
function usePrediction<I>(fn: (input: I) => Promise<PredictionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.balance);
      queryClient.setQueryData(tournamentQueryKey(result.tournament.id), result.tournament);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKey }),
  });
}

export const usePredictMatch = () => usePrediction(predictMatch);
export const usePredictChampion = () => usePrediction(predictChampion);
