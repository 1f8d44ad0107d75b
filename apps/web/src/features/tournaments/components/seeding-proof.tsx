import type { Tournament } from '@app/contracts';
import { useMemo, type ReactNode } from 'react';
import { fmt, t } from '@/i18n';
import { verifyGiveaway } from '@/lib/giveaway-verify';

/** The seeds recomputed in the browser: the giveaway draw over `entrantId:1` lines, pick k is seed k+1. */
export function recomputeSeeds(tournament: Tournament) {
  const { proof } = tournament;
  if (proof.serverSeed === null) return null;
  const result = verifyGiveaway({
    serverSeed: proof.serverSeed,
    entriesText: proof.entrantsText,
    picks: tournament.entrants.length,
    expectedHash: proof.serverSeedHash,
    randomness: proof.beacon?.kind === 'drand' ? proof.beacon.randomness : null,
    expectedClientSeed: proof.clientSeed,
  });
  if (!result.ok) return { ok: false as const, rows: [], allMatch: false };
  const rows = result.picks.map((p, i) => {
    const published = tournament.entrants.find((e) => e.seed === i + 1) ?? null;
    return {
      seed: i + 1,
      entrantId: p.entryId,
      published: published?.id ?? null,
      matches: published?.id === p.entryId,
    };
  });
  const allMatch =
    result.hash.matches !== false &&
    result.clientSeed.matches !== false &&
    rows.length === tournament.entrants.length &&
    rows.every((r) => r.matches);
  return { ok: true as const, rows, allMatch, hash: result.hash, clientSeed: result.clientSeed };
}

function Value({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="break-all font-mono text-xs" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The seeding proof (the server seed's hash before, the seed after, the entrant list, the client seed
 * and the beacon round) and its check: the seeds recomputed here with the giveaway verifier.
 */
export function SeedingProof({ tournament }: { tournament: Tournament }) {
  const { proof } = tournament;
  const check = useMemo(() => recomputeSeeds(tournament), [tournament]);
  const names = new Map(tournament.entrants.map((e) => [e.id, e.slot.name]));
  const beacon = proof.beacon;
  return (
    <section
      aria-labelledby="tournament-proof"
      className="grid min-w-0 gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="tournament-proof" className="text-lg font-bold">
        {t('tournaments.proof.title')}
      </h2>
      <p className="text-sm text-muted">{t('tournaments.proof.explain')}</p>
      <dl className="grid min-w-0 gap-2">
        <Value term={t('tournaments.proof.serverSeedHash')} testId="proof-hash">
          {proof.serverSeedHash}
        </Value>
        <Value term={t('tournaments.proof.serverSeed')} testId="proof-seed">
          {proof.serverSeed ?? t('tournaments.proof.notRevealed')}
        </Value>
        <Value term={t('tournaments.proof.clientSeed')} testId="proof-client-seed">
          {proof.clientSeed ?? t('tournaments.proof.notRevealed')}
        </Value>
        <Value term={t('tournaments.proof.beacon')} testId="proof-beacon">
          {beacon?.kind === 'drand' ? (
            beacon.url ? (
              <a href={beacon.url} target="_blank" rel="noreferrer" className="text-accent underline">
                {t('tournaments.proof.beaconRound', { round: String(beacon.round ?? '') })}
              </a>
            ) : (
              t('tournaments.proof.beaconRound', { round: String(beacon.round ?? '') })
            )
          ) : beacon?.kind === 'none' ? (
            t('tournaments.proof.noBeacon', { reason: beacon.reason ?? '' })
          ) : (
            t('tournaments.proof.beaconPending')
          )}
        </Value>
      </dl>
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('tournaments.proof.entrantsText')}</summary>
        <pre className="mt-2 max-h-60 overflow-auto rounded-lg bg-surface-2 p-2 text-xs" data-testid="proof-entrants">
          {proof.entrantsText}
        </pre>
      </details>
      <h3 className="text-base font-bold">{t('tournaments.verify.title')}</h3>
      <p className="text-sm text-muted">{t('tournaments.verify.explain')}</p>
      {check === null ? (
        <p className="text-sm">{t('tournaments.verify.notYet')}</p>
      ) : !check.ok ? (
        <p role="status" className="text-sm text-danger" data-testid="verify-result" data-matches="false">
          {t('tournaments.verify.unreadable')}
        </p>
      ) : (
        <>
          <p
            role="status"
            className={check.allMatch ? 'text-sm font-semibold text-success' : 'text-sm font-semibold text-danger'}
            data-testid="verify-result"
            data-matches={check.allMatch ? 'true' : 'false'}
          >
            {check.allMatch ? t('tournaments.verify.matches') : t('tournaments.verify.differs')}
          </p>
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{t('tournaments.verify.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('tournaments.verify.seed')}</th>
                <th scope="col">{t('tournaments.verify.recomputed')}</th>
                <th scope="col">{t('tournaments.verify.published')}</th>
              </tr>
            </thead>
            <tbody>
              {check.rows.map((r) => (
                <tr key={r.seed} data-matches={r.matches ? 'true' : 'false'}>
                  <td>{fmt().number(r.seed)}</td>
                  <td>{names.get(r.entrantId) ?? r.entrantId}</td>
                  <td>{r.published ? (names.get(r.published) ?? r.published) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
