import type { HuntsAnalytics } from '@app/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { AnalyticsChartCard, fmt, sum } from './chart-card';

/** GTB guesses and AVG bets of each live hunt started in the range. */
export function HuntsChart({ data }: { data: HuntsAnalytics }) {
  const rows = data.hunts.map((h) => ({ ...h, label: `#${h.index}` }));
  return (
    <AnalyticsChartCard
      title="GTB and AVG participation per hunt"
      summary={
        data.hunts.length === 0
          ? `No live hunt started from ${data.from} to ${data.until}.`
          : `${data.hunts.length} ${data.hunts.length === 1 ? 'hunt' : 'hunts'} from ${data.from} to ${data.until}: ${fmt(sum(data.hunts.map((h) => h.gtbGuesses)))} GTB guesses, ${fmt(sum(data.hunts.map((h) => h.avgBets)))} AVG bets staking ${fmt(sum(data.hunts.map((h) => h.avgPoints)))} points.`
      }
      testId="chart-hunts"
      table={{
        columns: ['Hunt', 'Day', 'Status', 'GTB guesses', 'AVG bets', 'AVG points'],
        rows: data.hunts.map((h) => [`#${h.index}`, h.day, h.status, h.gtbGuesses, h.avgBets, h.avgPoints]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="label" {...chartAxisProps} />
          <YAxis {...chartAxisProps} allowDecimals={false} width={48} />
          <Tooltip {...chartTooltipProps} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar isAnimationActive={false} dataKey="gtbGuesses" name="GTB guesses" fill={SERIES_COLORS[0]} />
          <Bar isAnimationActive={false} dataKey="avgBets" name="AVG bets" fill={SERIES_COLORS[2]} />
        </BarChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}
