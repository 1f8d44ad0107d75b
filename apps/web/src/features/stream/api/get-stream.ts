import type { StreamStatus } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server caches Twitch for up to 60 s, so polling it every minute costs Twitch nothing more. */
export const streamQueryOptions = () =>
  queryOptions({
    queryKey: ['stream'],
    queryFn: () => api<StreamStatus>('/data/stream'),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const useStreamStatus = () => useQuery(streamQueryOptions());
