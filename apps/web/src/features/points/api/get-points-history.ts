import type { LedgerEntry, Page } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const pointsHistoryQueryKey = ['points-history'] as const;

/** GET /points/history: the signed-in user's ledger, newest first. */
export const getPointsHistory = (page: number, pageSize: number) =>
  api<Page<LedgerEntry>>(
    `/points/history?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString()}`,
  );

export const pointsHistoryQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...pointsHistoryQueryKey, { page, pageSize }],
    queryFn: () => getPointsHistory(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** Signed-in users only: the page shows a visitor a login prompt instead of asking for a 401. */
export const usePointsHistory = (page: number, pageSize: number) => useQuery(pointsHistoryQueryOptions(page, pageSize));
