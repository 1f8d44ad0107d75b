import type { SlotRequestBoard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BOARD_REFETCH_MS, slotRequestsQueryKey } from './keys';

/** GET /slot-requests: public; `mine` is the signed-in viewer's open request (null for a visitor). */
export const getSlotRequests = () => api<SlotRequestBoard>('/slot-requests');

export const slotRequestsQueryOptions = () =>
  queryOptions({ queryKey: slotRequestsQueryKey, queryFn: getSlotRequests, refetchInterval: BOARD_REFETCH_MS });

export const useSlotRequests = () => useQuery(slotRequestsQueryOptions());
