import type { HuntStatsView } from '@app/contracts';
import { hasBreakEven } from '@app/hunts';
import { CheckCircle2Icon } from 'lucide-react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { useMoney, type Money } from '@/lib/money';
import { slotName } from '../status';

const x = (n: number) => fmt().multiplier(n);

const providerColumns = (money: Money): Column<HuntStatsView['providers'][number]>[] => [
  {
    id: 'provider',
    header: t('bonus-hunts.stats.provider'),
    cellClassName: 'max-w-32 truncate',
    cell: (p) => p.provider,
  },
  {
    id: 'bonuses',
    header: t('bonus-hunts.stats.bonuses'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => fmt().number(p.count),
  },
  {
    id: 'bets',
    header: t('bonus-hunts.stats.bets'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => money.amount(p.bets),
  },
  {
    id: 'avg-multi',
    header: t('bonus-hunts.stats.avgMulti'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => x(p.avgMulti),
  },
];

/** The best or worst opened bonus: "Mental · 75.00x ($150.00 on $2.00)". */
const pickText = (pick: NonNullable<HuntStatsView['best']>, money: Money) =>
  t('bonus-hunts.stats.pick', {
    slot: slotName(pick.slotName),
    multi: x(pick.multi),
    earning: money.amount(pick.earning),
    bet: money.amount(pick.bet),
  });

/** The Stats panel: the figures of packages/hunts as the API returns them, plus best/worst and providers. */
export function StatsPanel({ stats }: { stats: HuntStatsView }) {
  const money = useMoney();
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('bonus-hunts.stats.totalBonuses'),
      t('bonus-hunts.stats.opened', {
        opened: fmt().number(stats.openedBonuses),
        total: fmt().number(stats.totalBonuses),
      }),
    ],
    [t('bonus-hunts.stats.totalBets'), money.amount(stats.totalBets)],
    [t('bonus-hunts.stats.totalEarnings'), money.amount(stats.totalEarnings)],
    [t('bonus-hunts.stats.profit'), money.amount(stats.profit)],
    [t('bonus-hunts.stats.startBreakEven'), x(stats.startBreakEvenX)],
    // A completed hunt (every bonus opened) has no break-even left: its final figures say it all.
    ...(hasBreakEven(stats.totalBonuses - stats.openedBonuses)
      ? ([
          [
            t('bonus-hunts.stats.breakEven'),
            Number(stats.breakEvenAmount) <= 0 ? (
              <CheckCircle2Icon
                key="ok"
                aria-label={t('bonus-hunts.breakEvenReached')}
                className="ml-auto size-4 text-success"
              />
            ) : (
              `${x(stats.breakEvenX)} · ${money.amount(stats.breakEvenAmount)}`
            ),
          ],
        ] as Array<[string, React.ReactNode]>)
      : []),
    [t('bonus-hunts.stats.avgEarning'), money.amount(stats.avgEarning)],
    [t('bonus-hunts.stats.avgMulti'), x(stats.avgMulti)],
    [t('bonus-hunts.stats.avgMultiWeighted'), x(stats.avgMultiWeighted)],
    [t('bonus-hunts.stats.highestWin'), money.amount(stats.highestWin)],
    [t('bonus-hunts.stats.highestMulti'), x(stats.highestMulti)],
  ];
  return (
    <aside aria-labelledby="stats-heading" className="min-w-0 rounded-xl border border-border bg-surface p-4">
      <h2 id="stats-heading" className="mb-3 font-semibold">
        {t('bonus-hunts.stats.title')}
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
            <span className="text-muted">{t('bonus-hunts.stats.best')} </span>
            {pickText(stats.best, money)}
          </p>
          {stats.worst ? (
            <p>
              <span className="text-muted">{t('bonus-hunts.stats.worst')} </span>
              {pickText(stats.worst, money)}
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
          caption={t('bonus-hunts.stats.providers')}
          captionClassName="mb-1 text-left font-semibold"
          headClassName="text-left text-xs text-muted [&_th]:font-normal"
          rowClassName=""
          cellPadding="pl-2 first:pl-0"
          wrapperClassName="mt-4"
          wrapperProps={{ tabIndex: 0, role: 'region', 'aria-label': t('bonus-hunts.stats.providers') }}
        />
      ) : null}
    </aside>
  );
}
