import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../fair/sha256';
import {
  drawGiveaway,
  drawWinners,
  giveawayClientSeed,
  giveawayEntriesText,
  parseGiveawayEntriesText,
  type GiveawayEntry,
} from './draw';

const SEED = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159';
const EXAMPLE: GiveawayEntry[] = [
  { id: 'a', tickets: 1 },
  { id: 'b', tickets: 3 },
  { id: 'c', tickets: 2 },
];

describe('giveaway draw: known answer (computed by test-support/giveaway-known-answer.py)', () => {
  it('the client seed is the SHA-256 of the entry list text', () => {
    expect(giveawayEntriesText(EXAMPLE)).toBe('a:1\nb:3\nc:2');
    expect(giveawayClientSeed(EXAMPLE)).toBe('2476b761b1951b14e8e49296f885757a2b558f8ab335a9bdd8b91396627f3ea0');
  });

  it('draws a, then c, then b, each step as the independent script computed it', () => {
    expect(drawGiveaway(SEED, EXAMPLE, 3)).toEqual([
      { nonce: 0, float: 0.10784462234005332, ticketsInDraw: 6, ticket: 0, entryId: 'a' },
      { nonce: 1, float: 0.7117992825806141, ticketsInDraw: 5, ticket: 3, entryId: 'c' },
      { nonce: 2, float: 0.4027292560786009, ticketsInDraw: 3, ticket: 1, entryId: 'b' },
    ]);
    expect(drawWinners(SEED, EXAMPLE, 1)).toEqual(['a']);
  });

  it('stops when every entry has won', () => {
    expect(drawWinners(SEED, EXAMPLE, 10)).toEqual(['a', 'c', 'b']);
    expect(drawWinners(SEED, [], 3)).toEqual([]);
  });
});

/** The rule written plainly: a cumulative walk over the remaining entries for every pick. */
function naiveDraw(seed: string, entries: GiveawayEntry[], picks: number): string[] {
  const remaining = [...entries];
  const winners: string[] = [];
  const all = drawGiveaway(seed, entries, picks); // floats only; the walk below is independent of the tree
  for (const pick of all) {
    const total = remaining.reduce((s, e) => s + e.tickets, 0);
    expect(pick.ticketsInDraw).toBe(total);
    let start = 0;
    const index = remaining.findIndex((e) => {
      const holds = pick.ticket < start + e.tickets;
      start += e.tickets;
      return holds;
    });
    winners.push(remaining[index]!.id);
    remaining.splice(index, 1);
  }
  return winners;
}

const entriesArb = fc
  .array(fc.integer({ min: 1, max: 50 }), { minLength: 0, maxLength: 60 })
  .map((tickets) => tickets.map((t, i) => ({ id: `e${i}`, tickets: t })));
const seedArb = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('giveaway draw: properties', () => {
  it('same inputs, same winners; no entry wins twice; min(winners, entries) winners', () => {
    fc.assert(
      fc.property(seedArb, entriesArb, fc.integer({ min: 0, max: 80 }), (seed, entries, winners) => {
        const a = drawWinners(seed, entries, winners);
        expect(drawWinners(seed, entries, winners)).toEqual(a);
        expect(new Set(a).size).toBe(a.length);
        expect(a.length).toBe(Math.min(winners, entries.length));
      }),
    );
  });

  it('the tree finds the same entry as a cumulative walk over the remaining entries', () => {
    fc.assert(
      fc.property(seedArb, entriesArb, fc.integer({ min: 1, max: 80 }), (seed, entries, picks) => {
        expect(drawWinners(seed, entries, picks)).toEqual(naiveDraw(seed, entries, picks));
      }),
    );
  });

  it('a reroll only adds the next pick: the earlier picks do not change', () => {
    fc.assert(
      fc.property(seedArb, entriesArb, fc.integer({ min: 1, max: 30 }), (seed, entries, winners) => {
        const before = drawWinners(seed, entries, winners);
        const after = drawWinners(seed, entries, winners + 1);
        expect(after.slice(0, before.length)).toEqual(before);
      }),
    );
  });

  it('each pick uses the first float of HMAC(serverSeed, clientSeed:nonce:0)', () => {
    const picks = drawGiveaway(SEED, EXAMPLE, 3);
    picks.forEach((p) => expect(p.ticket).toBe(Math.floor(p.float * p.ticketsInDraw)));
    expect(sha256Hex(giveawayEntriesText(EXAMPLE))).toBe(giveawayClientSeed(EXAMPLE));
  });

  it('an ineligible entry never wins, and the others are drawn as if its tickets were not there', () => {
    const markedArb = entriesArb.chain((entries) =>
      fc
        .array(fc.boolean(), { minLength: entries.length, maxLength: entries.length })
        .map((marks): GiveawayEntry[] => entries.map((e, i) => (marks[i] ? { ...e, ineligible: true } : e))),
    );
    fc.assert(
      fc.property(seedArb, markedArb, fc.integer({ min: 1, max: 80 }), (seed, entries, picks) => {
        const clientSeed = giveawayClientSeed(entries);
        const eligible = entries.filter((e) => !e.ineligible);
        const won = drawWinners(seed, entries, picks, clientSeed);
        expect(won).toEqual(drawWinners(seed, eligible, picks, clientSeed));
        expect(won.length).toBe(Math.min(picks, eligible.length));
        expect(parseGiveawayEntriesText(giveawayEntriesText(entries))).toEqual(entries);
      }),
    );
    // A list without an ineligible entry reads as it always did.
    expect(giveawayEntriesText([{ id: 'a', tickets: 2, ineligible: false }])).toBe('a:2');
    expect(giveawayEntriesText([{ id: 'a', tickets: 2, ineligible: true }])).toBe('a:2:ineligible');
    expect(() => parseGiveawayEntriesText('a:2:banned')).toThrow(/line 1/);
  });

  it('the public text parses back to the same list; malformed text and bad entries are refused', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        expect(parseGiveawayEntriesText(giveawayEntriesText(entries))).toEqual(entries);
      }),
    );
    expect(() => parseGiveawayEntriesText('a:1\nb')).toThrow(/line 2/);
    expect(() => parseGiveawayEntriesText('a:1\na:2')).toThrow(/twice/);
    expect(() => parseGiveawayEntriesText('a:0')).toThrow(/tickets/);
    expect(() => drawGiveaway(SEED, [{ id: 'a:b', tickets: 1 }], 1)).toThrow(/entry id/);
  });
});
