import { notifyPayoutsChanged } from '../../lib/event-bus';
import { monthWindow, type MonthWindow, previousMonth } from '../../lib/lisbon-months';
import { prepare } from './board';
import type { LeaderboardContext } from './context';
import * as repo from './repository';

/** One sponsor, one month: fetch, then the idempotent upsert. A failure keeps the last good standings. */
export async function syncOne(
  ctx: LeaderboardContext,
  s: repo.SponsorRow,
  window: MonthWindow,
): Promise<'written' | 'unchanged' | 'failed'> {
  try {
    const result = await ctx.fetchFor(s, window);
    if (result.skipped) ctx.log.warn({ sponsor: s.slug, skipped: result.skipped }, 'sponsor rows skipped as malformed');
    const written = await repo.upsertOpen(ctx.db, s.id, window.period, prepare(result.rows, window, s, s.adapter));
    if (written) {
      ctx.cache.delete(`${s.slug}|${window.period}`);
      await ctx.standingsWritten(s.id, window.period);
    }
    return written ? 'written' : 'unchanged';
  } catch (err) {
    ctx.log.error(
      { err, sponsor: s.slug, period: window.period },
      'sponsor sync failed; keeping the last good standings',
    );
    return 'failed';
  }
}

/** Freezes a month once: only the first of any number of concurrent calls gets `true`. Logged. */
export async function freeze(
  ctx: LeaderboardContext,
  sponsorId: string,
  period: string,
  adminId: string | null,
): Promise<boolean> {
  const done = await repo.freezeOnce(ctx.db, sponsorId, period);
  if (done) {
    await repo.logFreeze(ctx.db, sponsorId, period, 'freeze', adminId);
    await notifyPayoutsChanged(ctx.db);
    ctx.cache.clear();
  }
  return done;
}

/**
 * The sync job's run: the current month of every API sponsor, and once a month has ended, one last
 * fetch of it and its freeze. Safe on several instances: writes are keyed by (sponsor, period)
 * and the freeze is a conditional update.
 */
export async function syncAll(ctx: LeaderboardContext): Promise<void> {
  const at = ctx.now();
  const current = monthWindow(at);
  const previous = previousMonth(at);
  const frozen = new Set(
    (await repo.periodsOf(ctx.db)).filter((p) => p.frozen).map((p) => `${p.sponsorId}|${p.period}`),
  );
  for (const s of await repo.listSponsors(ctx.db)) {
    // CSV sponsors and sponsors without credentials are not fetched; their ended months still freeze.
    const fetched = s.adapter !== 'csv' && Boolean(s.credentialsSealed);
    if (!frozen.has(`${s.id}|${previous.period}`)) {
      if (fetched) await syncOne(ctx, s, previous);
      await freeze(ctx, s.id, previous.period, null);
    }
    if (fetched) await syncOne(ctx, s, current);
  }
}
