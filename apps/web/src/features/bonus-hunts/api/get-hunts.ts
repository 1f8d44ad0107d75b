import type { BonusHuntSummary } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { huntsKey } from './keys';

/** GET /bonus-hunt: the signed-in user's hunts. */
export const getHunts = () => api<BonusHuntSummary[]>('/bonus-hunt');

export const huntsQueryOptions = () => queryOptions({ queryKey: huntsKey, queryFn: getHunts });

export const useHunts = (enabled: boolean) => useQuery({ ...huntsQueryOptions(), enabled });
