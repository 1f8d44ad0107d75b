import type { FinishedHuntStats, HuntResult, HuntStatsOverview, RankedGroup } from '@app/contracts';
import {
  balanceCurve,
  centsToAmount,
  cumulativeProfits,
  huntProfitCents,
  rankByAverageMultiplier,
  RANKING_MIN_PROVIDER_BONUSES,
  RANKING_MIN_SLOT_BONUSES,
  RANKING_SIZE,
  round2,
} from '@app/hunts';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HuntBus } from './bus';
import * as repo from './stats-repository';
import { BoundedMap } from '../../lib/bounded-map';

/** Entries in each biggest-wins list. */
export const BIGGEST_WINS = 10;
/** Finished hunts whose statistics an instance keeps at once (the oldest goes first). */
const MAX_CACHED_HUNTS = 100;

const multiOf = (text: string | null): number | null => (text === null ? null : round2(Number(text)));

function huntResult(h: repo.FinishedHuntRow): HuntResult {
  return {
    _id: h.id,
    index: h.index,
    createdAt: h.createdAt.toISOString(),
    endedAt: h.endedAt?.toISOString() ?? null,
    start: centsToAmount(h.startCents),
    win: centsToAmount(h.winCents),
    profit: centsToAmount(huntProfitCents(h.startCents, h.winCents)),
    avgMulti: multiOf(h.avgMulti),
    bonuses: h.bonuses,
    openedBonuses: h.openedBonuses,
  };
}

const group = (g: repo.GroupRow): RankedGroup => ({
  name: g.name,
  provider: g.provider,
  bonuses: g.bonuses,
  totalBet: centsToAmount(g.betCents),
  totalWin: centsToAmount(g.winCents),
  avgMulti: round2(Number(g.avgMulti)),
});

function ranking(rows: repo.GroupRow[], minBonuses: number) {
  // Ranked on the exact mean (10 decimals), shown to 2.
  const { best, worst } = rankByAverageMultiplier(
    rows.map((r) => ({ ...r, avgMultiExact: r.avgMulti, avgMulti: Number(r.avgMulti) })),
    minBonuses,
    RANKING_SIZE,
  );
  const show = (g: (typeof best)[number]) => group({ ...g, avgMulti: g.avgMultiExact });
  return { best: best.map(show), worst: worst.map(show) };
}

const win = (w: repo.WinRow) => ({
  huntId: w.huntId,
  huntIndex: w.huntIndex,
  endedAt: w.endedAt?.toISOString() ?? null,
  slot: w.slotName,
  provider: w.provider,
  bet: centsToAmount(w.betCents),
  win: centsToAmount(w.earningCents),
  multiplier: round2(w.earningCents / w.betCents),
});

/** The statistics across every finished live hunt (GET /api/v1/hunt-stats). */
export async function loadOverview(db: Db): Promise<HuntStatsOverview> {
  const [hunts, avg, slotRows, providerRows, byMultiplier, byAmount] = await readTogether(db, [
    () => repo.finishedHunts(db),
    () => repo.overallAverageMultiplier(db),
    () => repo.groups(db, 'slot', RANKING_MIN_SLOT_BONUSES),
    () => repo.groups(db, 'provider', RANKING_MIN_PROVIDER_BONUSES),
    () => repo.biggestWins(db, 'multiplier', BIGGEST_WINS),
    () => repo.biggestWins(db, 'amount', BIGGEST_WINS),
  ]);
  const profits = hunts.map((h) => huntProfitCents(h.startCents, h.winCents));
  const running = cumulativeProfits(profits);
  const totalStart = hunts.reduce((s, h) => s + h.startCents, 0);
  const totalWin = hunts.reduce((s, h) => s + h.winCents, 0);
  return {
    summary: {
      hunts: hunts.length,
      openedBonuses: hunts.reduce((s, h) => s + h.openedBonuses, 0),
      totalStart: centsToAmount(totalStart),
      totalWin: centsToAmount(totalWin),
      profit: centsToAmount(huntProfitCents(totalStart, totalWin)),
      avgMulti: multiOf(avg),
    },
    hunts: hunts.map((h, i) => ({ ...huntResult(h), cumulativeProfit: centsToAmount(running[i]!) })),
    minBonuses: { slots: RANKING_MIN_SLOT_BONUSES, providers: RANKING_MIN_PROVIDER_BONUSES },
    slots: ranking(slotRows, RANKING_MIN_SLOT_BONUSES),
    providers: ranking(providerRows, RANKING_MIN_PROVIDER_BONUSES),
    biggestWins: { byMultiplier: byMultiplier.map(win), byAmount: byAmount.map(win) },
  };
}

