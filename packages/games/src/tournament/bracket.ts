/**
 * A single-elimination bracket of 3 to 32 entrants (docs/games.md#tournaments): the bracket's size is
 * the next power of two, and the byes (size - entrants) go to the top seeds, so no match pairs two byes
 * and every first-round match holds at least one entrant. Seeds follow the usual order (1 meets the
 * last, 2 the second-to-last, and 1 and 2 can only meet in the final).
 */

export const BRACKET_MIN_ENTRANTS = 3;
export const BRACKET_MAX_ENTRANTS = 32;

/** The bracket's size for n entrants: 4, 8, 16 or 32. */
export function bracketSize(entrants: number): number {
  if (!Number.isSafeInteger(entrants) || entrants < BRACKET_MIN_ENTRANTS || entrants > BRACKET_MAX_ENTRANTS)
    throw new Error(`a bracket holds ${BRACKET_MIN_ENTRANTS} to ${BRACKET_MAX_ENTRANTS} entrants, got ${entrants}`);
  let size = 4;
  while (size < entrants) size *= 2;
  return size;
}

/** Rounds in a bracket of this size (log2). */
export const roundCount = (size: number): number => Math.round(Math.log2(size));

/**
 * The seeds of each slot of the first round, in bracket order, for a bracket of `size`: for 8,
 * [1, 8, 4, 5, 2, 7, 3, 6] (match 0 is 1 v 8, match 1 is 4 v 5 …).
 */
export function seedOrder(size: number): number[] {
  let order = [1, 2];
  while (order.length < size) {
    const n = order.length * 2 + 1;
    order = order.flatMap((s) => [s, n - s]);
  }
  return order;
}

/** A first-round match: the seeds on each side (b null for a bye). */
export type FirstRoundMatch = { position: number; a: number; b: number | null };

/**
 * The first round for `entrants` seeds (1..n): seed pairs by position; a seed above n is a bye, and
 * sits on side b (seeds 1..byes play nobody and advance).
 */
export function firstRound(entrants: number): FirstRoundMatch[] {
  const size = bracketSize(entrants);
  const order = seedOrder(size);
  const out: FirstRoundMatch[] = [];
  for (let i = 0; i < size; i += 2) {
    const [x, y] = [order[i]!, order[i + 1]!];
    const [a, b] = x <= y ? [x, y] : [y, x];
    out.push({ position: i / 2, a, b: b > entrants ? null : b });
  }
  return out;
}

/** Where a match's winner goes: the next round's match and side (none after the final). */
export function nextSlot(
  round: number,
  position: number,
  rounds: number,
): { round: number; position: number; side: 'a' | 'b' } | null {
  if (round >= rounds) return null;
  return { round: round + 1, position: Math.floor(position / 2), side: position % 2 === 0 ? 'a' : 'b' };
}

/** Matches in a round of a bracket of `size` (round 1 has size / 2). */
export const matchesInRound = (size: number, round: number): number => size / 2 ** round;
