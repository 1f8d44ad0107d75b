import { POINTS_SOURCES, pointsSourceLabels, type PointsAnalytics } from '@app/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { AnalyticsChartCard, fmt, shortDay, sum } from './chart-card';

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
      `${pointsSourceLabels[s]} +${fmt(sum(data.rows.map((r) => r.issued[s])))} / -${fmt(sum(data.rows.map((r) => r.spent[s])))}`,
  ).join(', ');
  return (
    <AnalyticsChartCard
      title="Points issued and spent by source"
      summary={`${fmt(issued)} points issued and ${fmt(spent)} spent from ${data.from} to ${data.until}. ${bySource}.`}
      testId="chart-points"
      table={{
        columns: [
          'Day',
          ...POINTS_SOURCES.flatMap((s) => [`${pointsSourceLabels[s]} +`, `${pointsSourceLabels[s]} −`]),
        ],
        rows: data.rows.map((r) => [r.day, ...POINTS_SOURCES.flatMap((s) => [r.issued[s], r.spent[s]])]),
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
          <Tooltip {...chartTooltipProps} formatter={(value, name) => [fmt(Math.abs(Number(value))), String(name)]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {POINTS_SOURCES.map((s, i) => (
            <Bar
              isAnimationActive={false}
              key={`i-${s}`}
              dataKey={`issued_${s}`}
              name={`${pointsSourceLabels[s]} issued`}
              stackId="points"
              fill={SERIES_COLORS[i]}
              legendType="none"
            />
          ))}
          {POINTS_SOURCES.map((s, i) => (
            <Bar
              isAnimationActive={false}
              key={`s-${s}`}
              dataKey={`spent_${s}`}
              name={pointsSourceLabels[s]}
              stackId="points"
              fill={SERIES_COLORS[i]}
              fillOpacity={0.6}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}

/** 1200 -> 1.2k on the axis. */
function compact(v: number): string {
  return Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(v);
}