/** One finished hunt's balance as its bonuses open; null when unknown, running or cancelled. */
export async function loadFinishedHunt(db: Db, huntId: string): Promise<FinishedHuntStats | null> {
  const [hunt, bonuses] = await readTogether(db, [
    () => repo.finishedHunt(db, huntId),
    () => repo.huntBonuses(db, huntId),
  ]);
  if (!hunt) return null;
  const curve = balanceCurve(hunt.startCents, bonuses);
  let highestWin: number | null = null;
  let best: { e: number; b: number } | null = null;
  for (const p of curve) {
    if (!p.bonus) continue;
    const { earningCents: e, betCents: b } = p.bonus;
    if (highestWin === null || e > highestWin) highestWin = e;
    if (!best || e * best.b > best.e * b) best = { e, b };
  }
  return {
    hunt: {
      ...huntResult(hunt),
      highestWin: highestWin === null ? null : centsToAmount(highestWin),
      highestMultiplier: best ? round2(best.e / best.b) : null,
    },
    curve: curve.map((p) => ({
      step: p.step,
      slot: p.bonus?.slotName ?? null,
      provider: p.bonus?.provider ?? null,
      bet: p.bonus ? centsToAmount(p.bonus.betCents) : null,
      win: p.bonus ? centsToAmount(p.bonus.earningCents) : null,
      multiplier: p.bonus ? round2(p.bonus.earningCents / p.bonus.betCents) : null,
      balance: centsToAmount(p.balanceCents),
      profit: centsToAmount(p.profitCents),
    })),
  };
}

/**
 * The public hunt statistics behind a derived cache (docs/architecture.md, rule for process-memory
 * caches): public data, the same for every visitor, dropped by every live hunt change heard on the
 * bus (from any instance, on commit; the writing instance at once) and by a 'resync' after the
 * listener reconnected. A load that began before a change serves the requests that awaited it but
 * is never kept. Bounded: one overview and at most MAX_CACHED_HUNTS hunts.
 */
export function createHuntStats(db: Db, bus: Pick<HuntBus, 'subscribe'>) {
  // A load in flight is stored at once, so concurrent requests share it; a change clears the store,
  // so a load that began before it is answered to its waiters but never kept.
  let overview: Promise<HuntStatsOverview> | null = null;
  const hunts = new BoundedMap<string, Promise<FinishedHuntStats | null>>(MAX_CACHED_HUNTS);
  bus.subscribe(() => {
    overview = null;
    hunts.clear();
  });

  return {
    overview(): Promise<HuntStatsOverview> {
      if (overview) return overview;
      const load = loadOverview(db);
      overview = load;
      load.catch(() => {
        if (overview === load) overview = null;
      });
      return load;
    },
    /** 404 NOT_FOUND for an unknown, running or cancelled hunt (the same answer for all three). */
    async finishedHunt(huntId: string): Promise<FinishedHuntStats> {
      let load = hunts.get(huntId);
      if (!load) {
        const started = loadFinishedHunt(db, huntId);
        load = started;
        hunts.set(huntId, started);
        started.then(
          // An unknown id is not kept (ids are unbounded); a hunt that finishes later is heard as a change.
          (stats) => {
            if (!stats && hunts.get(huntId) === started) hunts.delete(huntId);
          },
          () => {
            if (hunts.get(huntId) === started) hunts.delete(huntId);
          },
        );
      }
      const stats = await load;
      if (!stats) throw new AppError('NOT_FOUND', 'No finished hunt with this id.');
      return stats;
    },
  };
}

export type HuntStatsService = ReturnType<typeof createHuntStats>;
