import type { HuntStatsOverview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntStatsOverviewQueryKey } from './keys';

/** GET /hunt-stats: the statistics across the streamer's finished live hunts. */
export const getHuntStats = () => api<HuntStatsOverview>('/hunt-stats');

export const huntStatsQueryOptions = () =>
  queryOptions({ queryKey: huntStatsOverviewQueryKey, queryFn: getHuntStats, staleTime: 60_000 });

export const useHuntStats = () => useQuery(huntStatsQueryOptions());
