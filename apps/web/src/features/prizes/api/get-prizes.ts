import type { PrizeList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prizesKey } from './keys';

/** GET /admin/prizes: the GTB and wager race prizes to hand out. */
export const getPrizes = () => api<PrizeList>('/admin/prizes');

export const prizesQueryOptions = () => queryOptions({ queryKey: prizesKey, queryFn: getPrizes });

export const usePrizes = () => useQuery(prizesQueryOptions());
