import type { Giveaway } from '@app/contracts';
import { TrophyIcon } from 'lucide-react';
import { fmt, t } from '@/i18n';

/**
 * The draw's result as the public sees it: every pick in order, a disqualified winner struck through
 * with the reason (the next pick replaced them), and 'All entries won' when there were fewer entries
 * than winners.
 */
export function Winners({ giveaway }: { giveaway: Giveaway }) {
  const g = giveaway;
  if (g.state === 'cancelled') return <p className="text-sm text-muted">{t('giveaways.winnerList.cancelled')}</p>;
  if (g.picks.length === 0)
    return (
      <p className="text-sm text-muted">
        {g.entries === 0 ? t('giveaways.noEntries') : t('giveaways.winnerList.none')}
      </p>
    );
  return (
    <div className="grid grid-cols-1 gap-2">
      <ol aria-label={t('giveaways.winners')} className="grid gap-1.5">
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
                <span className="min-w-0 break-words text-xs text-danger">
                  {t('giveaways.disqualified', { reason: p.disqualified.reason })}
                </span>
              </>
            ) : (
              <>
                <TrophyIcon aria-hidden="true" className="size-4 shrink-0 self-center text-gold" />
                <span className="min-w-0 break-words font-semibold">{p.name}</span>
                {p.pointsPaid ? (
                  <span className="text-xs text-success">
                    {t('giveaways.winnerList.paid', { count: p.pointsPaid, points: fmt().points(p.pointsPaid) })}
                  </span>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {g.allEntriesWon ? (
        <p data-testid="all-entries-won" className="text-xs font-semibold text-gold">
          {t('giveaways.winnerList.allEntriesWon')}
        </p>
      ) : null}
    </div>
  );
}
