import type { Redemption } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyChange } from '@/lib/apply-change';

export const redemptionsQueryKey = ['redemptions'] as const;

/**
 * GET /reedem?q= (admin): pending redemptions plus recently decided ones. The user search runs on
 * the server (the same substring search as the points tables); sort and paging happen here.
 */
export const getRedemptions = (q: string) =>
  api<Redemption[]>(q ? `/reedem?${new URLSearchParams({ q }).toString()}` : '/reedem');

export const redemptionsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: [...redemptionsQueryKey, q],
    queryFn: () => getRedemptions(q),
    placeholderData: keepPreviousData,
  });

export const useRedemptions = (q = '') => useQuery(redemptionsQueryOptions(q));

/**
 * Writes a decision into every cached desk list at once, so the row shows its new state even when a
 * list read was under way during the decision (its answer may predate it); a refetch follows.
 */
export function applyDecision(queryClient: QueryClient, id: string, change: Partial<Redemption>): Promise<void> {
  return applyChange<Redemption[]>(queryClient, redemptionsQueryKey, (list) =>
    list.map((r) => (r._id === id ? { ...r, ...change } : r)),
  );
}
