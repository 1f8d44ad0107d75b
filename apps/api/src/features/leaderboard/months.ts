import { AppError, notFound } from '../../lib/app-error';
import { windowOfPeriod } from '../../lib/lisbon-months';
import { auditService, type AuditActor } from '../audit/service';
import type { WagerRow } from './adapters';
import { prepare } from './board';
import type { LeaderboardContext } from './context';
import { parseWagerCsv } from './csv';
import * as repo from './repository';

/** Admin: fetch the month again (API sponsors) or keep its rows (CSV), and freeze the result anew. Logged. */
export async function refreeze(
  ctx: LeaderboardContext,
  slug: string,
  period: string,
  actor: AuditActor,
): Promise<void> {
  const { db } = ctx;
  const s = await repo.findSponsor(db, slug);
  if (!s) throw notFound('Sponsor');
  const window = windowOfPeriod(period);
  if (window.end.getTime() > ctx.now().getTime())
    throw new AppError('VALIDATION_ERROR', 'Invalid request.', { period: 'has not ended yet' });
  let rows: WagerRow[];
  if (s.adapter === 'csv') {
    const existing = await repo.readPrepared(db, s.id, period);
    if (!existing) throw notFound('Standings');
    rows = existing.rows;
  } else {
    try {
      rows = (await ctx.fetchFor(s, window)).rows;
    } catch (err) {
      throw new AppError('SPONSOR_UNAVAILABLE', `The sponsor could not be reached: ${(err as Error).message}`);
    }
  }
  await db.transaction(async (tx) => {
    await repo.replaceFrozen(tx, s.id, period, prepare(rows, window, s, s.adapter === 'csv' ? 'csv' : s.adapter));
    await repo.logFreeze(tx, s.id, period, 'refreeze', actor.userId);
    await auditService.record(tx, actor, {
      action: 'sponsor.refreeze',
      targetType: 'sponsor',
      targetId: s.slug,
      targetLabel: s.name,
      summary: { before: null, after: { period, rows: rows.length } },
    });
  });
  ctx.log.info({ sponsor: slug, period, adminId: actor.userId }, 'leaderboard month re-frozen by an admin');
  ctx.cache.clear();
  await ctx.standingsWritten(s.id, period);
}

/** Admin: a month's standings from a CSV file (username, wagered); a frozen month is refused. Audited. */
export async function importCsv(
  ctx: LeaderboardContext,
  slug: string,
  period: string,
  csv: string,
  actor: AuditActor,
): Promise<{ imported: number; skipped: number }> {
  const s = await repo.findSponsor(ctx.db, slug);
  if (!s) throw notFound('Sponsor');
  const result = parseWagerCsv(csv);
  const window = windowOfPeriod(period);
  await ctx.db.transaction(async (tx) => {
    const existing = await repo.readPrepared(tx, s.id, period);
    if (existing?.frozenAt) throw new AppError('MONTH_FROZEN', 'This month is frozen; re-freeze it instead.');
    await repo.upsertOpen(tx, s.id, period, prepare(result.rows, window, s, 'csv'));
    await auditService.record(tx, actor, {
      action: 'sponsor.import',
      targetType: 'sponsor',
      targetId: s.slug,
      targetLabel: s.name,
      summary: {
        before: existing ? { rows: existing.rows.length } : null,
        after: { period, rows: result.rows.length, skipped: result.skipped },
      },
    });
  });
  ctx.cache.clear();
  await ctx.standingsWritten(s.id, period);
  return { imported: result.rows.length, skipped: result.skipped };
}
