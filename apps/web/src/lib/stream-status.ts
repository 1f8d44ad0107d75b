import type { StreamStatus } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /data/stream: the channel's live status, the platform shown first on top (shared by the header's
 * stream feature and the /stream/live page). */
export const getStreamStatus = () => api<StreamStatus>('/data/stream');

/** The server caches each platform for up to 60 s, so polling it every minute costs them nothing more. */
export const streamQueryOptions = () =>
  queryOptions({
    queryKey: ['stream'],
    queryFn: getStreamStatus,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const useStreamStatus = () => useQuery(streamQueryOptions());
