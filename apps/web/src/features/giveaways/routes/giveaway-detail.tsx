import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useGiveaway } from '../api/get-giveaway';
import { useGiveawayEntries } from '../api/get-giveaway-entries';
import { giveawaysQueryKey } from '../api/keys';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { EntryList, PicksTable, Seed } from '../components/draw-details';
import { EnterSlot } from '../components/enter-slot';
import { GiveawayCard } from '../components/giveaway-card';
import { Winners } from '../components/winners';
import { isDrawn } from '../format';

const backLink = (
  <Link to="/giveaways" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
    <ArrowLeftIcon aria-hidden="true" className="size-4" /> All giveaways
  </Link>
);

const notFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? 'This giveaway does not exist.'
    : `Could not load the giveaway: ${errorMessage(error)}`;

/** /giveaways/{id}: one giveaway, and once drawn its winners, every pick, the seeds and the full entry list. */
export default function GiveawayDetailPage() {
  const { id = '' } = useParams();
  const streaming = useGiveawayEvents();
  const giveaway = useGiveaway(id, streaming);
  const drawn = giveaway.data ? isDrawn(giveaway.data) : false;
  const entries = useGiveawayEntries(id, drawn);
  const queryClient = useQueryClient();
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: giveawaysQueryKey }), [queryClient]);
  return (
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-5">
      {backLink}
      <QueryState query={giveaway} variant="card" error={notFound}>
        {(g) => (
          <>
            <PageTitle>{g.title}</PageTitle>
            <GiveawayCard giveaway={g} titleAs="none" onElapsed={refetch}>
              <EnterSlot giveaway={g} />
            </GiveawayCard>
            {g.state !== 'scheduled' && g.state !== 'open' ? (
              <section
                aria-labelledby="giveaway-winners"
                className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
              >
                <h2 id="giveaway-winners" className="text-lg font-bold">
                  Winners
                </h2>
                <Winners giveaway={g} />
              </section>
            ) : null}
            <section
              aria-labelledby="giveaway-fairness"
              className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
            >
              <h2 id="giveaway-fairness" className="text-lg font-bold">
                The draw
              </h2>
              <div className="grid grid-cols-1 gap-3">
                <Seed label="Server seed hash (published at creation)" value={g.serverSeedHash} />
                <Seed label="Server seed (revealed)" value={g.serverSeed} testId="server-seed" />
                <Seed label="Client seed: SHA-256 of the entry list" value={g.clientSeed} testId="client-seed" />
              </div>
              {drawn ? (
                <>
                  <p className="text-sm text-muted">
                    Pick k uses nonce k: the first float of HMAC_SHA256(server seed, client seed:k:0) times the tickets
                    still in the draw gives the winning ticket, counted through the remaining entries in list order;
                    that entry leaves the draw. A disqualified winner is replaced by the next pick.{' '}
                    <Link
                      to={`/giveaways/${g._id}/verify`}
                      className="font-semibold text-accent underline underline-offset-4"
                    >
                      Verify it in your browser
                    </Link>
                  </p>
                  <PicksTable giveaway={g} />
                </>
              ) : (
                <p className="text-sm text-muted">
                  {g.state === 'cancelled'
                    ? 'Cancelled before the draw: the seed is revealed, there are no picks.'
                    : 'The entry list freezes at the closing time; its SHA-256 becomes the client seed and the winners are drawn from it.'}
                </p>
              )}
            </section>
            {drawn ? (
              <section aria-labelledby="giveaway-entries" className="grid grid-cols-1 gap-3">
                <h2 id="giveaway-entries" className="text-lg font-bold">
                  All entries
                </h2>
                <QueryState query={entries} error={(error) => `Could not load the entry list: ${errorMessage(error)}`}>
                  {(list) => <EntryList entries={list} />}
                </QueryState>
              </section>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
