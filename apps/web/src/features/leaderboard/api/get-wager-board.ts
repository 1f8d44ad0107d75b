import type { Leaderboard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startOfPeriod } from '../format';
import { wagerBoardQueryKey } from './keys';

/** GET /leaderboard/{slug}: the current month's board, or the frozen one of `period` ('YYYY-MM'). */
export const getWagerBoard = (slug: string, period?: string) =>
  api<Leaderboard>(
    `/leaderboard/${encodeURIComponent(slug)}${period ? `?startTimestamp=${startOfPeriod(period)}` : ''}`,
  );

export const wagerBoardQueryOptions = (slug: string | undefined, period?: string) =>
  queryOptions({
    queryKey: [...wagerBoardQueryKey, slug, period ?? 'current'],
    enabled: Boolean(slug),
    queryFn: () => getWagerBoard(slug!, period),
    refetchInterval: period ? false : 60_000,
  });

export const useWagerBoard = (slug: string | undefined, period?: string) =>
  useQuery(wagerBoardQueryOptions(slug, period));
