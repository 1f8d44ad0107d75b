import type { AvgGroupName, LiveHunt, LiveHuntMe, LiveHuntView } from './types';
import {
  averageMultiplierDisplay,
  averageMultiplierWhole,
  AVG_GROUPS,
  AVG_MAX_BET,
  AVG_MIN_BET,
  bonusMultiplierWhole,
  finalBalanceCents,
  GTB_MIN_GUESS_CENTS,
  GTB_PRIZE_POOL_CENTS,
  GTB_TOP,
  gtbMaxGuessCents,
  gtbWinners,
  liveHuntStats,
  type GtbPrize,
  rankGtb,
  settleAvg,
} from '@app/live-hunt';
import { readTogether, type Db, type Executor, type Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { noticesService } from '../notices/service';
import { pointsService } from '../points/service';
import type { HuntBus } from './bus';
import * as repo from './repository';
import type { SlotsService } from '../slots/service';

const noLiveHunt = () => new AppError('NO_LIVE_HUNT', 'There is no live hunt.');

/**
 * A console slot: picked from the catalogue (`_id`: name and provider come from there) or typed
 * (a slot the catalogue lacks, kept as text). An unknown `_id` is a 400, never a foreign-key 500.
 */
async function resolveSlot(tx: Executor, slot: { _id?: string | undefined; name: string; provider: string }): Promise<{ id: string | null; name: string; provider: string }> {
  if (!slot._id) return { id: null, name: slot.name, provider: slot.provider };
  const found = await repo.catalogueSlot(tx, slot._id);
  if (!found) throw new AppError('VALIDATION_ERROR', 'This slot is not in the catalogue.', { 'slot._id': 'is not in the catalogue' });
  return { id: slot._id, ...found };
}
/** Dollars as the GTB message writes the limit (docs/product.md#gtb): 7500, or 7500.50 when not whole. */
const dollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

const prizeOf = (p: { points: number | null; text: string | null }): GtbPrize => (p.points !== null ? { points: p.points, text: null } : { points: null, text: p.text ?? '' });
/** How a prize reads in a notice or the prizes list. */
export const prizeLabel = (p: GtbPrize) => (p.points !== null ? `${p.points.toLocaleString('en-US')} points` : p.text);

/** The GTB prize a new hunt starts with: the fixed $30 of the page's prize pool, handed out by the streamer. */
export const DEFAULT_GTB_PRIZES: GtbPrize[] = [{ points: null, text: `$${GTB_PRIZE_POOL_CENTS / 100} prize` }];

/** The public state of a hunt as the tracking page shows it. */
async function buildHunt(db: Executor, hunt: repo.HuntRow): Promise<LiveHunt> {
  const [bonuses, part, settlement, prizes, groupPots] = await readTogether(db, [
    () => repo.bonusesWithArt(db, hunt.id),
    () => repo.participation(db, hunt.id),
    () => repo.settlementOf(db, hunt.id),
    () => repo.gtbPrizesOf(db, hunt.id),
    () => repo.avgGroupPots(db, hunt.id),
  ]);
  const plain = bonuses.map((b) => ({ betCents: b.betCents, earningCents: b.earningCents, isSuper: b.isSuper }));
  const stats = liveHuntStats(hunt.startCents, plain);
  let settled: LiveHunt['settlement'] = null;
  if (settlement) {
    const [top, avg, awards] = await readTogether(db, [() => repo.topGuesses(db, hunt.id, GTB_TOP), () => repo.avgResults(db, hunt.id), () => repo.awardsOf(db, hunt.id)]);
    settled = {
      finalBalance: settlement.finalBalanceCents,
      averageMultiplier: settlement.averageMultiplier === null ? null : Number(settlement.averageMultiplier),
      averageMultiplierWhole: settlement.averageMultiplierWhole,
      winningGroup: (settlement.winningGroup as AvgGroupName | null) ?? null,
      pot: settlement.pot,
      paidOut: settlement.paidOut,
      refundedAll: settlement.refundedAll,
      gtbRanking: top.map((t) => ({ rank: t.rank ?? 0, username: t.username, guess: t.guessCents, distance: Math.abs(t.guessCents - settlement.finalBalanceCents) })),
      avgPayouts: avg.map((a) => ({ username: a.username, group: a.group, bet: a.bet, payout: a.payout ?? 0, refunded: a.refunded })),
      gtbWinners: awards.map((w) => ({ place: w.place, username: w.username, guess: w.guessCents, distance: w.distanceCents, prize: prizeOf(w) })),
      settledAt: settlement.settledAt.toISOString(),
    };
  }
  return {
    _id: hunt.id,
    index: hunt.index,
    status: hunt.status,
    createdAt: hunt.createdAt.toISOString(),
    endedAt: hunt.endedAt?.toISOString() ?? null,
    start: hunt.startCents,
    bonus: bonuses.map((b, i) => ({
      _id: b.id,
      position: i + 1,
      slot: { _id: b.slotId, name: b.slotName, provider: b.slotProvider, thumbnail: b.thumbnail },
      bet: b.betCents,
      earning: b.earningCents,
      isSuper: b.isSuper,
      multiplier: bonusMultiplierWhole(b),
    })),
    stats: {
      totalBonus: stats.totalBonus,
      openedBonus: stats.openedBonus,
      targetBalance: stats.targetBalanceCents,
      endBalance: stats.endBalanceCents,
      avgMulti: stats.avgMulti,
      breakEvenX: stats.breakEvenX,
      highestWin: stats.highestWinCents,
      highestMultiplier: stats.highestMultiplier,
    },
    gtb: {
      status: hunt.gtbStatus,
      guess: settlement?.finalBalanceCents ?? null,
      participants: part.gtb,
      prizePool: GTB_PRIZE_POOL_CENTS,
      maxGuess: gtbMaxGuessCents(hunt.startCents),
      closedForGood: hunt.gtbClosedAt !== null || hunt.status !== 'live',
      prizes: prizes.map(prizeOf),
    },
    avg: {
      status: hunt.avgStatus,
      group: (settlement?.winningGroup as AvgGroupName | null) ?? null,
      pot: part.pot,
      participants: part.avg,
      groups: AVG_GROUPS.map((group) => groupPots.find((g) => g.group === group) ?? { group, pot: 0, participants: 0 }),
    },
    settlement: settled,
  };
}

async function buildMe(db: Executor, huntId: string, userId: string): Promise<LiveHuntMe> {
  const mine = await repo.myEntries(db, huntId, userId);
  return {
    gtb: mine.gtb ? { guess: mine.gtb.guessCents } : null,
    avg: mine.avg ? { group: mine.avg.group, bet: mine.avg.bet, payout: mine.avg.payout, refunded: mine.avg.refunded } : null,
  };
}

/** What every visitor sees: the public hunt and the sequence number of the last change it includes. */
export type PublicHuntView = { eventId: number; hunt: LiveHunt | null };

export type LiveHuntServiceDeps = {
  db: Db;
  bus: HuntBus;
  /** Unused since the /stream/live sources moved to the stream feature; older callers still pass it. */
  defaultChannel?: string;
  /** The catalogue: a bonus added counts toward its slot's popularity. */
  slots?: Pick<SlotsService, 'countPick'>;
};

export function createLiveHuntService(deps: LiveHuntServiceDeps) {
  const { db, bus } = deps;

  /** Runs a change in one transaction with its event row (and NOTIFY), then tells this instance. */
  async function change<T>(kind: string, fn: (tx: Tx) => Promise<{ huntId: string | null; result: T }>): Promise<T> {
    const { result, seq } = await db.transaction(async (tx) => {
      const { huntId, result } = await fn(tx);
      const seq = await repo.insertEvent(tx, huntId, kind);
      await bus.inTransaction(tx, { seq, kind });
      return { result, seq };
    });
    bus.afterCommit({ seq, kind });
    return result;
  }

  /**
   * A derived cache of the public view (docs/design.md#caches-in-process-memory: process memory may
   * hold public data, invalidated by the change events the live pages use). Every change heard on the
   * bus, from any instance, and a 'resync' after the listener reconnected, drop it; a load that started
   * before a change is used by the requests that awaited it but never stored. Never a source of truth:
   * bets and settlement read the database in their transactions.
   */
  let snapshot: PublicHuntView | null = null;
  let generation = 0;
  let loading: { generation: number; view: Promise<PublicHuntView> } | null = null;
  bus.subscribe(() => {
    snapshot = null;
    generation += 1;
  });

  function publicView(): Promise<PublicHuntView> {
    if (snapshot) return Promise.resolve(snapshot);
    if (loading?.generation === generation) return loading.view;
    const started = generation;
    const view = (async () => {
      const eventId = await repo.lastEventSeq(db);
      const hunt = await repo.findCurrent(db);
      return { eventId, hunt: hunt ? await buildHunt(db, hunt) : null };
    })();
    loading = { generation: started, view };
    view.then(
      (v) => {
        if (generation === started) snapshot = v;
      },
      () => {},
    ).finally(() => {
      if (loading?.view === view) loading = null;
    });
    return view;
  }

  async function liveFor(tx: Executor): Promise<repo.HuntRow> {
    const hunt = await repo.lockLive(tx, 'update');
    if (!hunt) throw noLiveHunt();
    return hunt;
  }

  /** Settles a finished hunt exactly once: a second call finds the settlement row and does nothing. */
  async function settle(tx: Executor, hunt: repo.HuntRow): Promise<boolean> {
    const bonuses = await repo.bonusesOf(tx, hunt.id);
    const plain = bonuses.map((b) => ({ betCents: b.betCents, earningCents: b.earningCents }));
    const finalCents = finalBalanceCents(plain);
    const whole = averageMultiplierWhole(plain);
    const display = averageMultiplierDisplay(plain);
    const bets = await repo.avgBetsOf(tx, hunt.id);
    const avg = settleAvg(
      whole,
      bets.map((b) => ({ userId: b.id, group: b.group, bet: b.bet })),
    );
    const inserted = await repo.insertSettlement(tx, {
      huntId: hunt.id,
      finalBalanceCents: finalCents,
      averageMultiplier: display === null ? null : display.toFixed(2),
      averageMultiplierWhole: whole,
      winningGroup: avg.winningGroup,
      pot: avg.pot,
      paidOut: avg.paidOut,
      refundedAll: avg.refundedAll,
    });
    if (!inserted) return false;
    const guesses = (await repo.guessesOf(tx, hunt.id)).map((x) => ({ userId: x.userId, guessCents: x.guessCents, placedAt: x.seq }));
    for (const g of rankGtb(finalCents, guesses)) await repo.setGuessRank(tx, g.placedAt, g.rank);
    await awardGtb(tx, hunt, finalCents, guesses);
    const byId = new Map(bets.map((b) => [b.id, b]));
    for (const o of avg.outcomes) {
      const bet = byId.get(o.userId)!;
      await repo.setAvgOutcome(tx, bet.id, o.payout, o.refunded);
      if (o.payout > 0) {
        await pointsService.credit(tx, {
          userId: bet.userId,
          amount: o.payout,
          reason: o.refunded ? 'hunt_refund' : 'hunt_payout',
          refType: 'live_hunt',
          refId: hunt.id,
          note: o.refunded ? `Bonus Hunt #${hunt.index}: AVG refund` : `Bonus Hunt #${hunt.index}: AVG group ${avg.winningGroup}`,
        });
      }
    }
    return true;
  }

  /**
   * The GTB winners of a settling hunt (top N by `gtbWinners`, N = the prize places). Each award is
   * one row keyed by hunt and place; only an award this run inserted pays its points (ledger
   * `gtb_prize`, ref `live_hunt_gtb` hunt:place, itself unique) and leaves the winner a notice, all
   * in the settlement's transaction: whatever calls the settlement, each place is paid once.
   */
  async function awardGtb(tx: Executor, hunt: repo.HuntRow, finalCents: number, guesses: { userId: string; guessCents: number; placedAt: number }[]): Promise<void> {
    const prizes = (await repo.gtbPrizesOf(tx, hunt.id)).map(prizeOf);
    for (const w of gtbWinners(finalCents, guesses, prizes)) {
      const ref = `${hunt.id}:${w.place}`;
      const awarded = await repo.insertAward(tx, { huntId: hunt.id, place: w.place, userId: w.userId, guessCents: w.guessCents, distanceCents: w.distanceCents, points: w.prize.points, text: w.prize.text });
      if (!awarded) continue;
      if (w.prize.points !== null) {
        await pointsService.credit(tx, { userId: w.userId, amount: w.prize.points, reason: 'gtb_prize', refType: 'live_hunt_gtb', refId: ref, note: `Bonus Hunt #${hunt.index}: GTB place ${w.place}` });
      }
      await noticesService.add(tx, {
        userId: w.userId,
        kind: 'gtb_prize',
        ref,
        title: `You won GTB place ${w.place} in Bonus Hunt #${hunt.index}!`,
        body:
          w.prize.points !== null
            ? `Your guess of $${(w.guessCents / 100).toFixed(2)} was ${w.distanceCents === 0 ? 'exact' : `$${(w.distanceCents / 100).toFixed(2)} off`}: ${prizeLabel(w.prize)} were added to your balance.`
            : `Your guess of $${(w.guessCents / 100).toFixed(2)} was ${w.distanceCents === 0 ? 'exact' : `$${(w.distanceCents / 100).toFixed(2)} off`}. Your prize: ${prizeLabel(w.prize)}. The streamer will hand it out to you.`,
      });
    }
  }

  return {
    /** The current hunt (live, else the latest ended), without the viewer's own entries. */
    async current(executor: Executor = db): Promise<LiveHunt | null> {
      const hunt = await repo.findCurrent(executor);
      return hunt ? buildHunt(executor, hunt) : null;
    },

    /** The public view (what a visitor sees), from the derived cache while no change was heard. */
    publicView,

    async view(userId: string | null): Promise<LiveHuntView> {
      const { hunt, eventId } = await publicView();
      if (!hunt || !userId) return { hunt, me: null, eventId };
      return { hunt, me: await buildMe(db, hunt._id, userId), eventId };
    },

    lastEventSeq: () => repo.lastEventSeq(db),

    /** Every GTB award (newest first) for the admin's prizes list. */
    awards: (limit = 500) => repo.allAwards(db, limit),
    /**
     * Sends a change of something the live pages read beside the hunt (the overlay settings) through
     * the hunt bus: an event row with no hunt, so every open SSE connection gets a new event.
     */
    announce: (kind: string) => change(kind, async () => ({ huntId: null, result: undefined })),

    async history(): Promise<LiveHunt[]> {
      const hunts = await repo.listHunts(db, 50);
      return Promise.all(hunts.map((h) => buildHunt(db, h)));
    },

    async create(startCents: number, adminId: string): Promise<LiveHunt> {
      try {
        return await change('created', async (tx) => {
          const hunt = await repo.insertHunt(tx, startCents, adminId);
          await repo.replaceGtbPrizes(tx, hunt.id, DEFAULT_GTB_PRIZES);
          return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('LIVE_HUNT_EXISTS', 'A live hunt is already running; finish or cancel it first.');
        throw err;
      }
    },

    addBonus: (input: { slot: { _id?: string | undefined; name: string; provider: string }; bet: number; superBonus: boolean }) =>
      change('bonus_added', async (tx) => {
        const hunt = await liveFor(tx);
        const slot = await resolveSlot(tx, input.slot);
        await repo.insertBonus(tx, { huntId: hunt.id, slotId: slot.id, slotName: slot.name, slotProvider: slot.provider, betCents: input.bet, isSuper: input.superBonus });
        if (slot.id) await deps.slots?.countPick(tx, slot.id, 'live-hunt');
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    patchBonus: (bonusId: string, input: { slot?: { _id?: string | undefined; name: string; provider: string } | undefined; bet?: number | undefined; earning?: number | null | undefined; superBonus?: boolean | undefined }) =>
      change(input.earning !== undefined ? 'bonus_opened' : 'bonus_edited', async (tx) => {
        const hunt = await liveFor(tx);
        const patch: Parameters<typeof repo.updateBonus>[3] = {};
        if (input.slot) {
          const slot = await resolveSlot(tx, input.slot);
          Object.assign(patch, { slotId: slot.id, slotName: slot.name, slotProvider: slot.provider });
        }
        if (input.bet !== undefined) patch.betCents = input.bet;
        if (input.earning !== undefined) patch.earningCents = input.earning;
        if (input.superBonus !== undefined) patch.isSuper = input.superBonus;
        const row = await repo.updateBonus(tx, hunt.id, bonusId, patch);
        if (!row) throw notFound('Bonus');
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    deleteBonus: (bonusId: string) =>
      change('bonus_removed', async (tx) => {
        const hunt = await liveFor(tx);
        if (!(await repo.deleteBonus(tx, hunt.id, bonusId))) throw notFound('Bonus');
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    reorder: (order: string[]) =>
      change('bonus_reordered', async (tx) => {
        const hunt = await liveFor(tx);
        const ids = (await repo.bonusesOf(tx, hunt.id)).map((b) => b.id);
        if (order.length !== ids.length || new Set(order).size !== order.length || !order.every((id) => ids.includes(id))) {
          throw new AppError('VALIDATION_ERROR', 'The order must list every bonus of the hunt once.', { order: 'must list every bonus once' });
        }
        await repo.setPositions(tx, hunt.id, order);
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    /** Opens or closes GTB; once closed after being opened it never reopens (409 GTB_CLOSED_FOR_GOOD). */
    setGtbStatus: (status: 'opened' | 'closed') =>
      change(`gtb_${status}`, async (tx) => {
        const hunt = await liveFor(tx);
        const updated = await repo.setGtbStatus(tx, hunt.id, status);
        if (!updated) throw new AppError('GTB_CLOSED_FOR_GOOD', 'GTB was closed for this hunt and cannot open again.');
        return { huntId: hunt.id, result: await buildHunt(tx, updated) };
      }),

    /** Sets the GTB prize places (1..N) of the live hunt; they are fixed when it finishes. */
    setGtbPrizes: (prizes: { points?: number | undefined; text?: string | undefined }[]) =>
      change('gtb_prizes', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.replaceGtbPrizes(tx, hunt.id, prizes.map((p) => (p.points !== undefined ? { points: p.points, text: null } : { points: null, text: p.text ?? '' })));
        return { huntId: hunt.id, result: await buildHunt(tx, hunt) };
      }),

    setAvgStatus: (status: 'opened' | 'closed') =>
      change(`avg_${status}`, async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { avgStatus: status });
        return { huntId: hunt.id, result: await buildHunt(tx, { ...hunt, avgStatus: status }) };
      }),

    /** Finishes the live hunt and settles GTB and AVG in the same transaction. */
    finish: () =>
      change('finished', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'finished', closeGtb: true, avgStatus: 'closed', ended: true });
        const ended = { ...hunt, status: 'finished' as const, gtbStatus: 'closed' as const, avgStatus: 'closed' as const };
        await settle(tx, ended);
        const [fresh] = await repo.listHunts(tx, 1);
        return { huntId: hunt.id, result: await buildHunt(tx, fresh && fresh.id === hunt.id ? fresh : ended) };
      }),

    /** Settles a hunt again (used by tests and the CLI): changes nothing once settled. */
    settleAgain: (huntId: string) =>
      db.transaction(async (tx) => {
        const hunt = await repo.lockHunt(tx, huntId, 'update');
        if (!hunt) throw notFound('Hunt');
        if (hunt.status !== 'finished') return false;
        return settle(tx, hunt);
      }),

    /** Cancels the live hunt: every AVG bet is refunded, GTB guesses are dropped from play. */
    cancel: () =>
      change('cancelled', async (tx) => {
        const hunt = await liveFor(tx);
        await repo.updateHunt(tx, hunt.id, { status: 'cancelled', closeGtb: true, avgStatus: 'closed', ended: true });
        for (const bet of await repo.avgBetsOf(tx, hunt.id)) {
          await repo.setAvgOutcome(tx, bet.id, bet.bet, true);
          await pointsService.credit(tx, { userId: bet.userId, amount: bet.bet, reason: 'hunt_refund', refType: 'live_hunt', refId: hunt.id, note: `Bonus Hunt #${hunt.index} cancelled` });
        }
        return { huntId: hunt.id, result: await buildHunt(tx, { ...hunt, status: 'cancelled', gtbStatus: 'closed', avgStatus: 'closed', endedAt: new Date() }) };
      }),

    placeGuess: (userId: string, huntId: string, guessCents: number) =>
      change('gtb_guess', async (tx) => {
        const hunt = await repo.lockHunt(tx, huntId, 'share');
        if (!hunt) throw notFound('Hunt');
        if (hunt.status !== 'live' || hunt.gtbStatus !== 'opened') throw new AppError('GTB_CLOSED', 'GTB is closed.');
        const max = gtbMaxGuessCents(hunt.startCents);
        if (guessCents < GTB_MIN_GUESS_CENTS || guessCents > max) {
          throw new AppError('GTB_OUT_OF_RANGE', `O valor deve ser um número entre 1 e ${dollars(max)}.`, { guess: `must be between 1 and ${dollars(max)} dollars` });
        }
        if (!(await repo.insertGuess(tx, hunt.id, userId, guessCents))) throw new AppError('GTB_ALREADY_PLACED', 'You already placed your GTB guess.');
        return { huntId: hunt.id, result: await buildMe(tx, hunt.id, userId) };
      }),

    placeAvgBet: async (userId: string, huntId: string, group: AvgGroupName, bet: number) => {
      if (bet < AVG_MIN_BET || bet > AVG_MAX_BET) throw new AppError('AVG_OUT_OF_RANGE', 'A aposta deve ser um número entre 1 e 500.', { bet: 'must be between 1 and 500' });
      return change('avg_bet', async (tx) => {
        const hunt = await repo.lockHunt(tx, huntId, 'share');
        if (!hunt) throw notFound('Hunt');
        if (hunt.status !== 'live' || hunt.avgStatus !== 'opened') throw new AppError('AVG_CLOSED', 'AVG is not open.');
        const id = await repo.insertAvgBet(tx, { huntId: hunt.id, userId, group, bet });
        if (!id) throw new AppError('AVG_ALREADY_PLACED', 'You already placed your AVG bet.');
        const points = await pointsService.debit(tx, { userId, amount: bet, reason: 'hunt_bet', refType: 'live_hunt', refId: hunt.id, note: `Bonus Hunt #${hunt.index}: AVG group ${group}` });
        return { huntId: hunt.id, result: { points, me: await buildMe(tx, hunt.id, userId) } };
      });
    },
  };
}

export type LiveHuntService = ReturnType<typeof createLiveHuntService>;
