import type { Giveaway } from '@app/contracts';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTimeLisbon } from '@/lib/dates';
import { errorMessage } from '@/lib/error-message';
import { useGiveaway } from '../api/get-giveaway';
import { useGiveawayEntries } from '../api/get-giveaway-entries';
import { useGiveaways } from '../api/get-giveaways';
import { useGiveawayEvents } from '../api/use-giveaway-events';
import { DrawCheck } from '../components/draw-check';
import { ManualVerifier } from '../components/manual-verifier';
import { isDrawn } from '../format';

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
          ? 'This giveaway does not exist.'
          : `Could not load the giveaway: ${errorMessage(error)}`
      }
    >
      {(g) => (
        <Panel title={`Checking: ${g.title}`} id="verify-giveaway">
          <p className="text-sm text-muted">
            <Link to={`/giveaways/${g._id}`} className="font-semibold text-accent underline underline-offset-4">
              {g.title}
            </Link>
            {g.drawnAt ? (
              <>
                {' '}
                · drawn {formatDateTimeLisbon(g.drawnAt)} Lisbon time · {g.picks.length} pick
                {g.picks.length === 1 ? '' : 's'}
              </>
            ) : null}
          </p>
          {drawn ? (
            <QueryState query={entries} error={(error) => `Could not load the entry list: ${errorMessage(error)}`}>
              {(list) => <DrawCheck giveaway={g} entries={list} />}
            </QueryState>
          ) : (
            <p className="text-sm">
              {g.state === 'cancelled'
                ? 'This giveaway was cancelled before its draw: there is nothing to verify.'
                : 'Not drawn yet: the server seed is revealed and the entry list published at the draw. Come back then.'}
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
    <Panel title="Check a finished giveaway" id="verify-pick">
      <QueryState query={list} error={(error) => `Could not load the giveaways: ${errorMessage(error)}`}>
        {({ past }) => {
          const finished = past.filter((g: Giveaway) => isDrawn(g));
          return finished.length === 0 ? (
            <p className="text-sm text-muted">No giveaway has been drawn yet.</p>
          ) : (
            <ul className="grid gap-1.5" aria-label="Finished giveaways">
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
        <ArrowLeftIcon aria-hidden="true" className="size-4" /> All giveaways
      </Link>
      <PageTitle subtitle="Everything below is computed in your browser with the same code the server draws with.">
        Verify a giveaway draw
      </PageTitle>
      {id ? <CheckGiveaway id={id} /> : <PickGiveaway />}
      <Panel title="Compute a draw yourself" id="verify-manual">
        <p className="text-sm text-muted">
          Paste a revealed server seed, an entry list and a number of picks. Nothing is sent anywhere.
        </p>
        <ManualVerifier />
      </Panel>
      <Panel title="How the draw works" id="verify-how">
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-fg/85">
          <li>
            When the giveaway is created the server draws a secret server seed and publishes only its SHA-256: it cannot
            change the seed later without the hash showing it.
          </li>
          <li>
            At the closing time the entry list freezes in order of entry. Its public text is one{' '}
            <code className="font-mono">entryId:tickets</code> line per entry, joined by new lines; the client seed is
            the SHA-256 of that text, so nobody can choose it after seeing the entries.
          </li>
          <li>
            Pick k uses nonce k: the first 4 bytes of HMAC_SHA256(server seed,{' '}
            <code className="font-mono">clientSeed:k:0</code>) read as a number over 2³² give a float f. With T tickets
            still in the draw, the winning ticket is floor(f × T), counted through the remaining entries in list order.
            That entry leaves the draw with all its tickets.
          </li>
          <li>
            A disqualified winner (shown with the reason) is replaced by the next pick, the next nonce, on the entries
            left. The server seed is revealed at the draw, so anyone can recompute every pick.
          </li>
        </ol>
      </Panel>
    </section>
  );
}
