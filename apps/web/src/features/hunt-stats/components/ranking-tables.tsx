import type { RankedGroup } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { multi } from '../format';
import { useMoney, type Money } from '@/lib/money';

const columns = (kind: 'slot' | 'provider', money: Money): Column<RankedGroup>[] => [
  {
    id: 'name',
    header: kind === 'slot' ? 'Slot' : 'Provider',
    rowHeader: true,
    cellClassName: 'text-left [overflow-wrap:anywhere] font-medium',
    cell: (g) =>
      kind === 'slot' && g.provider ? (
        <>
          {g.name} <span className="block text-xs font-normal text-muted">{g.provider}</span>
        </>
      ) : (
        g.name
      ),
  },
  { id: 'bonuses', header: 'Bonuses', align: 'right', cellClassName: 'tabular-nums', cell: (g) => g.bonuses },
  {
    id: 'win',
    header: 'Won',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (g) => money.amount(g.totalWin),
    className: 'max-sm:hidden',
  },
  {
    id: 'avg',
    header: 'Avg multi',
    align: 'right',
    cellClassName: 'tabular-nums font-semibold',
    cell: (g) => multi(g.avgMulti),
  },
];

/** Best and worst slots or providers by average multiplier, side by side on wide screens. */
export function RankingTables({
  kind,
  ranking,
  minBonuses,
}: {
  kind: 'slot' | 'provider';
  ranking: { best: RankedGroup[]; worst: RankedGroup[] };
  minBonuses: number;
}) {
  const money = useMoney();
  const plural = kind === 'slot' ? 'slots' : 'providers';
  const empty = `No ${kind} has ${minBonuses} opened bonuses yet.`;
  return (
    <section aria-labelledby={`${plural}-heading`} className="mb-6">
      <h2 id={`${plural}-heading`} className="text-lg font-bold">
        Best and worst {plural}
      </h2>
      <p className="mb-3 text-sm text-muted">
        By average multiplier over the finished hunts; only {plural} with at least {minBonuses} opened bonuses are
        ranked, so one lucky spin does not top the list.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['best', 'worst'] as const).map((side) => (
          <div key={side} className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
              {side === 'best' ? 'Best' : 'Worst'} {plural}
            </h3>
            <DataTable
              columns={columns(kind, money)}
              rows={ranking[side]}
              rowKey={(g) => `${g.name}\u0000${g.provider}`}
              caption={`${side === 'best' ? 'Best' : 'Worst'} ${plural} by average multiplier`}
              wrapperProps={{
                role: 'region',
                'aria-label': `${side === 'best' ? 'Best' : 'Worst'} ${plural}`,
                tabIndex: 0,
              }}
              empty={
                side === 'worst' && ranking.best.length > 0
                  ? `Not enough data yet: only one ${kind} is ranked, and it is the best.`
                  : empty
              }
              data-testid={`${side}-${plural}`}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
