import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { useSponsors } from '@/lib/sponsors';
import { useWagerBoard } from '../api/get-wager-board';
import { useRefreeze } from '../api/refreeze-month';
import { formatMonth } from '@/lib/dates';
import { prizePoolTitle } from '../format';
import { useMoney } from '@/lib/money';
import { t } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { SponsorAdmin } from '../components/sponsor-admin';
import { Podium, RankTable, SponsorPicker } from '../components/wager-parts';

/**
 * The previous Lisbon month as 'YYYY-MM' (the server owns the rule; this only names the month to ask for).
 * A key for the API, never shown: the month's name on screen is monthLabel's.
 */
function previousPeriod(): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
  const [y, m] = today.split('-').map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
}

/** /admin/leaderboard: last month's frozen standings, and the logged re-freeze with a confirmation. */
export default function AdminLeaderboardPage() {
  const money = useMoney();
  const sponsors = useSponsors();
  const [picked, setPicked] = useState<string>();
  const sponsor = sponsors.data?.find((s) => s.slug === picked) ?? sponsors.data?.[0];
  const period = previousPeriod();
  const board = useWagerBoard(sponsor?.slug, period);
  const refreeze = useRefreeze();

  return (
    <section>
      <PageTitle subtitle={t('leaderboard.admin.subtitle')}>
        {sponsor ? prizePoolTitle(sponsor, money.currency) : t('leaderboard.admin.title')}
      </PageTitle>
      <p className="mb-4 text-sm text-muted">{t('leaderboard.admin.note')}</p>
      {sponsors.data ? <SponsorPicker sponsors={sponsors.data} value={sponsor?.slug} onChange={setPicked} /> : null}
      <div className="mt-5 space-y-4">
        <QueryState
          query={sponsors}
          loading={<p>{t('leaderboard.admin.loading')}</p>}
          error={() => t('leaderboard.loadFailed')}
          isEmpty={() => !sponsor}
          empty={t('leaderboard.noSponsor')}
        >
          {() => (
            <QueryState
              query={board}
              loading={<p>{t('leaderboard.admin.loading')}</p>}
              error={() => t('leaderboard.loadFailed')}
              isEmpty={(data) => data.wager.length === 0}
              empty={t('leaderboard.admin.noStandings', { month: formatMonth(period) })}
            >
              {(data) => (
                <>
                  <h2 className="text-center font-bold">{formatMonth(period)}</h2>
                  <Podium entries={data.wager} />
                  <RankTable entries={data.wager} />
                </>
              )}
            </QueryState>
          )}
        </QueryState>
        {sponsor ? (
          <div className="rounded-xl border border-border p-3 text-sm">
            <p className="mb-2 text-muted">{t('leaderboard.admin.refreezeInfo', { month: formatMonth(period) })}</p>
            <ConfirmDialog
              title={t('leaderboard.admin.refreezeTitle', { month: formatMonth(period), sponsor: sponsor.name })}
              description={t('leaderboard.admin.refreezeDescription')}
              confirmLabel={t('leaderboard.admin.refreeze', { month: formatMonth(period) })}
              cancelLabel={t('leaderboard.admin.keep')}
              variant="destructive"
              pending={refreeze.isPending}
              onConfirm={() => refreeze.mutate({ slug: sponsor.slug, period })}
              trigger={(open) => (
                <Button variant="destructive" size="sm" disabled={refreeze.isPending} onClick={open}>
                  {t('leaderboard.admin.refreeze', { month: formatMonth(period) })}
                </Button>
              )}
            />
            {refreeze.isError ? (
              <p className="mt-2 text-danger">
                {t('leaderboard.admin.refreezeFailed', { error: errorMessage(refreeze.error) })}
              </p>
            ) : null}
            {refreeze.isSuccess ? <p className="mt-2 text-success">{t('leaderboard.admin.refrozen')}</p> : null}
          </div>
        ) : null}
      </div>
      <SponsorAdmin />
    </section>
  );
}
