import type { OfferDetails } from '@app/contracts';
import type { Db } from '../../db/client';
import { startJob, type Job, type JobLogger } from '../../lib/jobs';
import * as repo from './repository';

/**
 * The words that name the site's own casino offers: each offer's name and slug, its link's host and
 * the host's first label ("stake" of stake.com), and its promo code. The Twitch guard refuses a line
 * holding any of them in any disguise (Twitch forbids promoting those casinos), on top of its own list.
 */
export function offerTerms(rows: Pick<repo.OfferRow, 'name' | 'slug' | 'link' | 'details'>[]): string[] {
  const terms = new Set<string>();
  for (const row of rows) {
    terms.add(row.name);
    terms.add(row.slug);
    const code = (row.details as Partial<OfferDetails> | null)?.promoCode;
    if (code) terms.add(code);
    try {
      const host = new URL(row.link).hostname.replace(/^www\./, '');
      terms.add(host);
      const label = host.split('.')[0];
      if (label) terms.add(label);
    } catch {
      // 'coming' and other placeholders are no address.
    }
  }
  return [...terms].filter((t) => t.trim() !== '');
}

export type OfferTerms = {
  /** The terms as last read (hidden offers included): synchronous, for the reply path. */
  current(): readonly string[];
  /** Reads them again now (after an offer changes on this instance; other instances follow the job). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * The offer terms of this instance, read at once and every `everyMs` after. A failed read (the
 * database away at start) is logged and tried again by the next run; it never stops the start.
 */
export function startOfferTerms(deps: { db: Db; log: JobLogger; everyMs: number }): OfferTerms {
  let terms: readonly string[] = [];
  const refresh = async () => {
    terms = offerTerms(await repo.listOffers(deps.db, true));
  };
  const job: Job = startJob({
    name: 'offer-terms',
    everyMs: deps.everyMs,
    firstDelayMs: 0,
    run: refresh,
    log: deps.log,
    quiet: true,
  });
  return {
    current: () => terms,
    // Not the job's run: one in flight may have read before the change committed.
    refresh: () =>
      refresh().catch((err: unknown) => deps.log.error({ err, job: 'offer-terms' }, 'offer terms not read again')),
    stop: () => job.stop(),
  };
}
