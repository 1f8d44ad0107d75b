import type { RedemptionsAnalytics } from '@app/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { t } from '@/i18n';
import { AnalyticsChartCard, num, shortDay, sum } from './chart-card';

const seriesOf = () =>
  [
    { key: 'requested', name: t('analytics.redemptions.requested'), color: SERIES_COLORS[0] },
    { key: 'approved', name: t('analytics.redemptions.approved'), color: SERIES_COLORS[1] },
    { key: 'denied', name: t('analytics.redemptions.denied'), color: SERIES_COLORS[5] },
  ] as const;

/** Redemptions asked for per day, and approved / denied on the day of the decision. */
export function RedemptionsChart({ data }: { data: RedemptionsAnalytics }) {
  const series = seriesOf();
  const total = (k: (typeof series)[number]['key']) => num(sum(data.rows.map((r) => r[k])));
  return (
    <AnalyticsChartCard
      title={t('analytics.redemptions.title')}
      summary={t('analytics.redemptions.summary', {
        requested: total('requested'),
        approved: total('approved'),
        denied: total('denied'),
        from: data.from,
        until: data.until,
      })}
      testId="chart-redemptions"
      table={{
        columns: [t('analytics.day'), ...series.map((s) => s.name)],
        rows: data.rows.map((r) => [r.day, num(r.requested), num(r.approved), num(r.denied)]),
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
