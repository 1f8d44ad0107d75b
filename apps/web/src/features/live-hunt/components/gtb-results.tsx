import type { LiveHuntSettlement } from '@app/contracts';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useMoney } from '@/lib/money';
import { placeLabel, prizeLabel } from '../format';

/** A settled GTB: the winners of the prize places, and the closest guesses (a guess at the winner limit marked). */
export function GtbResults({ settlement: s }: { settlement: LiveHuntSettlement }) {
  const money = useMoney();
  return (
    <>
      {s.gtbWinners.length > 0 ? (
        <div className="mt-4 rounded-xl border border-yellow-500/40 bg-yellow-500/10 p-3" data-testid="gtb-winners">
          <h3 className="mb-1 text-sm font-bold">{t('live-hunt.gtb.winners')}</h3>
          <ol className="grid gap-1 text-sm">
            {s.gtbWinners.map((w) => (
              <li key={w.place} className="flex flex-wrap justify-between gap-x-2">
                <span className="min-w-0 truncate font-semibold">
                  {placeLabel(w.place)} {w.username}
                </span>
                <span className="text-right font-semibold text-yellow-400 [overflow-wrap:anywhere]">
                  {prizeLabel(w.prize)}
                  {w.affiliate ? (
                    <span className="ml-1 text-xs font-normal text-accent">({t('live-hunt.gtb.affiliateWon')})</span>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {s.gtbRanking.length > 0 ? (
        <div className="mt-4" data-testid="gtb-top">
          <h3 className="mb-1 text-sm font-bold">{t('live-hunt.gtb.top')}</h3>
          <ol className="text-sm">
            {s.gtbRanking.map((r) => (
              <li
                key={r.rank}
                className={cn(
                  'flex justify-between gap-2 py-1',
                  r.rank === 1 && !r.ineligible && 'font-bold text-yellow-400',
                )}
              >
                <span className="truncate">
                  {r.rank}. {r.username}
                  {r.ineligible ? (
                    <span className="text-xs font-normal text-muted" data-testid="gtb-ineligible">
                      {' '}
                      ({t('live-hunt.gtb.ineligible')})
                    </span>
                  ) : null}
                </span>
                <span className="tabular-nums">
                  {money.cents(r.guess)} <span className="text-muted">(±{money.cents(r.distance)})</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </>
  );
}
