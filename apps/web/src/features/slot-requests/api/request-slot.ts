import type { SlotRequestBoard, SlotRequestInput, SlotRequestResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/lib/session';
import { slotRequestsQueryKey } from './keys';

/**
 * POST /slot-requests: asks for a catalogue slot; the cost is taken now. 409 SLOT_REQUESTS_CLOSED,
 * SLOT_REQUEST_OPEN (one open request per account) or INSUFFICIENT_POINTS.
 */
export const requestSlot = (input: SlotRequestInput) =>
  api<SlotRequestResult>('/slot-requests', { method: 'POST', body: input });

export function useRequestSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSlot,
    onSuccess: ({ request, balance }) => {
      setCachedBalance(queryClient, balance);
      // The request shows at once (own card, end of the queue); the refetch then brings the server's board.
      queryClient.setQueryData<SlotRequestBoard>(slotRequestsQueryKey, (board) =>
        board
          ? { ...board, mine: request, queue: [...board.queue.filter((r) => r._id !== request._id), request] }
          : board,
      );
      return queryClient.invalidateQueries({ queryKey: slotRequestsQueryKey });
    },
    // A refusal may mean the board was out of date (closed meanwhile, a request made from chat).
    onError: () => queryClient.invalidateQueries({ queryKey: slotRequestsQueryKey }),
  });
}
