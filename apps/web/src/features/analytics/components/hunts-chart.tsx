import type { HuntsAnalytics } from '@app/contracts';
import { t, type MessageId } from '@/i18n';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS, chartAxisProps, chartTooltipProps } from '@/components/chart-card';
import { AnalyticsChartCard, num, sum } from './chart-card';

/** A hunt's status as the table reads it. */
const STATUS: Record<HuntsAnalytics['hunts'][number]['status'], MessageId> = {
  live: 'analytics.hunts.status.live',
  finished: 'analytics.hunts.status.finished',
  cancelled: 'analytics.hunts.status.cancelled',
};

/** GTB guesses and AVG bets of each live hunt started in the range. */
export function HuntsChart({ data }: { data: HuntsAnalytics }) {
  const rows = data.hunts.map((h) => ({ ...h, label: `#${h.index}` }));
  return (
    <AnalyticsChartCard
      title={t('analytics.hunts.title')}
      summary={
        data.hunts.length === 0
          ? t('analytics.hunts.none', { from: data.from, until: data.until })
          : t('analytics.hunts.summary', {
              count: data.hunts.length,
              hunts: num(data.hunts.length),
              from: data.from,
              until: data.until,
              guesses: num(sum(data.hunts.map((h) => h.gtbGuesses))),
              bets: num(sum(data.hunts.map((h) => h.avgBets))),
              points: num(sum(data.hunts.map((h) => h.avgPoints))),
            })
      }
      testId="chart-hunts"
      table={{
        columns: [
          t('analytics.hunts.hunt'),
          t('analytics.day'),
          t('analytics.hunts.status'),
          t('analytics.hunts.gtbGuesses'),
          t('analytics.hunts.avgBets'),
          t('analytics.hunts.avgPoints'),
        ],
        rows: data.hunts.map((h) => [
          `#${h.index}`,
          h.day,
          t(STATUS[h.status]),
          num(h.gtbGuesses),
          num(h.avgBets),
          num(h.avgPoints),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#272c3d" vertical={false} />
          <XAxis dataKey="label" {...chartAxisProps} />
          <YAxis {...chartAxisProps} allowDecimals={false} width={48} />
          <Tooltip {...chartTooltipProps} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            isAnimationActive={false}
            dataKey="gtbGuesses"
            name={t('analytics.hunts.gtbGuesses')}
            fill={SERIES_COLORS[0]}
          />
          <Bar
            isAnimationActive={false}
            dataKey="avgBets"
            name={t('analytics.hunts.avgBets')}
            fill={SERIES_COLORS[2]}
          />
        </BarChart>
      </ResponsiveContainer>
    </AnalyticsChartCard>
  );
}
