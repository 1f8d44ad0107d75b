import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartTooltipProps } from '@/components/chart-card';
import type { Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { CHART, multi } from '../format';
import { HuntsTable, type HuntRow } from './hunts-table';

const columns = (): Column<HuntRow>[] => [
  {
    id: 'opened',
    header: t('hunt-stats.opened'),
    align: 'right',
    cell: (h) => `${fmt().number(h.openedBonuses)}/${fmt().number(h.bonuses)}`,
  },
  {
    id: 'avg',
    header: t('hunt-stats.avgMulti'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (h) => multi(h.avgMulti),
  },
];

/** The average multiplier of each finished hunt, with the overall average as a dashed line. */
export function MultiplierChart({ hunts, overall }: { hunts: HuntRow[]; overall: number | null }) {
  const data = hunts.map((h) => ({ label: `#${h.index}`, avg: h.avgMulti ?? 0 }));
  return (
    <ChartCard
      title={t('hunt-stats.multiplier.title')}
      description={t('hunt-stats.multiplier.description', { overall: multi(overall) })}
      table={<HuntsTable columns={columns()} hunts={hunts} caption={t('hunt-stats.multiplier.title')} />}
      testId="multiplier-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART.grid} strokeDasharray="3 3" />
          <XAxis dataKey="label" stroke={CHART.axis} tick={{ fontSize: 12 }} />
          <YAxis
            stroke={CHART.axis}
            tick={{ fontSize: 12 }}
            width={56}
            tickFormatter={(v: number) => `x${fmt().number(v)}`}
          />
          <Tooltip {...chartTooltipProps} formatter={(v) => multi(Number(v))} />
          <Bar dataKey="avg" name={t('hunt-stats.multiplier.average')} fill={CHART.bar} isAnimationActive={false} />
          {overall !== null ? <ReferenceLine y={overall} stroke={CHART.start} strokeDasharray="4 4" /> : null}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
