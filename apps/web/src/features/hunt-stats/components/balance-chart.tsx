import type { FinishedHuntStats } from '@app/contracts';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartTooltipProps } from '@/components/chart-card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { CHART, multi, profitClass } from '../format';
import { useMoney, type Money } from '@/lib/money';

type Point = FinishedHuntStats['curve'][number];

const columns = (money: Money): Column<Point>[] => [
  {
    id: 'step',
    header: '#',
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (p) => (p.step === 0 ? 'Start' : p.step),
  },
  { id: 'slot', header: 'Slot', cellClassName: '[overflow-wrap:anywhere]', cell: (p) => p.slot ?? '-' },
  { id: 'bet', header: 'Bet', align: 'right', cellClassName: 'tabular-nums', cell: (p) => money.amount(p.bet) },
  { id: 'win', header: 'Win', align: 'right', cellClassName: 'tabular-nums', cell: (p) => money.amount(p.win) },
  { id: 'multi', header: 'Multi', align: 'right', cellClassName: 'tabular-nums', cell: (p) => multi(p.multiplier) },
  {
    id: 'balance',
    header: 'Balance',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (p) => money.amount(p.balance),
  },
  {
    id: 'profit',
    header: 'vs start',
    align: 'right',
    cellClassName: (p) => `tabular-nums ${profitClass(p.profit)}`,
    cell: (p) => money.amount(p.profit),
  },
];

/** The balance of a finished hunt as its bonuses open, against its start (the dashed line to reach). */
export function BalanceChart({ stats }: { stats: FinishedHuntStats }) {
  const money = useMoney();
  const { hunt, curve } = stats;
  const data = curve.map((p) => ({ ...p, label: p.step === 0 ? 'Start' : `${p.step}. ${p.slot ?? ''}` }));
  const crossed = curve.find((p) => p.step > 0 && p.profit >= 0);
  return (
    <ChartCard
      title="Balance as bonuses open"
      description={`The money collected after each opened bonus, from ${money.amount(0)} up to ${money.amount(hunt.win)}; the dashed line is the start of ${money.amount(hunt.start)}. ${
        crossed
          ? `The balance passed the start at bonus ${crossed.step} (${crossed.slot}).`
          : 'The balance never reached the start.'
      }`}
      table={
        <DataTable
          variant="compact"
          columns={columns(money)}
          rows={curve}
          rowKey={(p) => String(p.step)}
          caption="Balance after each bonus"
          wrapperProps={{ role: 'region', 'aria-label': 'Balance after each bonus', tabIndex: 0 }}
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
            tickFormatter={(v: number) => money.amount(v).replace('.00', '')}
          />
          <Tooltip
            {...chartTooltipProps}
            labelFormatter={(_, payload) => {
              const p = payload?.[0]?.payload as (Point & { label: string }) | undefined;
              return p
                ? p.step === 0
                  ? 'Start'
                  : `${p.step}. ${p.slot} (${money.amount(p.win)}, ${multi(p.multiplier)})`
                : '';
            }}
            formatter={(v) => money.amount(Number(v))}
          />
          <ReferenceLine y={hunt.start} stroke={CHART.start} strokeDasharray="4 4" />
          <Line
            dataKey="balance"
            name="Balance"
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
