import type { Page, PointsLeaderboardRow } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PointsLeaderboardParams = { q: string; page: number; pageSize: number };

export const pointsLeaderboardQueryKey = ['points-leaderboard'] as const;

/** GET /points (public): points descending, ranked by the server; q keeps users whose login or name contains it (any case). */
export function getPointsLeaderboard({ q, page, pageSize }: PointsLeaderboardParams) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  return api<Page<PointsLeaderboardRow>>(`/points?${params.toString()}`);
}

export const pointsLeaderboardQueryOptions = (params: PointsLeaderboardParams) =>
  queryOptions({
    queryKey: [...pointsLeaderboardQueryKey, params],
    queryFn: () => getPointsLeaderboard(params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const usePointsLeaderboard = (params: PointsLeaderboardParams) =>
  useQuery(pointsLeaderboardQueryOptions(params));
