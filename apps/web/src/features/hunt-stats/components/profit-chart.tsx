import { Bar, CartesianGrid, Cell, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartTooltipProps } from '@/components/chart-card';
import type { Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { CHART, profitClass } from '../format';
import { HuntsTable, type HuntRow } from './hunts-table';
import { useMoney, type Money } from '@/lib/money';

const columns = (money: Money): Column<HuntRow>[] => [
  {
    id: 'profit',
    header: t('hunt-stats.profitLoss'),
    align: 'right',
    cellClassName: (h) => `tabular-nums ${profitClass(h.profit)}`,
    cell: (h) => money.amount(h.profit),
  },
  {
    id: 'cumulative',
    header: t('hunt-stats.profit.runningTotal'),
    align: 'right',
    cellClassName: (h) => `tabular-nums ${profitClass(h.cumulativeProfit)}`,
    cell: (h) => money.amount(h.cumulativeProfit),
  },
];

/** Profit or loss of each finished hunt (bars) and the running total (line), oldest first. */
export function ProfitChart({ hunts }: { hunts: HuntRow[] }) {
  const money = useMoney();
  const data = hunts.map((h) => ({ label: `#${h.index}`, profit: h.profit, cumulative: h.cumulativeProfit }));
  const last = hunts.at(-1);
  return (
    <ChartCard
      title={t('hunt-stats.profit.title')}
      description={
        last
          ? t('hunt-stats.profit.descriptionNow', {
              total: money.amount(last.cumulativeProfit),
              count: hunts.length,
              hunts: fmt().number(hunts.length),
            })
          : t('hunt-stats.profit.description')
      }
      table={<HuntsTable columns={columns(money)} hunts={hunts} caption={t('hunt-stats.profit.caption')} />}
      testId="profit-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" stroke={CHART.axis} tick={{ fontSize: 12 }} />
          <YAxis
            stroke={CHART.axis}
            tick={{ fontSize: 12 }}
            width={64}
            tickFormatter={(v: number) => money.cents(Math.round(v * 100), { whole: true })}
          />
          <Tooltip {...chartTooltipProps} formatter={(v) => money.amount(Number(v))} />
          <Bar dataKey="profit" name={t('hunt-stats.profitLoss')} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.label} fill={d.profit >= 0 ? CHART.profit : CHART.loss} />
            ))}
          </Bar>
          <Line
            dataKey="cumulative"
            name={t('hunt-stats.profit.runningTotal')}
            stroke={CHART.line}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
