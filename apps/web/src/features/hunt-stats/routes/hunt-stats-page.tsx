import type { HuntStatsOverview } from '@app/contracts';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useHuntStats } from '../api/get-hunt-stats';
import { BigWins } from '../components/big-wins';
import { MultiplierChart } from '../components/multiplier-chart';
import { ProfitChart } from '../components/profit-chart';
import { RankingTables } from '../components/ranking-tables';
import { StatCards } from '@/components/ui/stat-cards';
import { multi, profitClass } from '../format';
import { useMoney, type Money } from '@/lib/money';

type HuntRow = HuntStatsOverview['hunts'][number];

const huntColumns = (money: Money): Column<HuntRow>[] => [
  {
    id: 'index',
    header: t('hunt-stats.hunt'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (h) => (
      <Link to={`/hunt-stats/${h._id}`} className="font-semibold text-accent underline-offset-2 hover:underline">
        #{h.index}
      </Link>
    ),
  },
  {
    id: 'date',
    header: t('hunt-stats.ended'),
    cellClassName: 'whitespace-nowrap',
    cell: (h) => formatDate(h.endedAt ?? h.createdAt),
  },
  {
    id: 'start',
    header: t('hunt-stats.start'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (h) => money.amount(h.start),
    className: 'max-sm:hidden',
  },
  {
    id: 'win',
    header: t('hunt-stats.win'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (h) => money.amount(h.win),
  },
  {
    id: 'profit',
    header: t('hunt-stats.profitLoss'),
    align: 'right',
    cellClassName: (h) => `tabular-nums ${profitClass(h.profit)}`,
    cell: (h) => money.amount(h.profit),
  },
  {
    id: 'avg',
    header: t('hunt-stats.avg'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (h) => multi(h.avgMulti),
    className: 'max-sm:hidden',
  },
];

/** /hunt-stats: the statistics across the streamer's finished live hunts (docs/product.md#stream-hunt-statistics). */
export default function HuntStatsPage() {
  const money = useMoney();
  const stats = useHuntStats();
  return (
    <section>
      <PageTitle subtitle={t('hunt-stats.subtitle')}>{t('hunt-stats.title')}</PageTitle>
      <QueryState
        query={stats}
        variant="card"
        error={(error) => t('hunt-stats.loadFailed', { message: errorMessage(error) })}
        isEmpty={(data) => data.summary.hunts === 0}
        empty={t('hunt-stats.empty')}
      >
        {(data) => (
          <>
            <StatCards
              items={[
                { label: t('hunt-stats.hunts'), value: fmt().number(data.summary.hunts) },
                { label: t('hunt-stats.bonusesOpened'), value: fmt().number(data.summary.openedBonuses) },
                { label: t('hunt-stats.totalStart'), value: money.amount(data.summary.totalStart) },
                { label: t('hunt-stats.totalWin'), value: money.amount(data.summary.totalWin) },
                {
                  label: t('hunt-stats.profitLoss'),
                  value: money.amount(data.summary.profit),
                  className: profitClass(data.summary.profit),
                },
                { label: t('hunt-stats.avgMultiplier'), value: multi(data.summary.avgMulti) },
              ]}
            />
            <div className="mb-6 grid gap-4 xl:grid-cols-2">
              <ProfitChart hunts={data.hunts} />
              <MultiplierChart hunts={data.hunts} overall={data.summary.avgMulti} />
            </div>
            <RankingTables kind="slot" ranking={data.slots} minBonuses={data.minBonuses.slots} />
            <RankingTables kind="provider" ranking={data.providers} minBonuses={data.minBonuses.providers} />
            <BigWins byMultiplier={data.biggestWins.byMultiplier} byAmount={data.biggestWins.byAmount} />
            <section aria-labelledby="hunts-heading" className="mb-6">
              <h2 id="hunts-heading" className="mb-3 text-lg font-bold">
                {t('hunt-stats.finishedHunts')}
              </h2>
              <DataTable
                columns={huntColumns(money)}
                rows={[...data.hunts].reverse()}
                rowKey={(h) => h._id}
                caption={t('hunt-stats.finishedHuntsCaption')}
                wrapperProps={{ role: 'region', 'aria-label': t('hunt-stats.finishedHunts'), tabIndex: 0 }}
                data-testid="finished-hunts"
              />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
