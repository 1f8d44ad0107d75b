import type { HuntStatsView } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { CheckCircle2Icon } from 'lucide-react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useMoney, type Money } from '@/lib/money';

const x = (n: number) => `${n.toFixed(2)}x`;

const providerColumns = (money: Money): Column<HuntStatsView['providers'][number]>[] => [
  { id: 'provider', header: 'Provider', cellClassName: 'max-w-32 truncate', cell: (p) => p.provider },
  { id: 'bonuses', header: 'Bonuses', align: 'right', cellClassName: 'tabular-nums', cell: (p) => p.count },
  { id: 'bets', header: 'Bets', align: 'right', cellClassName: 'tabular-nums', cell: (p) => money.amount(p.bets) },
  { id: 'avg-multi', header: 'Avg multi', align: 'right', cellClassName: 'tabular-nums', cell: (p) => x(p.avgMulti) },
];

/** The Stats panel: the figures of packages/hunts as the API returns them, plus best/worst and providers. */
export function StatsPanel({ stats }: { stats: HuntStatsView }) {
  const money = useMoney();
  const rows: Array<[string, React.ReactNode]> = [
    ['Total bonuses', `${stats.openedBonuses}/${stats.totalBonuses} opened`],
    ['Total bets', money.amount(stats.totalBets)],
    ['Total earnings', money.amount(stats.totalEarnings)],
    ['Profit', money.amount(stats.profit)],
    ['Start BE', x(stats.startBreakEvenX)],
    // A completed hunt (every bonus opened) has no break-even left: its final figures say it all.
    ...(hasBreakEven(stats.totalBonuses - stats.openedBonuses)
      ? ([
          [
            'Break-even',
            Number(stats.breakEvenAmount) <= 0 ? (
              <CheckCircle2Icon key="ok" aria-label="Break-even reached" className="ml-auto size-4 text-success" />
            ) : (
              `${x(stats.breakEvenX)} · ${money.amount(stats.breakEvenAmount)}`
            ),
          ],
        ] as Array<[string, React.ReactNode]>)
      : []),
    ['Avg earning', money.amount(stats.avgEarning)],
    ['Avg multi', x(stats.avgMulti)],
    ['Avg multi (weighted)', x(stats.avgMultiWeighted)],
    ['Highest win', money.amount(stats.highestWin)],
    ['Highest multi', x(stats.highestMulti)],
  ];
  return (
    <aside aria-labelledby="stats-heading" className="min-w-0 rounded-xl border border-border bg-surface p-4">
      <h2 id="stats-heading" className="mb-3 font-semibold">
        Stats
      </h2>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {stats.best ? (
        <div className="mt-4 grid gap-2 text-sm">
          <p>
            <span className="text-muted">Best: </span>
            {stats.best.slotName || 'No slot'} · {x(stats.best.multi)} ({money.amount(stats.best.earning)} on{' '}
            {money.amount(stats.best.bet)})
          </p>
          {stats.worst ? (
            <p>
              <span className="text-muted">Worst: </span>
              {stats.worst.slotName || 'No slot'} · {x(stats.worst.multi)} ({money.amount(stats.worst.earning)} on{' '}
              {money.amount(stats.worst.bet)})
            </p>
          ) : null}
        </div>
      ) : null}
      {stats.providers.length > 0 ? (
        <DataTable
          variant="plain"
          columns={providerColumns(money)}
          rows={stats.providers}
          rowKey={(p) => p.provider}
          empty={null}
          caption="Providers"
          captionClassName="mb-1 text-left font-semibold"
          headClassName="text-left text-xs text-muted [&_th]:font-normal"
          rowClassName=""
          cellPadding="pl-2 first:pl-0"
          wrapperClassName="mt-4"
          wrapperProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Providers' }}
        />
      ) : null}
    </aside>
  );
}
