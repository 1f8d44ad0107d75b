import type { Tournament } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLL_MS, tournamentQueryKey } from './keys';

/** GET /tournaments/{id}: the bracket, the pools and the signed-in viewer's own predictions (`mine`). */
export const getTournament = (id: string) => api<Tournament>(`/tournaments/${encodeURIComponent(id)}`);

export const tournamentQueryOptions = (id: string, streaming = true) =>
  queryOptions({
    queryKey: tournamentQueryKey(id),
    queryFn: () => getTournament(id),
    // Every change (a prediction too) comes as a `tournament` event; only a stream that is down polls.
    refetchInterval: streaming ? false : POLL_MS,
  });

export const useTournament = (id: string, streaming?: boolean) => useQuery(tournamentQueryOptions(id, streaming));
