import { CircleCheckIcon, CircleXIcon, InfoIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import type { Check, EntryListProblem, GiveawayVerification, VerifiedPick } from '@/lib/giveaway-verify';
import { floatText, ticketOf } from './draw-details';

/** Why a pasted entry list cannot be drawn, in a sentence. */
function problemText(problem: EntryListProblem): string {
  switch (problem.kind) {
    case 'line':
      return t('giveaways.check.badLine', { line: fmt().number(problem.line) });
    case 'entries':
      return t('giveaways.check.badEntries');
    case 'notPublishedForm':
      return t('giveaways.check.notPublishedForm');
    case 'randomness':
      return t('giveaways.check.badRandomness');
  }
}

/** ✓ or ✗ with its meaning for screen readers ('<what> matches'); nothing when there was nothing to compare. */
export function Mark({ ok, what }: { ok: boolean | null; what: string }) {
  if (ok === null) return null;
  return (
    <span
      className={cn('inline-flex items-center text-base font-extrabold', ok ? 'text-success' : 'text-danger')}
      data-check={ok ? 'pass' : 'fail'}
    >
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <span className="sr-only">
        {ok ? t('giveaways.check.matches', { what }) : t('giveaways.check.differs', { what })}
      </span>
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
        <p className="break-all font-mono text-xs text-danger">
          {t('giveaways.check.published', { value: check.expected })}
        </p>
      ) : null}
      {check.matches === null ? (
        <p className="flex items-center gap-1 text-xs text-muted">
          <InfoIcon aria-hidden="true" className="size-3.5" /> {t('giveaways.check.nothingPublished')}
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
      title={t('giveaways.seedHash')}
      how={t('giveaways.check.hashHow')}
      check={result.hash}
      testId="check-hash"
    />
  );
  if (!result.ok)
    return (
      <div className="grid grid-cols-1 gap-3" data-testid="giveaway-verification">
        {hash}
        <p role="alert" className="rounded-lg border border-red-600/60 bg-red-600/10 px-3 py-2 text-sm text-danger">
          {problemText(result.error)}
        </p>
      </div>
    );
  const compared = result.picks.some((p) => p.matches !== null);
  const columns: Column<VerifiedPick>[] = [
    {
      id: 'nonce',
      header: t('giveaways.draw.nonce'),
      cell: (p) => p.nonce,
      rowHeader: true,
      cellClassName: 'text-left font-mono',
    },
    {
      id: 'hmac',
      header: t('giveaways.check.hmac'),
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
    {
      id: 'float',
      header: t('giveaways.draw.float'),
      cell: (p) => floatText(p.float),
      cellClassName: 'font-mono text-xs',
    },
    {
      id: 'ticket',
      header: t('giveaways.draw.ticket'),
      cell: (p) => ticketOf(p),
      cellClassName: 'font-mono whitespace-nowrap',
    },
    {
      id: 'entry',
      header: t('giveaways.draw.entry'),
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
            header: t('giveaways.check.server'),
            cell: (p: VerifiedPick) => (
              <span className="grid gap-0.5">
                <Mark ok={p.matches} what={t('giveaways.check.pick', { nonce: p.nonce })} />
                {p.matches === false ? (
                  <span className="text-xs text-danger">
                    {p.server
                      ? t('giveaways.check.serverPick', { name: p.server.name, ticket: ticketOf(p.server) })
                      : t('giveaways.check.noSuchPick')}
                  </span>
                ) : p.server?.disqualified ? (
                  <span className="text-xs text-muted">{t('giveaways.check.disqualified')}</span>
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
          {result.allMatch ? t('giveaways.check.verified') : t('giveaways.check.notVerified')}
        </p>
      ) : null}
      {hash}
      <CheckRow
        title={t('giveaways.check.clientSeed')}
        how={t(result.beacon ? 'giveaways.check.clientSeedBeaconHow' : 'giveaways.check.clientSeedHow', {
          entryCount: result.entries.length,
          entries: fmt().number(result.entries.length),
          ticketCount: result.tickets,
          tickets: fmt().number(result.tickets),
        })}
        check={result.clientSeed}
        testId="check-client-seed"
      />
      <DataTable
        columns={columns}
        rows={result.picks}
        rowKey={(p) => String(p.nonce)}
        caption={t('giveaways.check.picksCaption')}
        captionClassName="px-4 pt-3 text-left text-sm font-semibold"
        empty={t('giveaways.check.noPicks')}
        data-testid="verified-picks"
        // The ✓'s words for screen readers are positioned: inside the scrolling box, not beside the page.
        wrapperClassName="relative"
        rowProps={(p) => ({
          'data-testid': 'verified-pick',
          'data-result': p.matches === null ? 'none' : p.matches ? 'match' : 'mismatch',
        })}
      />
      <p className="text-xs text-muted">{t('giveaways.check.floatHow')}</p>
    </div>
  );
}
