import type { SlotRequest, SlotRequestBoard } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { applyChange } from '@/lib/apply-change';
import { slotRequestsQueryKey } from './keys';

/**
 * Writes an admin's decision into the cached board at once (out of the queue, first in the history),
 * then refetches it: the row moves even when a board read was under way during the decision.
 */
export function applyDecision(queryClient: QueryClient, decided: SlotRequest): Promise<void> {
  return applyChange<SlotRequestBoard>(queryClient, slotRequestsQueryKey, (board) => ({
    ...board,
    queue: board.queue.filter((r) => r._id !== decided._id),
    history: [decided, ...board.history.filter((r) => r._id !== decided._id)],
    mine: board.mine?._id === decided._id ? null : board.mine,
  }));
}
