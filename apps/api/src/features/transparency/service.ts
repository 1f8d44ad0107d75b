import type { Transparency, TransparencyPeriod } from '@app/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { notifyPayoutsChanged } from '../../lib/event-bus';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { loadReport, type ReportSources } from './report';
import * as repo from './repository';

/**
 * How long an instance serves a period's report before reading it again. A derived cache of public
 * data (docs/architecture.md): every visitor gets the same body, so one read serves them all; points
 * move all the time, and a minute-old figure is a fair public report.
 */
export const TRANSPARENCY_CACHE_MS = 60_000;

/** The public transparency report (ADR 069) and the account's choice to appear as anonymous in it. */
export function createTransparencyService(deps: { db: Db; sources: ReportSources; cacheMs?: number }) {
  const cache = createRefreshingCache<TransparencyPeriod, Transparency>({
    maxAgeMs: deps.cacheMs ?? TRANSPARENCY_CACHE_MS,
    maxEntries: 64,
  });
  return {
    report: (period: TransparencyPeriod) => cache.get(period, () => loadReport(deps.db, deps.sources, period)),
    /** Drops every cached report (a winner's anonymous choice changed, or a test wants a fresh read). */
    forget: () => cache.clear(),
    async privacy(userId: string): Promise<{ anonymous: boolean }> {
      const anonymous = await repo.readAnonymous(deps.db, userId);
      if (anonymous === null) throw notFound('Account');
      return { anonymous };
    },
    /** The choice, and the `transparency` event on commit: every instance drops its reports, pages read again. */
    async setPrivacy(userId: string, anonymous: boolean): Promise<{ anonymous: boolean }> {
      await deps.db.transaction(async (tx) => {
        await repo.writeAnonymous(tx, userId, anonymous);
        await notifyPayoutsChanged(tx);
      });
      cache.clear();
      return { anonymous };
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
