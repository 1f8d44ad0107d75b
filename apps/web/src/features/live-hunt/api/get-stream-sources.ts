import type { StreamSources } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamSourcesQueryKey } from './keys';

/** GET /live-stream/sources: where /live-stream embeds the stream from. */
export const getStreamSources = () => api<StreamSources>('/live-stream/sources');

export const streamSourcesQueryOptions = () =>
  queryOptions({ queryKey: streamSourcesQueryKey, queryFn: getStreamSources });

export const useStreamSources = () => useQuery(streamSourcesQueryOptions());
