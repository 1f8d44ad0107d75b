import type { SlotRequestBoard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { POLL_MS, previewSlotQueueKey } from './keys';

/** GET /slot-requests: the public board the queue overlay reads (no key needed). */
export const getPreviewSlotQueue = () => api<SlotRequestBoard>('/slot-requests');

/** Read only while the queue overlay is previewed (`enabled`), then polled like the hunt. */
export const previewSlotQueueQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: previewSlotQueueKey, queryFn: getPreviewSlotQueue, enabled, refetchInterval: POLL_MS });

export const usePreviewSlotQueue = (enabled: boolean) => useQuery(previewSlotQueueQueryOptions(enabled));
