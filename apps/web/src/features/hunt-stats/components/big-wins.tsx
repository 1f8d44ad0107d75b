import type { BigWin } from '@app/contracts';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t, type MessageId } from '@/i18n';
import { multi } from '../format';
import { useMoney, type Money } from '@/lib/money';

const columns = (money: Money): Column<BigWin>[] => [
  {
    id: 'slot',
    header: t('hunt-stats.slot'),
    rowHeader: true,
    cellClassName: 'text-left [overflow-wrap:anywhere] font-medium',
    cell: (w) => (
      <>
        {w.slot} <span className="block text-xs font-normal text-muted">{w.provider}</span>
      </>
    ),
  },
  {
    id: 'hunt',
    header: t('hunt-stats.hunt'),
    cell: (w) => (
      <Link to={`/hunt-stats/${w.huntId}`} className="text-accent underline-offset-2 hover:underline">
        #{w.huntIndex}
      </Link>
    ),
  },
  {
    id: 'bet',
    header: t('hunt-stats.bet'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (w) => money.amount(w.bet),
    className: 'max-sm:hidden',
  },
  {
    id: 'win',
    header: t('hunt-stats.win'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (w) => money.amount(w.win),
  },
  {
    id: 'multi',
    header: t('hunt-stats.multi'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (w) => multi(w.multiplier),
  },
];

/** The biggest wins of the finished hunts, by multiplier and by amount, each linking to its hunt. */
export function BigWins({ byMultiplier, byAmount }: { byMultiplier: BigWin[]; byAmount: BigWin[] }) {
  const money = useMoney();
  return (
    <section aria-labelledby="big-wins-heading" className="mb-6">
      <h2 id="big-wins-heading" className="mb-3 text-lg font-bold">
        {t('hunt-stats.wins.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {(
          [
            ['hunt-stats.wins.byMultiplier', 'hunt-stats.wins.byMultiplierCaption', byMultiplier, 'wins-by-multiplier'],
            ['hunt-stats.wins.byAmount', 'hunt-stats.wins.byAmountCaption', byAmount, 'wins-by-amount'],
          ] as const satisfies ReadonlyArray<readonly [MessageId, MessageId, BigWin[], string]>
        ).map(([heading, caption, rows, testId]) => (
          <div key={testId} className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t(heading)}</h3>
            <DataTable
              columns={columns(money)}
              rows={rows}
              rowKey={(w) => String(rows.indexOf(w))}
              caption={t(caption)}
              wrapperProps={{ role: 'region', 'aria-label': t(caption), tabIndex: 0 }}
              empty={t('hunt-stats.wins.empty')}
              data-testid={testId}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
