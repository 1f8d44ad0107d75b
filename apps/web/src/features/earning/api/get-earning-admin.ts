import type { EarningAdmin } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningAdminQueryKey } from './keys';

/** GET /admin/earning: connection state (never tokens), rates, ignore list, last ticks. */
export const getEarningAdmin = () => api<EarningAdmin>('/admin/earning');

export const earningAdminQueryOptions = () =>
  queryOptions({ queryKey: earningAdminQueryKey, queryFn: getEarningAdmin, refetchInterval: 30_000 });

export const useEarningAdmin = () => useQuery(earningAdminQueryOptions());
