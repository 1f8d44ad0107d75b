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
    // Pools move with every prediction: while a match takes predictions it is polled even when streaming.
    refetchInterval: (q) =>
      !streaming || q.state.data?.rounds.some((r) => r.matches.some((m) => m.state === 'open')) ? POLL_MS : false,
  });

export const useTournament = (id: string, streaming?: boolean) => useQuery(tournamentQueryOptions(id, streaming));
