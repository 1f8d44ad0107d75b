import type { FinishedHuntStats } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { finishedHuntStatsQueryKey } from './keys';

/** GET /live-hunts/{id}/stats: a finished hunt and its balance as its bonuses open (404 otherwise). */
export const getFinishedHuntStats = (id: string) =>
  api<FinishedHuntStats>(`/live-hunts/${encodeURIComponent(id)}/stats`);

export const finishedHuntStatsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: finishedHuntStatsQueryKey(id),
    queryFn: () => getFinishedHuntStats(id),
    // A finished hunt does not change; a 404 is final too.
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useFinishedHuntStats = (id: string) => useQuery(finishedHuntStatsQueryOptions(id));
