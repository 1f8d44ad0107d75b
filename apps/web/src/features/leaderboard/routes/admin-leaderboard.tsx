import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useSponsors } from '../api/get-sponsors';
import { useWagerBoard } from '../api/get-wager-board';
import { useRefreeze } from '../api/refreeze-month';
import { monthLabel, prizePoolTitle } from '../format';
import { useMoney } from '@/lib/money';
import { SponsorAdmin } from '../components/sponsor-admin';
import { Podium, RankTable, SponsorPicker } from '../components/wager-parts';

/** The previous Lisbon month as 'YYYY-MM' (the server owns the rule; this only names the month to ask for). */
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
      <PageTitle subtitle="Our Last Month's Leaderboard">
        {sponsor ? prizePoolTitle(sponsor, money.currency) : "Last month's leaderboard"}
      </PageTitle>
      <p className="mb-4 text-sm text-muted">
        Showing results as of the end of last month (23:59:59 Lisbon). T&C Applies.
      </p>
      {sponsors.data ? <SponsorPicker sponsors={sponsors.data} value={sponsor?.slug} onChange={setPicked} /> : null}
      <div className="mt-5 space-y-4">
        <QueryState
          query={sponsors}
          loading={<p>Loading leaderboard...</p>}
          error={() => 'Could not load the leaderboard.'}
          isEmpty={() => !sponsor}
          empty="No sponsor is configured yet."
        >
          {() => (
            <QueryState
              query={board}
              loading={<p>Loading leaderboard...</p>}
              error={() => 'Could not load the leaderboard.'}
              isEmpty={(data) => data.wager.length === 0}
              empty={`No standings for ${monthLabel(period)}.`}
            >
              {(data) => (
                <>
                  <h2 className="text-center font-bold">{monthLabel(period)}</h2>
                  <Podium entries={data.wager} />
                  <RankTable entries={data.wager} />
                </>
              )}
            </QueryState>
          )}
        </QueryState>
        {sponsor ? (
          <div className="rounded-xl border border-border p-3 text-sm">
            <p className="mb-2 text-muted">
              Re-freeze fetches {monthLabel(period)} again from the sponsor and replaces the frozen standings. The
              action is logged.
            </p>
            <ConfirmDialog
              title={`Re-freeze ${monthLabel(period)} for ${sponsor.name}?`}
              description="The sponsor's figures for that month are fetched again and replace the frozen standings."
              confirmLabel={`Re-freeze ${monthLabel(period)}`}
              cancelLabel="Keep the standings"
              variant="destructive"
              pending={refreeze.isPending}
              onConfirm={() => refreeze.mutate({ slug: sponsor.slug, period })}
              trigger={(open) => (
                <Button variant="destructive" size="sm" disabled={refreeze.isPending} onClick={open}>
                  Re-freeze {monthLabel(period)}
                </Button>
              )}
            />
            {refreeze.isError ? (
              <p className="mt-2 text-danger">
                {refreeze.error instanceof ApiError ? refreeze.error.message : 'Re-freeze failed.'}
              </p>
            ) : null}
            {refreeze.isSuccess ? <p className="mt-2 text-success">Re-frozen.</p> : null}
          </div>
        ) : null}
      </div>
      <SponsorAdmin />
    </section>
  );
}
