import type { Giveaway } from '@app/contracts';
import { formatPoints } from '@app/contracts';
import { TrophyIcon } from 'lucide-react';

/**
 * The draw's result as the public sees it: every pick in order, a disqualified winner struck through
 * with the reason (the next pick replaced them), and 'All entries won' when there were fewer entries
 * than winners.
 */
export function Winners({ giveaway }: { giveaway: Giveaway }) {
  const g = giveaway;
  if (g.state === 'cancelled')
    return <p className="text-sm text-muted">Cancelled: no draw, every paid ticket was refunded.</p>;
  if (g.picks.length === 0)
    return <p className="text-sm text-muted">{g.entries === 0 ? 'No entries: nobody won.' : 'No winners yet.'}</p>;
  return (
    <div className="grid grid-cols-1 gap-2">
      <ol aria-label="Winners" className="grid gap-1.5">
        {g.picks.map((p) => (
          <li
            key={p.nonce}
            data-testid="winner"
            data-disqualified={p.disqualified ? 'true' : undefined}
            className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm"
          >
            {p.disqualified ? (
              <>
                <s className="min-w-0 break-words font-semibold text-muted">{p.name}</s>
                <span className="min-w-0 break-words text-xs text-danger">Disqualified: {p.disqualified.reason}</span>
              </>
            ) : (
              <>
                <TrophyIcon aria-hidden="true" className="size-4 shrink-0 self-center text-gold" />
                <span className="min-w-0 break-words font-semibold">{p.name}</span>
                {p.pointsPaid ? (
                  <span className="text-xs text-success">+{formatPoints(p.pointsPaid)} points paid</span>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {g.allEntriesWon ? (
        <p data-testid="all-entries-won" className="text-xs font-semibold text-gold">
          All entries won (fewer entries than winners).
        </p>
      ) : null}
    </div>
  );
}
