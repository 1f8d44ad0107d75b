import type { RedemptionsAnalytics } from '@app/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { AnalyticsChartCard, fmt, shortDay, sum } from './chart-card';

const series = [
  { key: 'requested', name: 'Requested', color: SERIES_COLORS[0] },
  { key: 'approved', name: 'Approved', color: SERIES_COLORS[1] },
  { key: 'denied', name: 'Denied', color: SERIES_COLORS[5] },
] as const;

/** Redemptions asked for per day, and approved / denied on the day of the decision. */
export function RedemptionsChart({ data }: { data: RedemptionsAnalytics }) {
  const total = (k: (typeof series)[number]['key']) => fmt(sum(data.rows.map((r) => r[k])));
  return (
    <AnalyticsChartCard
      title="Redemptions per day"
      summary={`${total('requested')} requested, ${total('approved')} approved and ${total('denied')} denied from ${data.from} to ${data.until} (a decision counts on the day it was made).`}
      testId="chart-redemptions"
      table={{
        columns: ['Day', ...series.map((s) => s.name)],
        rows: data.rows.map((r) => [r.day, r.requested, r.approved, r.denied]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data.rows} margin={{ top: 4, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} {...chartAxisProps} />
          <YAxis {...chartAxisProps} allowDecimals={false} width={48} />
          <Tooltip {...chartTooltipProps} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) => (
            <Bar isAnimationActive={false} key={s.key} dataKey={s.key} name={s.name} fill={s.color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}
