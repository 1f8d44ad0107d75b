import type { LiveHunt, LiveHuntView } from './types';
import type { Db, Executor, Tx } from '../../db/client';
import type { HuntBus } from './bus';
import { createHuntBets } from './bets';
import { createHuntConsole } from './console';
import { createHuntStats } from './hunt-stats';
import { createPublicView } from './public-view';
import * as repo from './repository';
import type { SlotsService } from '../slots/service';
import type { Affiliates } from './settlement';
import { buildHunt, buildMe } from './view';

export { defaultGtbPrizes } from './view';

/** What every visitor sees: the public hunt and the sequence number of the last change it includes. */
export type PublicHuntView = { eventId: number; hunt: LiveHunt | null };

/**
 * Runs a change of the hunt in one transaction with its event row (and NOTIFY); a change whose `fn`
 * finds nothing to do answers `unchanged` and writes no event.
 */
export type HuntChange = <T>(
  kind: string,
  fn: (tx: Tx) => Promise<{ huntId: string | null; result: T; unchanged?: boolean }>,
) => Promise<T>;

export type LiveHuntServiceDeps = {
  db: Db;
  bus: HuntBus;
  /** The catalogue: a bonus added counts toward its slot's popularity. */
  slots?: Pick<SlotsService, 'countPick'>;
  /** The casino accounts: a GTB place's affiliate prize goes to a verified affiliate (ADR 059). */
  affiliates: Affiliates;
};

/**
 * The live hunt, composed of its parts: the public view's cache (public-view.ts), the admin's console
 * and the settlement (console.ts, settlement.ts), the viewers' bets (bets.ts), the public statistics of
 * finished hunts (hunt-stats.ts); reads are here.
 */
export function createLiveHuntService(deps: LiveHuntServiceDeps) {
  const { db, bus } = deps;

  /** Runs a change in one transaction with its event row (and NOTIFY), then tells this instance. */
  async function change<T>(
    kind: string,
    fn: (tx: Tx) => Promise<{ huntId: string | null; result: T; unchanged?: boolean }>,
  ): Promise<T> {
    const { result, seq } = await db.transaction(async (tx) => {
      const { huntId, result, unchanged } = await fn(tx);
      if (unchanged) return { result, seq: null };
      const seq = await repo.insertEvent(tx, huntId, kind);
      await bus.inTransaction(tx, { seq, kind });
      return { result, seq };
    });
    if (seq !== null) bus.afterCommit({ seq, kind });
    return result;
  }

  const publicView = createPublicView(db, bus);

  return {
    /** The current hunt (live, else the latest ended), without the viewer's own entries. */
    async current(executor: Executor = db): Promise<LiveHunt | null> {
      const hunt = await repo.findCurrent(executor);
      return hunt ? buildHunt(executor, hunt) : null;
    },

    /** The public view (what a visitor sees), from the derived cache while no change was heard. */
    publicView,

    /** The public statistics of the finished hunts (ADR 050), from a derived cache dropped by every change. */
    stats: createHuntStats(db, bus),

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

    ...createHuntConsole({ db, change, slots: deps.slots, affiliates: deps.affiliates }),
    ...createHuntBets(change),
  };
}

export type LiveHuntService = ReturnType<typeof createLiveHuntService>;
