import { formatCents, winLimitOf, type SiteCurrency } from '@app/contracts';
import type { AvgGroupName, LiveHunt, LiveHuntMe } from './types';
import {
  AVG_GROUPS,
  bonusMultiplierWhole,
  GTB_PRIZE_POOL_CENTS,
  GTB_TOP,
  gtbMaxGuessCents,
  liveHuntStats,
  type GtbPlacePrize,
  type GtbPrize,
} from '@app/hunts';
import { readTogether, type Executor } from '../../db/client';
import * as repo from './repository';

export const prizeOf = (p: { points: number | null; text: string | null }): GtbPrize =>
  p.points !== null ? { points: p.points, text: null } : { points: null, text: p.text ?? '' };

/** A place's prizes: the normal one and the affiliate one (null when the place has none). */
export const placePrizeOf = (p: repo.PrizeRow): GtbPlacePrize => ({
  ...prizeOf(p),
  affiliate:
    p.affiliatePoints !== null || p.affiliateText !== null
      ? prizeOf({ points: p.affiliatePoints, text: p.affiliateText })
      : null,
});

/**
 * The GTB prize a new hunt starts with: the fixed prize pool (30 of the site currency), handed out by
 * the streamer. The text is the amount alone ("$30"), so a notice reads "Your prize: $30.".
 */
export const defaultGtbPrizes = (currency: SiteCurrency): GtbPrize[] => [
  { points: null, text: formatCents(GTB_PRIZE_POOL_CENTS, currency, { whole: true }) },
];

/** The public state of a hunt as the tracking page shows it. */
export async function buildHunt(db: Executor, hunt: repo.HuntRow): Promise<LiveHunt> {
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
    const [top, avg, awards] = await readTogether(db, [
      () => repo.topGuesses(db, hunt.id, GTB_TOP),
      () => repo.avgResults(db, hunt.id),
      () => repo.awardsOf(db, hunt.id),
    ]);
    settled = {
      finalBalance: settlement.finalBalanceCents,
      averageMultiplier: settlement.averageMultiplier === null ? null : Number(settlement.averageMultiplier),
      averageMultiplierWhole: settlement.averageMultiplierWhole,
      winningGroup: (settlement.winningGroup as AvgGroupName | null) ?? null,
      pot: settlement.pot,
      paidOut: settlement.paidOut,
      refundedAll: settlement.refundedAll,
      gtbRanking: top.map((t) => ({
        rank: t.rank ?? 0,
        username: t.username,
        guess: t.guessCents,
        distance: Math.abs(t.guessCents - settlement.finalBalanceCents),
        ineligible: t.ineligible,
      })),
      avgPayouts: avg.map((a) => ({
        username: a.username,
        group: a.group,
        bet: a.bet,
        payout: a.payout ?? 0,
        refunded: a.refunded,
      })),
      gtbWinners: awards.map((w) => ({
        place: w.place,
        username: w.username,
        guess: w.guessCents,
        distance: w.distanceCents,
        prize: prizeOf(w),
        affiliate: w.affiliate,
      })),
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
      prizes: prizes.map(placePrizeOf),
      winLimit: winLimitOf(hunt.gtbWinLimit, hunt.gtbWinLimitDays),
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

/** The viewer's own GTB guess and AVG bet in a hunt. */
export async function buildMe(db: Executor, huntId: string, userId: string): Promise<LiveHuntMe> {
  const mine = await repo.myEntries(db, huntId, userId);
  return {
    gtb: mine.gtb ? { guess: mine.gtb.guessCents } : null,
    avg: mine.avg
      ? { group: mine.avg.group, bet: mine.avg.bet, payout: mine.avg.payout, refunded: mine.avg.refunded }
      : null,
  };
}
