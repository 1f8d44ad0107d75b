import type { BigWin } from '@app/contracts';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { multi } from '../format';
import { useMoney, type Money } from '@/lib/money';

const columns = (money: Money): Column<BigWin>[] => [
  {
    id: 'slot',
    header: 'Slot',
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
    header: 'Hunt',
    cell: (w) => (
      <Link to={`/hunt-stats/${w.huntId}`} className="text-accent underline-offset-2 hover:underline">
        #{w.huntIndex}
      </Link>
    ),
  },
  {
    id: 'bet',
    header: 'Bet',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (w) => money.amount(w.bet),
    className: 'max-sm:hidden',
  },
  { id: 'win', header: 'Win', align: 'right', cellClassName: 'tabular-nums', cell: (w) => money.amount(w.win) },
  { id: 'multi', header: 'Multi', align: 'right', cellClassName: 'tabular-nums', cell: (w) => multi(w.multiplier) },
];

/** The biggest wins of the finished hunts, by multiplier and by amount, each linking to its hunt. */
export function BigWins({ byMultiplier, byAmount }: { byMultiplier: BigWin[]; byAmount: BigWin[] }) {
  const money = useMoney();
  return (
    <section aria-labelledby="big-wins-heading" className="mb-6">
      <h2 id="big-wins-heading" className="mb-3 text-lg font-bold">
        Biggest wins
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {(
          [
            ['By multiplier', byMultiplier, 'wins-by-multiplier'],
            ['By amount', byAmount, 'wins-by-amount'],
          ] as const
        ).map(([title, rows, testId]) => (
          <div key={testId} className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
            <DataTable
              columns={columns(money)}
              rows={rows}
              rowKey={(w) => String(rows.indexOf(w))}
              caption={`Biggest wins ${title.toLowerCase()}`}
              wrapperProps={{ role: 'region', 'aria-label': `Biggest wins ${title.toLowerCase()}`, tabIndex: 0 }}
              empty="No bonus opened yet."
              data-testid={testId}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
