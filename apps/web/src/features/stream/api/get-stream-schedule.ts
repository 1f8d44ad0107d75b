import type { StreamSchedule } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const streamScheduleQueryKey = ['stream-schedule'] as const;

/** GET /stream/schedule: the week's streams and the next one (computed by the server on Lisbon's clock). */
export const getStreamSchedule = () => api<StreamSchedule>('/stream/schedule');

/** The schedule changes rarely: read again every 10 minutes, and when the countdown reaches the start. */
export const streamScheduleQueryOptions = () =>
  queryOptions({
    queryKey: streamScheduleQueryKey,
    queryFn: getStreamSchedule,
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
  });

export const useStreamSchedule = () => useQuery(streamScheduleQueryOptions());
