import type { Giveaway } from '@app/contracts';
import { drawGiveaway } from '@app/games';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { pickRow } from './draw';
import * as repo from './repository';
import { type GiveawaysContext, announce } from './shared';
import type { GiveawayViews } from './views';

/** The reroll of a disqualified winner: the next pick, with the draw's own client seed (beacon or not). */
export function createGiveawayReroll(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db } = ctx;
  return {
    /** Disqualifies a standing winner (public with its reason) and picks again with the next nonce. */
    async reroll(id: string, nonce: number, reason: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'drawn')
          throw new AppError('GIVEAWAY_NOT_DRAWN', 'Only a drawn giveaway whose prizes are not paid can be rerolled.');
        if (!(await repo.disqualify(tx, id, nonce, reason, actor.userId)))
          throw new AppError('VALIDATION_ERROR', 'No standing winner has this pick.', {
            nonce: 'is not a standing winner',
          });
        const entries = await repo.entryList(tx, id);
        const list = entries.map((e) => ({ id: String(e.id), tickets: e.tickets, ineligible: e.ineligible }));
        const made = (await repo.picksOf(tx, [id])).get(id) ?? [];
        const picks = drawGiveaway(g.serverSeed, list, made.length + 1, g.clientSeed ?? undefined);
        const next = picks[made.length];
        if (!next) throw new AppError('NO_ENTRIES_LEFT', 'Every entry has been drawn: there is no one left to pick.');
        await repo.insertPicks(tx, [pickRow(id, next)]);
        await auditService.record(tx, actor, {
          action: 'giveaway.reroll',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            // The pick (its nonce) is named once, on the after side: it is what was disqualified, not a change.
            before: { disqualified: false },
            after: { disqualified: true, nonce, reason, nextNonce: next.nonce },
          },
        });
        await announce(tx, id, 'drawn');
        return one(tx, id);
      });
    },
  };
}
