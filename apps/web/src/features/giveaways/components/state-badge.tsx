import type { GiveawayState } from '@app/contracts';
import { cn } from '@/lib/cn';
import { stateLabel } from '../format';

const tone: Record<GiveawayState, string> = {
  scheduled: 'bg-info/15 text-sky-300',
  open: 'bg-success/15 text-success',
  closing: 'bg-gold/15 text-gold',
  drawn: 'bg-accent/15 text-accent',
  final: 'bg-surface-2 text-fg',
  cancelled: 'bg-danger/15 text-danger',
};

/** A giveaway's state as a small pill. */
export function StateBadge({ state }: { state: GiveawayState }) {
  return (
    <span
      data-testid="giveaway-state"
      className={cn('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-bold', tone[state])}
    >
      {stateLabel(state)}
    </span>
  );
}
