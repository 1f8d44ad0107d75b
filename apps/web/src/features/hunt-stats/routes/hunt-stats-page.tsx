import type { HuntStatsOverview } from '@app/contracts';
import { Link } from 'react-router';
import { DataTable, type Column } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useHuntStats } from '../api/get-hunt-stats';
import { BigWins } from '../components/big-wins';
import { MultiplierChart } from '../components/multiplier-chart';
import { ProfitChart } from '../components/profit-chart';
import { RankingTables } from '../components/ranking-tables';
import { StatCards } from '../components/stat-cards';
import { multi, profitClass } from '../format';
import { useMoney, type Money } from '@/lib/money';

type HuntRow = HuntStatsOverview['hunts'][number];

const huntColumns = (money: Money): Column<HuntRow>[] => [
  {
    id: 'index',
    header: 'Hunt',
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
    header: 'Ended',
    cellClassName: 'whitespace-nowrap',
    cell: (h) => formatDate(h.endedAt ?? h.createdAt),
  },
  {
    id: 'start',
    header: 'Start',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (h) => money.amount(h.start),
    className: 'max-sm:hidden',
  },
  { id: 'win', header: 'Win', align: 'right', cellClassName: 'tabular-nums', cell: (h) => money.amount(h.win) },
  {
    id: 'profit',
    header: 'Profit / loss',
    align: 'right',
    cellClassName: (h) => `tabular-nums ${profitClass(h.profit)}`,
    cell: (h) => money.amount(h.profit),
  },
  {
    id: 'avg',
    header: 'Avg',
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
      <PageTitle subtitle="Every finished bonus hunt of the stream: profit or loss over time, average multipliers, the best and worst slots and providers, and the biggest wins. Cancelled hunts and viewers' own hunts are not counted.">
        Hunt statistics
      </PageTitle>
      <QueryState
        query={stats}
        variant="card"
        error={(error) => `Could not load the hunt statistics: ${errorMessage(error)}`}
        isEmpty={(data) => data.summary.hunts === 0}
        empty="No finished hunt yet. The statistics appear once the stream finishes its first bonus hunt."
      >
        {(data) => (
          <>
            <StatCards
              items={[
                { label: 'Hunts', value: data.summary.hunts },
                { label: 'Bonuses opened', value: data.summary.openedBonuses },
                { label: 'Total start', value: money.amount(data.summary.totalStart) },
                { label: 'Total win', value: money.amount(data.summary.totalWin) },
                {
                  label: 'Profit / loss',
                  value: money.amount(data.summary.profit),
                  className: profitClass(data.summary.profit),
                },
                { label: 'Avg multiplier', value: multi(data.summary.avgMulti) },
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
                Finished hunts
              </h2>
              <DataTable
                columns={huntColumns(money)}
                rows={[...data.hunts].reverse()}
                rowKey={(h) => h._id}
                caption="Finished hunts, newest first"
                wrapperProps={{ role: 'region', 'aria-label': 'Finished hunts', tabIndex: 0 }}
                data-testid="finished-hunts"
              />
            </section>
          </>
        )}
      </QueryState>
    </section>
  );
}
