import { ANALYTICS_RANGES, POINTS_SOURCES, type AnalyticsRange } from '@app/contracts';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { t, type MessageId } from '@/i18n';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage } from '@/lib/error-message';
import { useActiveAccounts } from '../api/get-active-accounts';
import { useHuntsAnalytics } from '../api/get-hunts';
import { useOfferClicksAnalytics } from '../api/get-offer-clicks';
import { usePointsAnalytics } from '../api/get-points';
import { useRedemptionsAnalytics } from '../api/get-redemptions';
import { ActiveChart } from '../components/active-chart';
import { ClicksChart } from '../components/clicks-chart';
import { HuntsChart } from '../components/hunts-chart';
import { PointsChart } from '../components/points-chart';
import { RedemptionsChart } from '../components/redemptions-chart';

const isRange = (n: number): n is AnalyticsRange => (ANALYTICS_RANGES as readonly number[]).includes(n);

/** A placeholder of a chart's height while it loads, so the page does not jump. */
const LoadingBox = () => (
  <div
    className="grid h-80 place-items-center rounded-xl border border-border bg-surface text-sm text-muted"
    role="status"
  >
    {t('analytics.loading')}
  </div>
);

const emptyBox = (text: string) => (
  <p className="rounded-xl border border-border bg-surface p-4 text-sm text-muted">{text}</p>
);

/**
 * /admin/analytics: points by source, active accounts, offer clicks, redemptions and hunt
 * participation over the last 7, 30 or 90 Lisbon days. The only page that loads the chart library.
 */
export default function AdminAnalyticsPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days: AnalyticsRange = isRange(asked) ? asked : 30;
  const points = usePointsAnalytics(days);
  const active = useActiveAccounts(days);
  const clicks = useOfferClicksAnalytics(days);
  const redemptions = useRedemptionsAnalytics(days);
  const hunts = useHuntsAnalytics(days);
  const failed = (what: MessageId) => (error: unknown) => t(what, { error: errorMessage(error) });
  const loadingBox = <LoadingBox />;

  return (
    <section className="min-w-0">
      <PageTitle subtitle={t('analytics.subtitle')}>{t('analytics.title')}</PageTitle>
      <div role="group" aria-label={t('analytics.range')} className="mb-4 flex gap-2">
        {ANALYTICS_RANGES.map((n) => (
          <Button
            key={n}
            size="sm"
            variant={n === days ? 'primary' : 'outline'}
            aria-pressed={n === days}
            onClick={() => setParams({ days: String(n) }, { replace: true })}
          >
            {t('analytics.days', { count: n, days: n })}
          </Button>
        ))}
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="min-w-0 lg:col-span-2">
          <QueryState
            query={points}
            loading={loadingBox}
            error={failed('analytics.failed.points')}
            isEmpty={(d) => d.rows.every((r) => POINTS_SOURCES.every((s) => r.issued[s] === 0 && r.spent[s] === 0))}
            empty={emptyBox(t('analytics.empty.points'))}
          >
            {(d) => <PointsChart data={d} />}
          </QueryState>
        </div>
        <div className="min-w-0">
          <QueryState
            query={active}
            loading={loadingBox}
            error={failed('analytics.failed.active')}
            isEmpty={(d) => d.rows.every((r) => r.total === 0)}
            empty={emptyBox(t('analytics.empty.active'))}
          >
            {(d) => <ActiveChart data={d} />}
          </QueryState>
        </div>
        <div className="min-w-0">
          <QueryState
            query={clicks}
            loading={loadingBox}
            error={failed('analytics.failed.clicks')}
            isEmpty={(d) => d.offers.length === 0}
            empty={emptyBox(t('analytics.empty.clicks'))}
          >
            {(d) => <ClicksChart data={d} />}
          </QueryState>
        </div>
        <div className="min-w-0">
          <QueryState
            query={redemptions}
            loading={loadingBox}
            error={failed('analytics.failed.redemptions')}
            isEmpty={(d) => d.rows.every((r) => r.requested + r.approved + r.denied === 0)}
            empty={emptyBox(t('analytics.empty.redemptions'))}
          >
            {(d) => <RedemptionsChart data={d} />}
          </QueryState>
        </div>
        <div className="min-w-0">
          <QueryState
            query={hunts}
            loading={loadingBox}
            error={failed('analytics.failed.hunts')}
            isEmpty={(d) => d.hunts.length === 0}
            empty={emptyBox(t('analytics.empty.hunts'))}
          >
            {(d) => <HuntsChart data={d} />}
          </QueryState>
        </div>
      </div>
    </section>
  );
}
