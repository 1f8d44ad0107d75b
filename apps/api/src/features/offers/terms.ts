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

/** The offer terms of this instance, read at start and every `everyMs` after. */
export async function startOfferTerms(deps: { db: Db; log: JobLogger; everyMs: number }): Promise<OfferTerms> {
  let terms: readonly string[] = [];
  const refresh = async () => {
    terms = offerTerms(await repo.listOffers(deps.db, true));
  };
  await refresh();
  const job: Job = startJob({ name: 'offer-terms', everyMs: deps.everyMs, run: refresh, log: deps.log, quiet: true });
  return { current: () => terms, refresh: () => job.runNow(), stop: () => job.stop() };
}
