import type { SlotRequestBoard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { BOARD_REFETCH_MS, slotRequestsQueryKey } from './keys';

/** GET /slot-requests: public; `mine` is the signed-in viewer's open request (null for a visitor). */
export const getSlotRequests = () => api<SlotRequestBoard>('/slot-requests');

export const slotRequestsQueryOptions = () =>
  queryOptions({ queryKey: slotRequestsQueryKey, queryFn: getSlotRequests, refetchInterval: BOARD_REFETCH_MS });

/** The board, read again as often as the server's config says (BOARD_REFETCH_MS until the config has loaded). */
export const useSlotRequests = () => {
  const pollMs = useSiteConfig()?.slotRequestsPollMs ?? BOARD_REFETCH_MS;
  return useQuery({ ...slotRequestsQueryOptions(), refetchInterval: pollMs });
};
