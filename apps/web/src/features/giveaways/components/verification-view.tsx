import { formatPoints } from '@app/contracts';
import { CircleCheckIcon, CircleXIcon, InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import type { Check, GiveawayVerification, VerifiedPick } from '../verify';
import { floatText } from './draw-details';

/** ✓ or ✗ with its meaning for screen readers ('<what> matches'); nothing when there was nothing to compare. */
export function Mark({ ok, what }: { ok: boolean | null; what: string }) {
  if (ok === null) return null;
  return (
    <span
      className={cn('inline-flex items-center text-base font-extrabold', ok ? 'text-success' : 'text-danger')}
      data-check={ok ? 'pass' : 'fail'}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="sr-only">{ok ? `${what} matches` : `${what} does not match`}</span>
    </span>
  );
}

/** One recomputed value: what it is, how it was computed, the result, and the published one if different. */
function CheckRow({ title, how, check, testId }: { title: string; how: ReactNode; check: Check; testId: string }) {
  return (
    <div
      data-testid={testId}
      data-result={check.matches === null ? 'none' : check.matches ? 'match' : 'mismatch'}
      className={cn(
        'grid gap-1 rounded-lg border px-3 py-2 text-sm',
        check.matches === null && 'border-border',
        check.matches === true && 'border-green-600/60 bg-green-600/10',
        check.matches === false && 'border-red-600/60 bg-red-600/10',
      )}
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        <Mark ok={check.matches} what={title} />
        {title}
      </p>
      <p className="text-xs text-muted">{how}</p>
      <p className="break-all font-mono text-xs">{check.computed}</p>
      {check.matches === false && check.expected ? (
        <p className="break-all font-mono text-xs text-danger">published: {check.expected}</p>
      ) : null}
      {check.matches === null ? (
        <p className="flex items-center gap-1 text-xs text-muted">
          <InfoIcon aria-hidden="true" className="size-3.5" /> Nothing published to compare with.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A recomputed draw: the server seed's hash, the client seed, then every pick step by step (nonce,
 * HMAC message and output, float, tickets in draw, ticket, entry), each with ✓/✗ against the
 * server's pick when there is one. `names` maps entry ids to the names the entry list gives.
 */
export function VerificationView({
  result,
  names,
}: {
  result: GiveawayVerification;
  names?: ReadonlyMap<string, string>;
}) {
  const hash = (
    <CheckRow
      title="Server seed hash"
      how="SHA-256 of the revealed server seed, computed here, against the hash published when the giveaway was created."
      check={result.hash}
      testId="check-hash"
    />
  );
  if (!result.ok)
    return (
      <div className="grid grid-cols-1 gap-3" data-testid="giveaway-verification">
        {hash}
        <p role="alert" className="rounded-lg border border-red-600/60 bg-red-600/10 px-3 py-2 text-sm text-danger">
          {result.error}
        </p>
      </div>
    );
  const compared = result.picks.some((p) => p.matches !== null);
  const columns: Column<VerifiedPick>[] = [
    { id: 'nonce', header: 'Nonce', cell: (p) => p.nonce, rowHeader: true, cellClassName: 'text-left font-mono' },
    {
      id: 'hmac',
      header: 'HMAC-SHA256(server seed, message)',
      cell: (p) => (
        <span className="grid gap-0.5">
          <span className="break-all font-mono text-[11px] text-muted">{p.message}</span>
          <span className="break-all font-mono text-[11px]">
            <span className="font-bold text-accent">{p.hmac.slice(0, 8)}</span>
            {p.hmac.slice(8)}
          </span>
        </span>
      ),
      cellClassName: 'min-w-56 max-w-80',
    },
    { id: 'float', header: 'Float', cell: (p) => floatText(p.float), cellClassName: 'font-mono text-xs' },
    {
      id: 'ticket',
      header: 'Ticket / in draw',
      cell: (p) => `${formatPoints(p.ticket)} / ${formatPoints(p.ticketsInDraw)}`,
      cellClassName: 'font-mono whitespace-nowrap',
    },
    {
      id: 'entry',
      header: 'Entry',
      cell: (p) => (
        <span className="grid">
          {names?.get(p.entryId) ? <span className="font-semibold">{names.get(p.entryId)}</span> : null}
          <span className="break-all font-mono text-xs text-muted">{p.entryId}</span>
        </span>
      ),
    },
    ...(compared
      ? [
          {
            id: 'check',
            header: 'Server',
            cell: (p: VerifiedPick) => (
              <span className="grid gap-0.5">
                <Mark ok={p.matches} what={`Pick ${p.nonce}`} />
                {p.matches === false ? (
                  <span className="text-xs text-danger">
                    {p.server
                      ? `server: ${p.server.name} (${p.server.ticket} / ${p.server.ticketsInDraw})`
                      : 'no such pick'}
                  </span>
                ) : p.server?.disqualified ? (
                  <span className="text-xs text-muted">disqualified</span>
                ) : null}
              </span>
            ),
          } satisfies Column<VerifiedPick>,
        ]
      : []),
  ];
  return (
    <div
      className="grid grid-cols-1 gap-3"
      data-testid="giveaway-verification"
      data-all-match={result.allMatch ? 'true' : 'false'}
    >
      {compared ? (
        <p
          data-testid="verification-summary"
          className={cn(
            'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold',
            result.allMatch ? 'bg-green-600/15 text-success' : 'bg-red-600/15 text-danger',
          )}
        >
          {result.allMatch ? (
            <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0" />
          ) : (
            <CircleXIcon aria-hidden="true" className="size-5 shrink-0" />
          )}
          {result.allMatch
            ? 'Verified: every value recomputed in your browser matches what the server published.'
            : 'Not verified: something recomputed here differs from what the server published (see ✗ below).'}
        </p>
      ) : null}
      {hash}
      <CheckRow
        title="Client seed"
        how={`SHA-256 of the entry list's text (${formatPoints(result.entries.length)} entries, ${formatPoints(result.tickets)} tickets), computed here.`}
        check={result.clientSeed}
        testId="check-client-seed"
      />
      <DataTable
        columns={columns}
        rows={result.picks}
        rowKey={(p) => String(p.nonce)}
        caption="Picks recomputed in your browser"
        captionClassName="px-4 pt-3 text-left text-sm font-semibold"
        empty="No picks: nobody entered."
        data-testid="verified-picks"
        // The ✓'s words for screen readers are positioned: inside the scrolling box, not beside the page.
        wrapperClassName="relative"
        rowProps={(p) => ({
          'data-testid': 'verified-pick',
          'data-result': p.matches === null ? 'none' : p.matches ? 'match' : 'mismatch',
        })}
      />
      <p className="text-xs text-muted">
        The float is the HMAC&apos;s first 4 bytes (highlighted) read as a big-endian number over 2³²; the ticket is
        floor(float × tickets in draw), counted through the entries still in the draw in list order.
      </p>
    </div>
  );
}
