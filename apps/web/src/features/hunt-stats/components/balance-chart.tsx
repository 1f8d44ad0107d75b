import type { FinishedHuntStats } from '@app/contracts';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartTooltipProps } from '@/components/chart-card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { CHART, multi, profitClass } from '../format';
import { useMoney, type Money } from '@/lib/money';

type Point = FinishedHuntStats['curve'][number];

const columns = (money: Money): Column<Point>[] => [
  {
    id: 'step',
    header: '#',
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (p) => (p.step === 0 ? t('hunt-stats.start') : p.step),
  },
  { id: 'slot', header: t('hunt-stats.slot'), cellClassName: '[overflow-wrap:anywhere]', cell: (p) => p.slot ?? '-' },
  {
    id: 'bet',
    header: t('hunt-stats.bet'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => money.amount(p.bet),
  },
  {
    id: 'win',
    header: t('hunt-stats.win'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => money.amount(p.win),
  },
  {
    id: 'multi',
    header: t('hunt-stats.multi'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => multi(p.multiplier),
  },
  {
    id: 'balance',
    header: t('hunt-stats.balance.balance'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => money.amount(p.balance),
  },
  {
    id: 'profit',
    header: t('hunt-stats.balance.vsStart'),
    align: 'right',
    cellClassName: (p) => `tabular-nums ${profitClass(p.profit)}`,
    cell: (p) => money.amount(p.profit),
  },
];

/** The balance of a finished hunt as its bonuses open, against its start (the dashed line to reach). */
export function BalanceChart({ stats }: { stats: FinishedHuntStats }) {
  const money = useMoney();
  const { hunt, curve } = stats;
  const data = curve.map((p) => ({ ...p, label: p.step === 0 ? t('hunt-stats.start') : `${p.step}. ${p.slot ?? ''}` }));
  const crossed = curve.find((p) => p.step > 0 && p.profit >= 0);
  return (
    <ChartCard
      title={t('hunt-stats.balance.title')}
      description={`${t('hunt-stats.balance.description', {
        from: money.amount(0),
        win: money.amount(hunt.win),
        start: money.amount(hunt.start),
      })} ${
        crossed
          ? t('hunt-stats.balance.crossed', { step: crossed.step, slot: crossed.slot ?? '' })
          : t('hunt-stats.balance.neverCrossed')
      }`}
      table={
        <DataTable
          variant="compact"
          columns={columns(money)}
          rows={curve}
          rowKey={(p) => String(p.step)}
          caption={t('hunt-stats.balance.caption')}
          wrapperProps={{ role: 'region', 'aria-label': t('hunt-stats.balance.caption'), tabIndex: 0 }}
        />
      }
      testId="balance-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART.grid} strokeDasharray="3 3" />
          <XAxis dataKey="step" stroke={CHART.axis} tick={{ fontSize: 12 }} />
          <YAxis
            stroke={CHART.axis}
            tick={{ fontSize: 12 }}
            width={64}
            tickFormatter={(v: number) => money.cents(Math.round(v * 100), { whole: true })}
          />
          <Tooltip
            {...chartTooltipProps}
            labelFormatter={(_, payload) => {
              const p = payload?.[0]?.payload as (Point & { label: string }) | undefined;
              return p
                ? p.step === 0
                  ? t('hunt-stats.start')
                  : `${p.step}. ${p.slot} (${money.amount(p.win)}, ${multi(p.multiplier)})`
                : '';
            }}
            formatter={(v) => money.amount(Number(v))}
          />
          <ReferenceLine y={hunt.start} stroke={CHART.start} strokeDasharray="4 4" />
          <Line
            dataKey="balance"
            name={t('hunt-stats.balance.balance')}
            type="stepAfter"
            stroke={CHART.line}
            strokeWidth={2}
            dot={{ r: 2 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
