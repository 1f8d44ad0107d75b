import type { SlotRequestBoard } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { overlaySlotQueueKey } from './keys';

/** The server's default SLOT_REQUESTS_POLL_SECONDS, used until the public config has loaded. */
const BOARD_REFETCH_MS = 10_000;

/**
 * The public slot-request board (GET /slot-requests, no key needed): the queue overlay reads it as
 * often as the board page does (the server's slotRequestsPollMs).
 */
export function useOverlaySlotQueue() {
  const pollMs = useSiteConfig()?.slotRequestsPollMs ?? BOARD_REFETCH_MS;
  return useQuery({
    queryKey: overlaySlotQueueKey,
    queryFn: () => api<SlotRequestBoard>('/slot-requests'),
    refetchInterval: pollMs,
  });
}
