import type { StreamPlatforms } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const streamPlatformsQueryKey = ['admin', 'stream-platforms'] as const;

/** GET /admin/stream/platforms: the channel's platforms (Twitch, Kick or both) and the primary one. */
export const getStreamPlatforms = () => api<StreamPlatforms>('/admin/stream/platforms');

export const streamPlatformsQueryOptions = () =>
  queryOptions({ queryKey: streamPlatformsQueryKey, queryFn: getStreamPlatforms });

export const useStreamPlatforms = () => useQuery(streamPlatformsQueryOptions());
