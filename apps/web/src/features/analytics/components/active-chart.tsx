import type { ActiveAccountsAnalytics } from '@app/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { AnalyticsChartCard, fmt, shortDay, sum } from './chart-card';

const series = [
  { key: 'total', name: 'All' },
  { key: 'twitch', name: 'Twitch' },
  { key: 'kick', name: 'Kick' },
  { key: 'both', name: 'Both linked' },
  { key: 'none', name: 'No platform' },
] as const;

/** Distinct active accounts per day, all and by the platforms linked. */
export function ActiveChart({ data }: { data: ActiveAccountsAnalytics }) {
  const peak = data.rows.reduce((best, r) => (r.total > best.total ? r : best), data.rows[0]!);
  const mean = sum(data.rows.map((r) => r.total)) / data.rows.length;
  return (
    <AnalyticsChartCard
      title="Active accounts per day by platform"
      summary={`On average ${fmt(Math.round(mean))} accounts were active a day; the most was ${fmt(peak.total)} on ${peak.day}. Active: earned watch time, played, redeemed, bet, guessed, entered a giveaway, requested a slot or ran a chat command that day.`}
      testId="chart-active"
      table={{
        columns: ['Day', ...series.map((s) => s.name)],
        rows: data.rows.map((r) => [r.day, ...series.map((s) => r[s.key])]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data.rows} margin={{ top: 4, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} {...chartAxisProps} />
          <YAxis {...chartAxisProps} allowDecimals={false} width={48} />
          <Tooltip {...chartTooltipProps} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Line
              isAnimationActive={false}
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.name}
              stroke={SERIES_COLORS[i]}
              strokeWidth={s.key === 'total' ? 2.5 : 1.5}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}
