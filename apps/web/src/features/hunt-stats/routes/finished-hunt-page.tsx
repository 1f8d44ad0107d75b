import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useFinishedHuntStats } from '../api/get-finished-hunt-stats';
import { BalanceChart } from '../components/balance-chart';
import { StatCards } from '../components/stat-cards';
import { multi, profitClass } from '../format';
import { useMoney } from '@/lib/money';

/** /hunt-stats/{id}: one finished live hunt and its balance as the bonuses opened. */
export default function FinishedHuntPage() {
  const money = useMoney();
  const { id = '' } = useParams();
  const stats = useFinishedHuntStats(id);
  const index = stats.data?.hunt.index;
  return (
    <section>
      <Link to="/hunt-stats" className="mb-3 inline-flex items-center gap-1 text-sm text-accent hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> All hunt statistics
      </Link>
      <PageTitle
        subtitle={
          stats.data
            ? `Finished ${formatDateTime(stats.data.hunt.endedAt ?? stats.data.hunt.createdAt)}: how the balance grew as each bonus opened.`
            : 'How the balance grew as each bonus opened.'
        }
      >
        {index ? `Bonus Hunt #${index}` : 'Bonus hunt'}
      </PageTitle>
      <QueryState query={stats} variant="card" error={(error) => `Could not load this hunt: ${errorMessage(error)}`}>
        {(data) => (
          <>
            <StatCards
              items={[
                { label: 'Start', value: money.amount(data.hunt.start) },
                { label: 'Win', value: money.amount(data.hunt.win) },
                {
                  label: 'Profit / loss',
                  value: money.amount(data.hunt.profit),
                  className: profitClass(data.hunt.profit),
                },
                { label: 'Avg multiplier', value: multi(data.hunt.avgMulti) },
                { label: 'Bonuses opened', value: `${data.hunt.openedBonuses}/${data.hunt.bonuses}` },
                {
                  label: 'Highest win',
                  value: `${money.amount(data.hunt.highestWin)} (${multi(data.hunt.highestMultiplier)})`,
                },
              ]}
            />
            <BalanceChart stats={data} />
          </>
        )}
      </QueryState>
    </section>
  );
}
