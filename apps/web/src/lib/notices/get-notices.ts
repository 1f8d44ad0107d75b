import type { Notices } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const noticesKey = ['me', 'notices'] as const;

/** GET /users/me/notices: the signed-in user's notices not seen yet (a prize won, …). */
export const getNotices = () => api<Notices>('/users/me/notices');

/** Read once per page load. */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: noticesKey,
    queryFn: getNotices,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useNotices = () => useQuery(noticesQueryOptions());
