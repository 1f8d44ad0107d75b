/**
 * Statistics of a bonus hunt: one pure function used by the API (GET /bonus-hunt/{id} → `stats`)
 * and by the web app (the Stats panel recomputes as the user types). Money is integer cents, so
 * sums are exact; multipliers are numbers rounded to 2 decimals as displayed. Conventions:
 * - a bonus is opened once its earning is entered, whatever it paid: earning null = not opened,
 *   0 = a dead bonus (opened, 0x, counted in every average); a bonus with bet 0 has no multiplier
 *   and is left out of every multiplier figure (never NaN or Infinity);
 * - avgMulti is the plain mean of per-bonus multipliers over opened bonuses, dead ones included (the
 *   big trackers' convention); avgMultiWeighted is opened earnings / opened bets;
 * - breakEvenX is what the unopened bonuses must pay on average: (start - earnings) / unopened bets,
 *   0 when nothing is unopened or nothing is needed.
 */
export type StatsBonus = {
  slotName: string;
  provider: string;
  betCents: number;
  /** null until the bonus is opened; 0 when it paid nothing. */
  earningCents: number | null;
};

export type BonusHighlight = {
  slotName: string;
  provider: string;
  betCents: number;
  earningCents: number;
  multi: number;
};

export type ProviderStats = {
  provider: string;
  count: number;
  betsCents: number;
  earningsCents: number;
  avgMulti: number;
};

export type HuntStats = {
  totalBonuses: number;
  openedBonuses: number;
  totalBetsCents: number;
  totalEarningsCents: number;
  profitCents: number;
  startBreakEvenX: number;
  breakEvenX: number;
  breakEvenAmountCents: number;
  avgEarningCents: number;
  avgMulti: number;
  avgMultiWeighted: number;
  highestWinCents: number;
  highestMulti: number;
  best: BonusHighlight | null;
  worst: BonusHighlight | null;
  providers: ProviderStats[];
};

/** x rounded half away from zero to 2 decimals; never -0. */
export function round2(x: number): number {
  if (!Number.isFinite(x)) return 0;
  const r = (Math.sign(x) * Math.round(Math.abs(x) * 100 + Number.EPSILON * 100)) / 100;
  return r === 0 ? 0 : r;
}

/** earning / bet to 2 decimals, or null when unopened or the bet is 0 (the row shows '-'). */
export function multiplierOf(betCents: number, earningCents: number | null): number | null {
  return betCents > 0 && earningCents !== null ? round2(earningCents / betCents) : null;
}

/** Opened = its earning was entered, 0 included (a dead bonus is opened). */
export const isOpened = (b: { earningCents: number | null }): b is { earningCents: number } => b.earningCents !== null;

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/**
 * What the unopened bonuses still need: the amount (start - earnings, floor 0) and the multiplier
 * they must pay on average ((start - earnings) / unopened bets; 0 when nothing is unopened or needed).
 * The hunt list computes it from sums, the detail from the bonuses: one rule for both.
 */
export function breakEven(
  startCents: number,
  totalEarningsCents: number,
  unopenedBetsCents: number,
): { amountCents: number; x: number } {
  const neededCents = startCents - totalEarningsCents;
  return {
    amountCents: Math.max(0, neededCents),
    x: unopenedBetsCents > 0 && neededCents > 0 ? round2(neededCents / unopenedBetsCents) : 0,
  };
}

export function huntStats(startCents: number, bonuses: readonly StatsBonus[]): HuntStats {
  let totalBetsCents = 0;
  let totalEarningsCents = 0;
  let openedBetsCents = 0;
  let unopenedBetsCents = 0;
  let highestWinCents = 0;
  const opened: (StatsBonus & { earningCents: number })[] = [];
  const multis: number[] = [];
  let best: BonusHighlight | null = null;
  let worst: BonusHighlight | null = null;
  const byProvider = new Map<string, { count: number; betsCents: number; earningsCents: number; multis: number[] }>();

  for (const b of bonuses) {
    totalBetsCents += b.betCents;
    const p = byProvider.get(b.provider) ?? { count: 0, betsCents: 0, earningsCents: 0, multis: [] };
    p.count++;
    p.betsCents += b.betCents;
    byProvider.set(b.provider, p);
    if (b.earningCents === null) {
      unopenedBetsCents += b.betCents;
      continue;
    }
    totalEarningsCents += b.earningCents;
    p.earningsCents += b.earningCents;
    opened.push({ ...b, earningCents: b.earningCents });
    openedBetsCents += b.betCents;
    highestWinCents = Math.max(highestWinCents, b.earningCents);
    if (b.betCents > 0) {
      const multi = b.earningCents / b.betCents;
      multis.push(multi);
      p.multis.push(multi);
      const highlight = {
        slotName: b.slotName,
        provider: b.provider,
        betCents: b.betCents,
        earningCents: b.earningCents,
        multi: round2(multi),
      };
      // Exact comparison of e/b by cross-multiplication; a tie keeps the earlier bonus as the best and
      // takes the later one as the worst, so two bonuses are never one bonus named twice.
      if (!best || b.earningCents * best.betCents > best.earningCents * b.betCents) best = highlight;
      if (!worst || b.earningCents * worst.betCents <= worst.earningCents * b.betCents) worst = highlight;
    }
  }
  // One priced bonus is the best; there is no worst to name beside it.
  if (worst === best) worst = null;

  const be = breakEven(startCents, totalEarningsCents, unopenedBetsCents);
  return {
    totalBonuses: bonuses.length,
    openedBonuses: opened.length,
    totalBetsCents,
    totalEarningsCents,
    profitCents: totalEarningsCents - startCents,
    startBreakEvenX: totalBetsCents > 0 ? round2(startCents / totalBetsCents) : 0,
    breakEvenX: be.x,
    breakEvenAmountCents: be.amountCents,
    avgEarningCents: opened.length > 0 ? Math.round(totalEarningsCents / opened.length) : 0,
    avgMulti: round2(mean(multis)),
    avgMultiWeighted: openedBetsCents > 0 ? round2(totalEarningsCents / openedBetsCents) : 0,
    highestWinCents,
    highestMulti: multis.length > 0 ? round2(Math.max(...multis)) : 0,
    best,
    worst,
    providers: [...byProvider.entries()]
      .map(([provider, p]) => ({
        provider,
        count: p.count,
        betsCents: p.betsCents,
        earningsCents: p.earningsCents,
        avgMulti: round2(mean(p.multis)),
      }))
      .sort((a, b) => b.count - a.count || a.provider.localeCompare(b.provider)),
  };
}

/** Completed once the hunt has bonuses and every one is opened (a dead bonus counts as opened). */
export function huntStatus(totalBonuses: number, unopenedBonuses: number): 'Completed' | 'In progress' {
  return totalBonuses > 0 && unopenedBonuses === 0 ? 'Completed' : 'In progress';
}

/**
 * Whether a hunt has a break-even to show: it is running and some bonus is still unopened. A finished
 * hunt (every bonus opened, or a live hunt finished) shows its final figures instead, never an empty
 * "x0": the personal hunt's Stats panel and card, the live hunt's Stats tab, and the overlays.
 */
export function hasBreakEven(unopenedBonuses: number, running = true): boolean {
  return running && unopenedBonuses > 0;
}
