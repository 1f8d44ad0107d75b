import type { SlotRequestBoard, SlotRequestResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCachedBalance } from '@/lib/session';
import { slotRequestsQueryKey } from './keys';

/** DELETE /slot-requests/mine: withdraws the viewer's open request and gives the points back; 404 when none is open. */
export const withdrawSlotRequest = () => api<SlotRequestResult>('/slot-requests/mine', { method: 'DELETE' });

export function useWithdrawSlotRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawSlotRequest,
    onSuccess: ({ request, balance }) => {
      setCachedBalance(queryClient, balance);
      queryClient.setQueryData<SlotRequestBoard>(slotRequestsQueryKey, (board) =>
        board ? { ...board, mine: null, queue: board.queue.filter((r) => r._id !== request._id) } : board,
      );
      return queryClient.invalidateQueries({ queryKey: slotRequestsQueryKey });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: slotRequestsQueryKey }),
  });
}
