import { POINTS_SOURCES, type PointsAnalytics, type PointsSource } from '@app/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { fmt, t, type MessageId } from '@/i18n';
import { AnalyticsChartCard, num, shortDay, sum } from './chart-card';

/** Where points come from and go to, as the chart names them. */
const SOURCE: Record<PointsSource, MessageId> = {
  watch_time: 'analytics.source.watchTime',
  games: 'analytics.source.games',
  shop: 'analytics.source.shop',
  bets: 'analytics.source.bets',
  giveaways: 'analytics.source.giveaways',
  affiliates: 'analytics.source.affiliates',
  support: 'analytics.source.support',
  admin: 'analytics.source.admin',
  other: 'analytics.source.other',
};
const sourceLabel = (s: PointsSource) => t(SOURCE[s]);

/** Issued points stacked above zero and spent points below it, one colour per source. */
export function PointsChart({ data }: { data: PointsAnalytics }) {
  const rows = data.rows.map((r) => {
    const row: Record<string, number | string> = { day: r.day };
    for (const s of POINTS_SOURCES) {
      row[`issued_${s}`] = r.issued[s];
      row[`spent_${s}`] = -r.spent[s];
    }
    return row;
  });
  const issued = sum(data.rows.map((r) => sum(POINTS_SOURCES.map((s) => r.issued[s]))));
  const spent = sum(data.rows.map((r) => sum(POINTS_SOURCES.map((s) => r.spent[s]))));
  const bySource = POINTS_SOURCES.map(
    (s) =>
      `${sourceLabel(s)} +${num(sum(data.rows.map((r) => r.issued[s])))} / -${num(sum(data.rows.map((r) => r.spent[s])))}`,
  ).join(', ');
  return (
    <AnalyticsChartCard
      title={t('analytics.points.title')}
      summary={t('analytics.points.summary', {
        issued: num(issued),
        spent: num(spent),
        from: data.from,
        until: data.until,
        bySource,
      })}
      testId="chart-points"
      table={{
        columns: [t('analytics.day'), ...POINTS_SOURCES.flatMap((s) => [`${sourceLabel(s)} +`, `${sourceLabel(s)} −`])],
        rows: data.rows.map((r) => [r.day, ...POINTS_SOURCES.flatMap((s) => [num(r.issued[s]), num(r.spent[s])])]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          stackOffset="sign"
          margin={{ top: 4, right: 4, bottom: 0, left: -8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} {...chartAxisProps} />
          <YAxis {...chartAxisProps} tickFormatter={(v: number) => compact(v)} width={48} />
          <Tooltip {...chartTooltipProps} formatter={(value, name) => [num(Math.abs(Number(value))), String(name)]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {POINTS_SOURCES.map((s, i) => (
            <Bar
              isAnimationActive={false}
              key={`i-${s}`}
              dataKey={`issued_${s}`}
              name={t('analytics.points.issued', { source: sourceLabel(s) })}
              stackId="points"
              fill={SERIES_COLORS[i % SERIES_COLORS.length]}
              legendType="none"
            />
          ))}
          {POINTS_SOURCES.map((s, i) => (
            <Bar
              isAnimationActive={false}
              key={`s-${s}`}
              dataKey={`spent_${s}`}
              name={sourceLabel(s)}
              stackId="points"
              fill={SERIES_COLORS[i % SERIES_COLORS.length]}
              fillOpacity={0.6}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}

/** 1200 -> 1.2k (1,2k in Portuguese) on the axis. */
const compact = (v: number): string => fmt().pointsShort(v);
