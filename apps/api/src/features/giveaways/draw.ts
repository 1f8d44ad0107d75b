import type { Giveaway } from '@app/contracts';
import { drawGiveaway, giveawayClientSeed } from '@app/games';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { type GiveawaysContext, announce } from './shared';
import type { GiveawayViews } from './views';

/** The draw (at the closing time, by the job, or the admin's Draw now) and the reroll of a disqualified winner. */
export function createGiveawayDraw(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db } = ctx;
  /**
   * The draw of a giveaway whose closing time has passed, in one transaction holding its row for
   * update (entries in flight finish first; later ones find it drawn): the frozen list, the picks,
   * the client seed. Returns false when there was nothing to draw (not due, or drawn already).
   */
  async function draw(id: string, actor?: AuditActor): Promise<boolean> {
    return db.transaction(async (tx) => {
      const g = await repo.lock(tx, id);
      if (!g || g.status !== 'active' || !g.ended) return false;
      const list = await repo.drawList(tx, id);
      const picks = drawGiveaway(g.serverSeed, list, Math.min(g.winners, list.length));
      await repo.insertPicks(
        tx,
        picks.map((p) => ({
          giveawayId: id,
          nonce: p.nonce,
          entryId: Number(p.entryId),
          ticket: p.ticket,
          ticketsInDraw: p.ticketsInDraw,
          float: String(p.float),
        })),
      );
      const clientSeed = giveawayClientSeed(list);
      await repo.update(tx, id, {
        status: 'drawn',
        clientSeed,
        entryCount: list.length,
        ticketCount: list.reduce((s, e) => s + e.tickets, 0),
        drawnAt: new Date(),
      });
      if (actor)
        await auditService.record(tx, actor, {
          action: 'giveaway.draw',
          targetType: 'giveaway',
          targetId: id,
          targetLabel: g.title,
          summary: {
            before: { status: 'active' },
            after: { status: 'drawn', entries: list.length, winners: picks.length },
          },
        });
      await announce(tx, id, 'drawn');
      return true;
    });
  }

  return {
    draw,

    /** Draws every giveaway whose closing time has passed (the job); returns how many it drew. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      for (const id of await repo.dueForDraw(db)) if (await draw(id)) drawn++;
      return drawn;
    },

    /** The admin closes it now and draws. */
    async drawNow(id: string, actor: AuditActor): Promise<Giveaway> {
      await db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        if (g.status !== 'active')
          throw new AppError('ALREADY_DECIDED', 'This giveaway was already drawn or cancelled.');
        if (!g.ended)
          await repo.update(tx, id, {
            closesAt: new Date(),
            ...(g.started ? {} : { opensAt: new Date(Date.now() - 1) }),
          });
      });
      await draw(id, actor);
      return one(db, id);
    },

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
        const list = entries.map((e) => ({ id: String(e.id), tickets: e.tickets }));
        const made = (await repo.picksOf(tx, [id])).get(id) ?? [];
        const picks = drawGiveaway(g.serverSeed, list, made.length + 1);
        const next = picks[made.length];
        if (!next) throw new AppError('NO_ENTRIES_LEFT', 'Every entry has been drawn: there is no one left to pick.');
        await repo.insertPicks(tx, [
          {
            giveawayId: id,
            nonce: next.nonce,
            entryId: Number(next.entryId),
            ticket: next.ticket,
            ticketsInDraw: next.ticketsInDraw,
            float: String(next.float),
          },
        ]);
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
