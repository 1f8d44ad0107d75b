import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheckIcon } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { t, Trans } from '@/i18n';
import { errorMessage } from '@/lib/error-message';
import { useGiveaways } from '../api/get-giveaways';
import { giveawaysQueryKey } from '../api/keys';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { EnterSlot, SignInPrompt } from '../components/enter-slot';
import { GiveawayCard } from '../components/giveaway-card';
import { PastGiveaway } from '../components/past-giveaway';

const verifyLink = (chunks: ReactNode[]) => (
  <Link to="/giveaways/verify" className="font-semibold text-accent underline underline-offset-4">
    {chunks}
  </Link>
);

/** /giveaways: the current giveaways (enter here) and the history with the winners. */
export default function GiveawaysPage() {
  const streaming = useGiveawayEvents();
  const list = useGiveaways(streaming);
  const queryClient = useQueryClient();
  // A countdown reached zero: the giveaway opened, or closed and is being drawn.
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: giveawaysQueryKey }), [queryClient]);
  return (
    // minmax(0, 1fr) (grid-cols-1): a long hash or name wraps instead of widening the page on a phone.
    <section className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <PageTitle subtitle={<Trans id="giveaways.page.subtitle" values={{ link: verifyLink }} />}>
        {t('giveaways.title')}
      </PageTitle>
      <SignInPrompt />
      <QueryState
        query={list}
        variant="card"
        error={(error) => t('giveaways.loadFailed', { error: errorMessage(error) })}
      >
        {({ current, past }) => (
          <>
            <section aria-labelledby="giveaways-current" className="grid grid-cols-1 gap-3">
              <h2 id="giveaways-current" className="text-lg font-bold">
                {t('giveaways.page.current')}
              </h2>
              {current.length === 0 ? (
                <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted">
                  {t('giveaways.page.noCurrent')}
                </p>
              ) : (
                current.map((g) => (
                  <GiveawayCard key={g._id} giveaway={g} onElapsed={refetch}>
                    <EnterSlot giveaway={g} />
                  </GiveawayCard>
                ))
              )}
            </section>
            <section aria-labelledby="giveaways-past" className="grid grid-cols-1 gap-3">
              <h2 id="giveaways-past" className="text-lg font-bold">
                {t('giveaways.page.past')}
              </h2>
              {past.length === 0 ? (
                <p className="text-sm text-muted">{t('giveaways.page.noPast')}</p>
              ) : (
                <ul className="grid grid-cols-1 gap-3" aria-label={t('giveaways.page.past')}>
                  {past.map((g) => (
                    <PastGiveaway key={g._id} giveaway={g} />
                  ))}
                </ul>
              )}
            </section>
            <p className="flex items-center gap-2 text-sm text-muted">
              <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                <Trans id="giveaways.page.fairness" values={{ link: verifyLink }} />
              </span>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}
