import type { ActiveAccountsAnalytics } from '@app/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { t } from '@/i18n';
import { AnalyticsChartCard, num, shortDay, sum } from './chart-card';

/** The lines; Twitch and Kick are the platforms' own names. */
const seriesOf = () =>
  [
    { key: 'total', name: t('analytics.active.all') },
    { key: 'twitch', name: 'Twitch' },
    { key: 'kick', name: 'Kick' },
    { key: 'both', name: t('analytics.active.both') },
    { key: 'none', name: t('analytics.active.none') },
  ] as const;

/** Distinct active accounts per day, all and by the platforms linked. */
export function ActiveChart({ data }: { data: ActiveAccountsAnalytics }) {
  const peak = data.rows.reduce((best, r) => (r.total > best.total ? r : best), data.rows[0]!);
  const mean = sum(data.rows.map((r) => r.total)) / data.rows.length;
  const series = seriesOf();
  return (
    <AnalyticsChartCard
      title={t('analytics.active.title')}
      summary={t('analytics.active.summary', { mean: num(Math.round(mean)), peak: num(peak.total), day: peak.day })}
      testId="chart-active"
      table={{
        columns: [t('analytics.day'), ...series.map((s) => s.name)],
        rows: data.rows.map((r) => [r.day, ...series.map((s) => num(r[s.key]))]),
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
