import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t, Trans } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useGiveaway } from '../api/get-giveaway';
import { useGiveawayEntries } from '../api/get-giveaway-entries';
import { giveawaysQueryKey } from '../api/keys';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { BeaconProof } from '../components/beacon-proof';
import { EntryList, PicksTable, Seed } from '../components/draw-details';
import { EnterSlot } from '../components/enter-slot';
import { GiveawayCard } from '../components/giveaway-card';
import { Winners } from '../components/winners';
import { isDrawn } from '../format';

/** Back to /giveaways (a function: its text is in the language of the screen when it renders). */
const BackLink = () => (
  <Link to="/giveaways" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
    <ArrowLeftIcon aria-hidden="true" className="size-4" /> {t('giveaways.allGiveaways')}
  </Link>
);

/** A giveaway that failed to load: gone (404), or the reason. */
const giveawayLoadError = (error: unknown) =>
  error instanceof ApiError && error.status === 404
    ? t('giveaways.notFound')
    : t('giveaways.loadOneFailed', { error: errorMessage(error) });

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
      <BackLink />
      <QueryState query={giveaway} variant="card" error={giveawayLoadError}>
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
                  {t('giveaways.winners')}
                </h2>
                <Winners giveaway={g} />
              </section>
            ) : null}
            <section
              aria-labelledby="giveaway-fairness"
              className="grid grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
            >
              <h2 id="giveaway-fairness" className="text-lg font-bold">
                {t('giveaways.detail.draw')}
              </h2>
              <div className="grid grid-cols-1 gap-3">
                <Seed label={t('giveaways.detail.seedHash')} value={g.serverSeedHash} />
                <Seed label={t('giveaways.detail.serverSeed')} value={g.serverSeed} testId="server-seed" />
                <Seed label={t('giveaways.detail.clientSeed')} value={g.clientSeed} testId="client-seed" />
              </div>
              <BeaconProof giveaway={g} entriesText={entries.data?.text} />
              {drawn ? (
                <>
                  <p className="text-sm text-muted">
                    <Trans
                      id="giveaways.detail.howPicked"
                      values={{
                        link: (chunks) => (
                          <Link
                            to={`/giveaways/${g._id}/verify`}
                            className="font-semibold text-accent underline underline-offset-4"
                          >
                            {chunks}
                          </Link>
                        ),
                      }}
                    />
                  </p>
                  <PicksTable giveaway={g} />
                </>
              ) : (
                <p className="text-sm text-muted">
                  {g.state === 'cancelled' ? t('giveaways.detail.cancelled') : t('giveaways.detail.notDrawn')}
                </p>
              )}
            </section>
            {drawn ? (
              <section aria-labelledby="giveaway-entries" className="grid grid-cols-1 gap-3">
                <h2 id="giveaway-entries" className="text-lg font-bold">
                  {t('giveaways.detail.allEntries')}
                </h2>
                <QueryState
                  query={entries}
                  error={(error) => t('giveaways.entriesLoadFailed', { error: errorMessage(error) })}
                >
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
