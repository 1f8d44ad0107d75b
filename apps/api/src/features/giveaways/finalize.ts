import type { Giveaway } from '@app/contracts';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { systemActor } from '../audit/actor';
import { pointsService } from '../points/service';
import * as repo from './repository';
import { type GiveawaysContext, announce } from './shared';
import type { GiveawayViews } from './views';

/** Making a drawn giveaway final: its points prizes paid once, by the admin or the auto-finalize job. */
export function createGiveawayFinalize(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db, autoFinalizeHours } = ctx;
  /** Pays each standing winner's points prize once and makes the giveaway final (its row is locked). */
  async function finalizeLocked(tx: Tx, g: repo.GiveawayRow, actor: AuditActor): Promise<void> {
    const picks = ((await repo.picksOf(tx, [g.id])).get(g.id) ?? []).filter((p) => !p.disqualifiedAt);
    if (g.pointsPrize > 0) {
      for (const p of picks) {
        await pointsService.credit(tx, {
          userId: p.userId,
          amount: g.pointsPrize,
          reason: 'giveaway_prize',
          refType: 'giveaway',
          refId: g.id,
          params: { giveaway: g.title },
        });
        await repo.markPaid(tx, g.id, p.nonce, g.pointsPrize);
      }
    }
    await repo.update(tx, g.id, { status: 'final', finalizedAt: new Date() });
    await auditService.record(tx, actor, {
      action: 'giveaway.finalize',
      targetType: 'giveaway',
      targetId: g.id,
      targetLabel: g.title,
      summary: {
        before: { status: 'drawn' },
        after: { status: 'final', winnersPaid: g.pointsPrize > 0 ? picks.length : 0, pointsPrize: g.pointsPrize },
      },
    });
    await announce(tx, g.id, 'final');
  }

  return {
    /** Pays each standing winner the points prize, once, and makes the draw final. */
    async finalize(id: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'drawn') throw new AppError('GIVEAWAY_NOT_DRAWN', 'Only a drawn giveaway can be made final.');
        await finalizeLocked(tx, g, actor);
        return one(tx, id);
      });
    },

    /**
     * The job: makes final every drawn giveaway whose winners have stood for the auto-finalize hours.
     * Each is re-checked under its row lock, so a reroll or a finalize by an admin (or another
     * instance's job) in between wins and nothing is paid twice. Returns how many it made final.
     */
    async finalizeDue(): Promise<number> {
      if (autoFinalizeHours <= 0) return 0;
      let done = 0;
      for (const id of await repo.dueForFinalize(db, autoFinalizeHours)) {
        const made = await db
          .transaction(async (tx) => {
            if (!(await repo.lockIfDueForFinalize(tx, id, autoFinalizeHours))) return false;
            const g = await repo.lock(tx, id);
            await finalizeLocked(tx, g!, systemActor(`auto-finalize after ${autoFinalizeHours} h`));
            return true;
          })
          .catch((err: unknown) => {
            // A prize past a winner's balance limit: nothing was paid, and it stays drawn for the admin
            // (reroll or cancel); the other due giveaways still go ahead.
            if (err instanceof AppError && err.code === 'POINTS_LIMIT') return false;
            throw err;
          });
        if (made) done++;
      }
      return done;
    },
  };
}
