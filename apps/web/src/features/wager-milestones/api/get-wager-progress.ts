import type { WagerProgress } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wagerProgressQueryKey } from './keys';

/**
 * GET /wager-milestones/progress: the signed-in viewer's verified casino accounts (this month's wager
 * and place, the wager since verification) and every tier's figure and grant.
 */
export const getWagerProgress = () => api<WagerProgress>('/wager-milestones/progress');

export const wagerProgressQueryOptions = () =>
  queryOptions({
    queryKey: wagerProgressQueryKey,
    queryFn: getWagerProgress,
    // The casinos' figures arrive every few minutes: a page left open follows them.
    refetchInterval: 5 * 60_000,
  });

/** Only for a signed-in viewer (a visitor makes no call). */
export const useWagerProgress = (enabled: boolean) => useQuery({ ...wagerProgressQueryOptions(), enabled });
