import type { Tournament, TournamentPredictionPlaced, TournamentSide } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/lib/session';
import { tournamentQueryKey, tournamentsQueryKey } from './keys';

type PredictionResult = TournamentPredictionPlaced;

/**
 * The cached tournament with a prediction just placed: the viewer's own on its match (or the champion
 * pool) and its points in that side's pool. The pools' other changes come with the next `tournament`
 * event's refetch.
 */
export function withPrediction(t: Tournament, p: TournamentPredictionPlaced['prediction']): Tournament {
  const mine = { side: p.pick, points: p.points, payout: null, refunded: false };
  if (p.matchId === null)
    return {
      ...t,
      champion: {
        ...t.champion,
        mine,
        pools: t.champion.pools.map((pool) =>
          pool.entrantId === p.pick ? { ...pool, points: pool.points + p.points, count: pool.count + 1 } : pool,
        ),
      },
    };
  return {
    ...t,
    rounds: t.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => {
        if (m.id !== p.matchId || (p.pick !== 'a' && p.pick !== 'b')) return m;
        const side = m.predictions[p.pick];
        return {
          ...m,
          predictions: {
            ...m.predictions,
            mine,
            [p.pick]: { points: side.points + p.points, count: side.count + 1 },
          },
        };
      }),
    })),
  };
}

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

/** The answer's balance goes into the header and its prediction into the cached tournament at once; a refusal refetches. */
function usePrediction<I>(fn: (input: I) => Promise<PredictionResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: ({ balance, prediction }) => {
      setCachedBalance(queryClient, balance);
      queryClient.setQueryData<Tournament>(tournamentQueryKey(prediction.tournamentId), (t) =>
        t ? withPrediction(t, prediction) : t,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: tournamentsQueryKey }),
  });
}

export const usePredictMatch = () => usePrediction(predictMatch);
export const usePredictChampion = () => usePrediction(predictChampion);
