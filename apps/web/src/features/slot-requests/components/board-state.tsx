import type { SlotRequestBoard } from '@app/contracts';
import { cn } from '@/lib/cn';
import { boardStateText } from '../format';

/** Whether requests are taken now, and their cost: a coloured dot and one sentence. */
export function BoardState({ board }: { board: Pick<SlotRequestBoard, 'open' | 'cost'> }) {
  return (
    <p
      data-testid="slot-requests-state"
      className="flex items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm font-semibold"
    >
      <span
        aria-hidden="true"
        className={cn('size-2.5 shrink-0 rounded-full', board.open ? 'bg-success' : 'bg-muted')}
      />
      {boardStateText(board)}
    </p>
  );
}
