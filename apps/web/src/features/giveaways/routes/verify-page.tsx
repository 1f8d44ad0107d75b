import type { Giveaway } from '@app/contracts';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t, Trans } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { formatDateTimeLisbon } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useGiveaway } from '../api/get-giveaway';
import { useGiveawayEntries } from '../api/get-giveaway-entries';
import { useGiveaways } from '../api/get-giveaways';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { BeaconProof } from '../components/beacon-proof';
import { DrawCheck } from '../components/draw-check';
import { ManualVerifier } from '../components/manual-verifier';
import { isDrawn } from '../format';

const code = (chunks: React.ReactNode[]) => <code className="font-mono">{chunks}</code>;

function Panel({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One finished giveaway, fetched and recomputed here. */
function CheckGiveaway({ id }: { id: string }) {
  const streaming = useGiveawayEvents();
  const giveaway = useGiveaway(id, streaming);
  const drawn = giveaway.data ? isDrawn(giveaway.data) : false;
  const entries = useGiveawayEntries(id, drawn);
  return (
    <QueryState
      query={giveaway}
      error={(error) =>
        error instanceof ApiError && error.status === 404
          ? t('giveaways.notFound')
          : t('giveaways.loadOneFailed', { error: errorMessage(error) })
      }
    >
      {(g) => (
        <Panel title={t('giveaways.verify.checking', { title: g.title })} id="verify-giveaway">
          <p className="text-sm text-muted">
            <Link to={`/giveaways/${g._id}`} className="font-semibold text-accent underline underline-offset-4">
              {g.title}
            </Link>
            {g.drawnAt ? (
              <>
                {' '}
                {t('giveaways.verify.drawnLine', {
                  when: formatDateTimeLisbon(g.drawnAt),
                  count: g.picks.length,
                  picks: fmt().number(g.picks.length),
                })}
              </>
            ) : null}
          </p>
          <BeaconProof giveaway={g} entriesText={entries.data?.text} />
          {drawn ? (
            <QueryState
              query={entries}
              error={(error) => t('giveaways.entriesLoadFailed', { error: errorMessage(error) })}
            >
              {(list) => <DrawCheck giveaway={g} entries={list} />}
            </QueryState>
          ) : (
            <p className="text-sm">
              {g.state === 'cancelled' ? t('giveaways.verify.cancelled') : t('giveaways.verify.notDrawn')}
            </p>
          )}
        </Panel>
      )}
    </QueryState>
  );
}

/** /giveaways/verify without an id: the finished giveaways to pick from. */
function PickGiveaway() {
  const list = useGiveaways();
  return (
    <Panel title={t('giveaways.verify.pickTitle')} id="verify-pick">
      <QueryState query={list} error={(error) => t('giveaways.loadFailed', { error: errorMessage(error) })}>
        {({ past }) => {
          const finished = past.filter((g: Giveaway) => isDrawn(g));
          return finished.length === 0 ? (
            <p className="text-sm text-muted">{t('giveaways.verify.noneDrawn')}</p>
          ) : (
            <ul className="grid gap-1.5" aria-label={t('giveaways.verify.finished')}>
              {finished.map((g) => (
                <li key={g._id} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <Link
                    to={`/giveaways/${g._id}/verify`}
                    className="min-w-0 break-words font-semibold text-accent underline-offset-4 hover:underline"
                  >
                    {g.title}
                  </Link>
                  {g.drawnAt ? <span className="text-xs text-muted">{formatDateTimeLisbon(g.drawnAt)}</span> : null}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Panel>
  );
}

/**
 * /giveaways/verify and /giveaways/{id}/verify: a finished draw recomputed in the browser (hash,
 * client seed, every pick) and compared with what the server published; or any draw by hand.
 */
export default function GiveawayVerifyPage() {
  const { id } = useParams();
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-1 gap-5">
      <Link to="/giveaways" className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg">
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> {t('giveaways.allGiveaways')}
      </Link>
      <PageTitle subtitle={t('giveaways.verify.subtitle')}>{t('giveaways.verify.title')}</PageTitle>
      {id ? <CheckGiveaway id={id} /> : <PickGiveaway />}
      <Panel title={t('giveaways.verify.manualTitle')} id="verify-manual">
        <p className="text-sm text-muted">{t('giveaways.verify.manualIntro')}</p>
        <ManualVerifier />
      </Panel>
      <Panel title={t('giveaways.verify.howTitle')} id="verify-how">
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-fg/85">
          <li>{t('giveaways.verify.how1')}</li>
          <li>
            <Trans id="giveaways.verify.how2" values={{ code }} />
          </li>
          <li>
            <Trans id="giveaways.verify.how3" values={{ code }} />
          </li>
          <li>{t('giveaways.verify.how4')}</li>
        </ol>
      </Panel>
    </section>
  );
}
