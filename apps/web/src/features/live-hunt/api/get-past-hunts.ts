import type { LiveHunt } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pastHuntsQueryKey } from './keys';

/** GET /admin/live-hunts: the finished and cancelled hunts. */
export const getPastHunts = () => api<LiveHunt[]>('/admin/live-hunts');

export const pastHuntsQueryOptions = () => queryOptions({ queryKey: pastHuntsQueryKey, queryFn: getPastHunts });

export const usePastHunts = () => useQuery(pastHuntsQueryOptions());
