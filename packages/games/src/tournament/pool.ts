/**
 * Pool settlement of tournament predictions (docs/games.md#tournaments): the stakes on the losing
 * sides form the pool; the house cut (basis points, rounded down) comes off it; the rest is shared
 * among the winners in proportion to their stakes, by the largest remainder (ties to the earlier
 * prediction), so exactly the pool less the cut is shared. Each winner gets its stake back plus its
 * share, never more than `maxPayout` in all; what the cap removes is kept and reported. A void result
 * (no winner), a pool where nobody backed the winner, or one where nobody backed anything else refunds
 * every stake.
 */

export type PoolStake = { id: string; side: string; points: number };
export type PoolOutcome = { id: string; payout: number; refunded: boolean; capRemoved: number };
export type PoolSettlement = {
  outcomes: PoolOutcome[];
  refundedAll: boolean;
  /** Stakes in the pool, all sides. */
  staked: number;
  /** Stakes on the losing sides (0 when refunded). */
  losingPool: number;
  houseCut: number;
  capRemoved: number;
  /** Points paid back in all (stakes included). */
  paid: number;
};

function check(stakes: readonly PoolStake[], houseCutBps: number, maxPayout: number): void {
  if (!Number.isSafeInteger(houseCutBps) || houseCutBps < 0 || houseCutBps > 10_000)
    throw new Error('the house cut must be 0..10000 basis points');
  if (!Number.isSafeInteger(maxPayout) || maxPayout < 1) throw new Error('the maximum payout must be >= 1');
  const ids = new Set<string>();
  for (const s of stakes) {
    if (!Number.isSafeInteger(s.points) || s.points < 1) throw new Error(`stake ${s.id}: points must be >= 1`);
    if (ids.has(s.id)) throw new Error(`stake ${s.id} is listed twice`);
    ids.add(s.id);
  }
}

/** Settles a pool; `stakes` in the order they were placed (the largest-remainder tie-break). */
export function settlePool(
  stakes: readonly PoolStake[],
  winner: string | null,
  houseCutBps: number,
  maxPayout: number,
): PoolSettlement {
  check(stakes, houseCutBps, maxPayout);
  const staked = stakes.reduce((s, x) => s + x.points, 0);
  const winners = winner === null ? [] : stakes.filter((s) => s.side === winner);
  const backed = winners.reduce((s, x) => s + x.points, 0);
  const losingPool = staked - backed;
  if (backed === 0 || losingPool === 0) {
    return {
      outcomes: stakes.map((s) => ({ id: s.id, payout: s.points, refunded: true, capRemoved: 0 })),
      refundedAll: true,
      staked,
      losingPool: 0,
      houseCut: 0,
      capRemoved: 0,
      paid: staked,
    };
  }
  const houseCut = Number((BigInt(losingPool) * BigInt(houseCutBps)) / 10_000n);
  const shared = BigInt(losingPool - houseCut);
  const total = BigInt(backed);
  const shares = winners.map((w, i) => {
    const exact = shared * BigInt(w.points);
    return { i, share: Number(exact / total), rest: exact % total };
  });
  let left = losingPool - houseCut - shares.reduce((s, x) => s + x.share, 0);
  for (const x of [...shares].sort((p, q) => (p.rest === q.rest ? p.i - q.i : p.rest > q.rest ? -1 : 1))) {
    if (left === 0) break;
    x.share += 1;
    left -= 1;
  }
  const won = new Map(winners.map((w, i) => [w.id, shares[i]!.share]));
  let capRemoved = 0;
  let paid = 0;
  const outcomes = stakes.map((s) => {
    if (!won.has(s.id)) return { id: s.id, payout: 0, refunded: false, capRemoved: 0 };
    const full = s.points + won.get(s.id)!;
    const payout = Math.min(full, maxPayout);
    capRemoved += full - payout;
    paid += payout;
    return { id: s.id, payout, refunded: false, capRemoved: full - payout };
  });
  return { outcomes, refundedAll: false, staked, losingPool, houseCut, capRemoved, paid };
}
