/**
 * How a tournament match is decided (docs/games.md#tournaments): each slot's bonus buy has a cost and a
 * payout in cents; the rule compares payouts or multipliers (payout / cost, compared exactly by cross
 * multiplication), the tie-break compares the other figure, and a tie both leave (or a tie under a
 * "replay" tie-break) is played again.
 */

export type MatchRule = 'payout' | 'multiplier';
export type MatchTieBreak = MatchRule | 'replay';
export type Buy = { cost: number; payout: number };
export type MatchDecision = { winner: 'a' | 'b'; decidedBy: 'rule' | 'tie_break' } | { winner: null; decidedBy: null };

function checkBuy(b: Buy): void {
  if (!Number.isSafeInteger(b.cost) || b.cost < 1) throw new Error('a cost must be a whole number of cents >= 1');
  if (!Number.isSafeInteger(b.payout) || b.payout < 0) throw new Error('a payout must be a whole number of cents >= 0');
}

/** -1, 0 or 1 as a's figure is below, equal to or above b's. */
function compare(rule: MatchRule, a: Buy, b: Buy): number {
  if (rule === 'payout') return Math.sign(a.payout - b.payout);
  const left = BigInt(a.payout) * BigInt(b.cost);
  const right = BigInt(b.payout) * BigInt(a.cost);
  return left > right ? 1 : left < right ? -1 : 0;
}

export function decideMatch(rule: MatchRule, tieBreak: MatchTieBreak, a: Buy, b: Buy): MatchDecision {
  checkBuy(a);
  checkBuy(b);
  if (tieBreak === rule) throw new Error('the tie-break must differ from the rule');
  const first = compare(rule, a, b);
  if (first !== 0) return { winner: first > 0 ? 'a' : 'b', decidedBy: 'rule' };
  if (tieBreak === 'replay') return { winner: null, decidedBy: null };
  const second = compare(tieBreak, a, b);
  if (second !== 0) return { winner: second > 0 ? 'a' : 'b', decidedBy: 'tie_break' };
  return { winner: null, decidedBy: null };
}

/** The multiplier payout / cost to 2 decimals, rounded down (as the live hunt shows it), as text. */
export function multiplierText(b: Buy): string {
  checkBuy(b);
  const hundredths = (BigInt(b.payout) * 100n) / BigInt(b.cost);
  const whole = hundredths / 100n;
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${frac}`;
}
