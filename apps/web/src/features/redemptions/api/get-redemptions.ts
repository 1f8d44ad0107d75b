import type { Redemption } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const redemptionsQueryKey = ['redemptions'] as const;

/** GET /reedem (admin): pending redemptions plus recently decided ones; search, sort and paging happen here. */
export const getRedemptions = () => api<Redemption[]>('/reedem');

export const redemptionsQueryOptions = () => queryOptions({ queryKey: redemptionsQueryKey, queryFn: getRedemptions });

export const useRedemptions = () => useQuery(redemptionsQueryOptions());
