import type { OfferClicksAnalytics } from '@app/contracts';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { t } from '@/i18n';
import { AnalyticsChartCard, num, shortDay, sum } from './chart-card';

/** Claim clicks per casino per day: a line for each offer clicked in the range (the table lists every offer). */
export function ClicksChart({ data }: { data: OfferClicksAnalytics }) {
  const totals = data.offers.map((o, i) => ({ ...o, i, total: sum(data.rows.map((r) => r.clicks[i] ?? 0)) }));
  const shown = totals.filter((o) => o.total > 0).sort((a, b) => b.total - a.total);
  const rows = data.rows.map((r) => {
    const row: Record<string, number | string> = { day: r.day };
    for (const o of shown) row[o.slug] = r.clicks[o.i] ?? 0;
    return row;
  });
  const all = sum(totals.map((o) => o.total));
  return (
    <AnalyticsChartCard
      title={t('analytics.clicks.title')}
      summary={
        all === 0
          ? t('analytics.clicks.none', { from: data.from, until: data.until })
          : t('analytics.clicks.summary', {
              count: all,
              total: num(all),
              from: data.from,
              until: data.until,
              offers: shown.map((o) => `${o.name} ${num(o.total)}`).join(', '),
            })
      }
      testId="chart-clicks"
      table={{
        columns: [t('analytics.day'), ...data.offers.map((o) => o.name)],
        rows: data.rows.map((r) => [r.day, ...r.clicks.map(num)]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} {...chartAxisProps} />
          <YAxis {...chartAxisProps} allowDecimals={false} width={48} />
          <Tooltip {...chartTooltipProps} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {shown.map((o, i) => (
            <Line
              isAnimationActive={false}
              key={o.offerId}
              type="linear"
              dataKey={o.slug}
              name={o.name}
              stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
              strokeWidth={1.5}
              dot={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}
