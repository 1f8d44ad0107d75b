import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useFinishedHuntStats } from '../api/get-finished-hunt-stats';
import { BalanceChart } from '../components/balance-chart';
import { StatCards } from '@/components/ui/stat-cards';
import { multi, profitClass } from '../format';
import { useMoney } from '@/lib/money';

/** No such finished hunt (unknown, running or cancelled: the API answers 404) says so; anything else, why. */
const loadError = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR')
    ? t('hunt-stats.finished.notFound')
    : t('hunt-stats.finished.loadFailed', { message: errorMessage(error) });

/** /hunt-stats/{id}: one finished live hunt and its balance as the bonuses opened. */
export default function FinishedHuntPage() {
  const money = useMoney();
  const { id = '' } = useParams();
  const stats = useFinishedHuntStats(id);
  const index = stats.data?.hunt.index;
  return (
    <section>
      <Link to="/hunt-stats" className="mb-3 inline-flex items-center gap-1 text-sm text-accent hover:underline">
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t('hunt-stats.finished.back')}
      </Link>
      <PageTitle
        subtitle={
          stats.data
            ? t('hunt-stats.finished.subtitleEnded', {
                date: formatDateTime(stats.data.hunt.endedAt ?? stats.data.hunt.createdAt),
              })
            : t('hunt-stats.finished.subtitle')
        }
      >
        {index ? t('hunt-stats.finished.title', { index: String(index) }) : t('hunt-stats.finished.titleLoading')}
      </PageTitle>
      <QueryState query={stats} variant="card" error={loadError}>
        {(data) => (
          <>
            <StatCards
              items={[
                { label: t('hunt-stats.start'), value: money.amount(data.hunt.start) },
                { label: t('hunt-stats.win'), value: money.amount(data.hunt.win) },
                {
                  label: t('hunt-stats.profitLoss'),
                  value: money.amount(data.hunt.profit),
                  className: profitClass(data.hunt.profit),
                },
                { label: t('hunt-stats.avgMultiplier'), value: multi(data.hunt.avgMulti) },
                {
                  label: t('hunt-stats.bonusesOpened'),
                  value: `${fmt().number(data.hunt.openedBonuses)}/${fmt().number(data.hunt.bonuses)}`,
                },
                {
                  label: t('hunt-stats.finished.highestWin'),
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
