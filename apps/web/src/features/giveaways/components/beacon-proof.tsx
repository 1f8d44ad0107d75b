import type { Giveaway } from '@app/contracts';
import { useEffect, useState } from 'react';
import { fmt, t } from '@/i18n';
import { formatDateTimeLisbon } from '@/lib/dates';
import { Seed } from './draw-details';
import { Mark } from './verification-view';

/** SHA-256 hex with the browser's own Web Crypto: a second computation, apart from the draw's package. */
async function webCryptoSha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The client seed recomputed by the browser's Web Crypto from the entry list text and the round's
 * randomness (null while computing, or where Web Crypto is missing: a page over plain http).
 */
function useWebCryptoSeed(text: string | undefined, randomness: string | null): string | null {
  const [seed, setSeed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSeed(null);
    if (text === undefined || randomness === null || !globalThis.crypto?.subtle) return;
    void webCryptoSha256(`${text}\n${randomness}`).then((hex) => live && setSeed(hex));
    return () => {
      live = false;
    };
  }, [text, randomness]);
  return seed;
}

/**
 * The public beacon of a draw (ADR 066), in plain words: the drand chain, round and its link (and, with
 * the entry list, the client seed recomputed here with Web Crypto); that the admin drew without it and
 * why; that the draw waits for its round; or that the draw came before the beacon.
 */
export function BeaconProof({ giveaway, entriesText }: { giveaway: Giveaway; entriesText?: string }) {
  const b = giveaway.beacon;
  const randomness = b?.kind === 'drand' ? b.randomness : null;
  const recomputed = useWebCryptoSeed(entriesText, randomness);
  const box = 'grid gap-2 rounded-lg border border-border px-3 py-2 text-sm';
  if (!b) {
    if (giveaway.drawnAt === null) return null;
    return (
      <p className={box} data-testid="beacon-proof" data-beacon="before">
        {t('giveaways.beacon.before')}
      </p>
    );
  }
  if (b.kind === 'none')
    return (
      <div className={box} data-testid="beacon-proof" data-beacon="none">
        <p className="font-semibold">{t('giveaways.beacon.noneTitle')}</p>
        <p>{t('giveaways.beacon.none', { reason: b.reason ?? '' })}</p>
      </div>
    );
  if (b.kind === 'waiting')
    return (
      <div className={box} data-testid="beacon-proof" data-beacon="waiting" role="status">
        <p className="font-semibold">
          {t('giveaways.beacon.waiting', {
            round: fmt().number(b.round ?? 0),
            when: b.roundAt ? formatDateTimeLisbon(b.roundAt) : '',
          })}
        </p>
        {b.problem ? (
          <p className="text-muted">
            {b.problem === 'refused' ? t('giveaways.beacon.refused') : t('giveaways.beacon.unavailable')}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className={box} data-testid="beacon-proof" data-beacon="drand">
      <p className="font-semibold">
        {t('giveaways.beacon.drand', { round: String(b.round) })}{' '}
        <a
          href={b.url ?? undefined}
          target="_blank"
          rel="noreferrer"
          className="font-semibold text-accent underline underline-offset-4"
          data-testid="beacon-link"
        >
          {t('giveaways.beacon.link')}
        </a>
      </p>
      <p className="text-xs text-muted">{t('giveaways.beacon.how')}</p>
      <Seed label={t('giveaways.beacon.chain')} value={b.chainHash} testId="beacon-chain" />
      <Seed label={t('giveaways.beacon.randomness')} value={b.randomness} testId="beacon-randomness" />
      {recomputed ? (
        <p className="flex flex-wrap items-center gap-2 text-xs" data-testid="beacon-webcrypto">
          <Mark ok={recomputed === giveaway.clientSeed} what={t('giveaways.check.clientSeed')} />
          {t('giveaways.beacon.webCrypto')}
          <span className="break-all font-mono">{recomputed}</span>
        </p>
      ) : null}
    </div>
  );
}
