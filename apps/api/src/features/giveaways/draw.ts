import type { Giveaway } from '@app/contracts';
import { beaconClientSeed, drandRoundAfter, drawGiveaway, giveawayClientSeed, type GiveawayPick } from '@app/games';
import type { Tx } from '../../db/client';
import { BeaconUnavailable, type DrandRound } from '../../integrations/drand';
import { AppError, notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import { type GiveawaysContext, announce } from './shared';
import type { GiveawayViews } from './views';
import { markWinLimit } from './win-limit';

/** The beacon a draw uses: a verified drand round of the pinned chain, or none, with the admin's reason. */
type DrawBeacon = ({ chain: string } & DrandRound) | { none: string };

/**
 * The draw (at the closing time, by the job, or the admin's Draw now), with the public beacon (ADR 066):
 * it waits for the first drand round published after the close (the reroll is in reroll.ts).
 */
export function createGiveawayDraw(ctx: GiveawaysContext, { one }: Pick<GiveawayViews, 'one'>) {
  const { db } = ctx;
  const beacon = ctx.deps.beacon;

  /**
   * The draw of a locked giveaway whose closing time has passed: the frozen list, the client seed
   * (from the list and the beacon round's randomness, or from the list alone without a beacon), the
   * picks, and the beacon named on the row.
   */
  async function drawLocked(tx: Tx, g: repo.GiveawayRow, used: DrawBeacon, actor?: AuditActor): Promise<void> {
    const ineligible = await markWinLimit(tx, g);
    const list = await repo.drawList(tx, g.id);
    const clientSeed = 'none' in used ? giveawayClientSeed(list) : beaconClientSeed(list, used.randomness);
    const picks = drawGiveaway(g.serverSeed, list, Math.min(g.winners, list.length), clientSeed);
    await repo.insertPicks(
      tx,
      picks.map((p) => pickRow(g.id, p)),
    );
    await repo.update(tx, g.id, {
      status: 'drawn',
      clientSeed,
      entryCount: list.length,
      ticketCount: list.reduce((s, e) => s + e.tickets, 0),
      drawnAt: new Date(),
      ...('none' in used
        ? { beaconChain: 'none', beaconNoneReason: used.none }
        : {
            beaconChain: used.chain,
            beaconRound: used.round,
            beaconRandomness: used.randomness,
            beaconSignature: used.signature,
          }),
      beaconProblem: null,
    });
    if (actor)
      await auditService.record(tx, actor, {
        action: 'none' in used ? 'giveaway.draw_without_beacon' : 'giveaway.draw',
        targetType: 'giveaway',
        targetId: g.id,
        targetLabel: g.title,
        summary: {
          before: { status: 'active' },
          after: {
            status: 'drawn',
            entries: list.length,
            ...(ineligible ? { ineligible } : {}),
            winners: picks.length,
            ...('none' in used ? { beacon: 'none', reason: used.none } : { beaconRound: used.round }),
          },
        },
      });
    await announce(tx, g.id, 'drawn');
  }

  /**
   * Draws a giveaway whose closing time has passed once its beacon round is out: the round is fetched
   * and verified first (no row held while the relays answer), then the draw runs in one transaction
   * holding the row for update (entries in flight finish first; later ones find it drawn; another
   * instance finds it drawn). No valid round: the draw waits, and the row notes why. Returns false
   * when nothing was drawn (not due, drawn already, or still waiting).
   */
  async function draw(id: string, actor?: AuditActor, rounds = new Map<number, Promise<DrandRound>>()) {
    const g = await repo.find(db, id);
    if (!g || g.status !== 'active' || g.closesAt.getTime() > ctx.now()) return false;
    const wanted = drandRoundAfter(g.closesAt.getTime(), beacon.chain);
    let round: DrandRound;
    try {
      if (!rounds.has(wanted)) rounds.set(wanted, beacon.round(wanted));
      round = await rounds.get(wanted)!;
    } catch (err) {
      if (!(err instanceof BeaconUnavailable)) throw err;
      await repo.noteBeaconWait(db, id, err.problem);
      return false;
    }
    return db.transaction(async (tx) => {
      const locked = await repo.lock(tx, id);
      if (!locked || locked.status !== 'active' || !locked.ended) return false;
      // The closing time moved while the round was fetched: the next run fetches the new one.
      if (drandRoundAfter(locked.closesAt.getTime(), beacon.chain) !== round.round) return false;
      await drawLocked(tx, locked, { chain: beacon.chain.hash, ...round }, actor);
      return true;
    });
  }

  /** Closes a locked active giveaway now (an admin's draw before its closing time). */
  async function closeNow(tx: Tx, g: NonNullable<Awaited<ReturnType<typeof repo.lock>>>): Promise<void> {
    if (g.status !== 'active') throw new AppError('ALREADY_DECIDED', 'This giveaway was already drawn or cancelled.');
    if (!g.ended)
      await repo.update(tx, g.id, {
        closesAt: new Date(),
        ...(g.started ? {} : { opensAt: new Date(Date.now() - 1) }),
      });
  }

  return {
    draw,

    /** Draws every giveaway whose closing time has passed and whose round is out (the job); returns how many. */
    async drawDue(): Promise<number> {
      let drawn = 0;
      const rounds = new Map<number, Promise<DrandRound>>();
      for (const id of await repo.dueForDraw(db)) if (await draw(id, undefined, rounds)) drawn++;
      return drawn;
    },

    /** The admin closes it now; it draws as soon as the round after now is out (this call, or the job). */
    async drawNow(id: string, actor: AuditActor): Promise<Giveaway> {
      await db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        await closeNow(tx, g);
      });
      await draw(id, actor);
      return one(db, id);
    },

    /**
     * The admin draws without the beacon (no relay answers): closed now if still open, the client seed
     * from the entry list alone, and the proof says so with the admin's reason (audited).
     */
    async drawWithoutBeacon(id: string, reason: string, actor: AuditActor): Promise<Giveaway> {
      return db.transaction(async (tx) => {
        const g = await repo.lock(tx, id);
        if (!g) throw notFound('Giveaway');
        await closeNow(tx, g);
        await drawLocked(tx, g, { none: reason }, actor);
        return one(tx, id);
      });
    },
  };
}

/** A pick as its row in giveaway_picks. */
export const pickRow = (giveawayId: string, p: GiveawayPick) => ({
  giveawayId,
  nonce: p.nonce,
  entryId: Number(p.entryId),
  ticket: p.ticket,
  ticketsInDraw: p.ticketsInDraw,
  float: String(p.float),
});
