import type { EarningRates } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Every earning change on /admin/earning invalidates this. */
export const earningRatesQueryKey = ['earning-rates'] as const;

/** GET /data/earning: the rates the admin set (public). */
export const getEarningRates = () => api<EarningRates>('/data/earning');

export const earningRatesQueryOptions = () =>
  queryOptions({ queryKey: earningRatesQueryKey, queryFn: getEarningRates, staleTime: 5 * 60_000 });

export const useEarningRates = () => useQuery(earningRatesQueryOptions());
