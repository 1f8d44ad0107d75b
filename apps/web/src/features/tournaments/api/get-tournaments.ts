import type { TournamentList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLL_MS, tournamentListQueryKey } from './keys';

/** GET /tournaments: running, upcoming and the latest finished (or cancelled) ones. */
export const getTournaments = () => api<TournamentList>('/tournaments');

/** `streaming`: the live stream is up, so its `tournament` events refetch at once; else it polls. */
export const tournamentsQueryOptions = (streaming = true) =>
  queryOptions({
    queryKey: tournamentListQueryKey,
    queryFn: getTournaments,
    refetchInterval: streaming ? false : POLL_MS,
  });

export const useTournaments = (streaming?: boolean) => useQuery(tournamentsQueryOptions(streaming));
