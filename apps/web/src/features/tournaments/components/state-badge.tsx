import type { TournamentState } from '@app/contracts';
import { cn } from '@/lib/cn';
import { stateLabel } from '../format';

const tone: Record<TournamentState, string> = {
  upcoming: 'bg-info/15 text-sky-300',
  running: 'bg-success/15 text-success',
  finished: 'bg-surface-2 text-fg',
  cancelled: 'bg-danger/15 text-danger',
};

/** A tournament's state as a small pill. */
export function StateBadge({ state }: { state: TournamentState }) {
  return (
    <span
      data-testid="tournament-state"
      className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', tone[state])}
    >
      {stateLabel(state)}
    </span>
  );
}
