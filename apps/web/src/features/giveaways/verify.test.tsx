import { describe, expect, it } from 'vitest';
import { KNOWN, knownPicks } from './test-fixtures';
import { verifyGiveaway } from '@/lib/giveaway-verify';

/** The published test vector, recomputed by the browser verifier (@app/games underneath). */
describe('verifyGiveaway: the known answer', () => {
  const result = verifyGiveaway({
    serverSeed: KNOWN.serverSeed,
    entriesText: KNOWN.text,
    picks: 3,
    expectedHash: KNOWN.serverSeedHash,
    expectedClientSeed: KNOWN.clientSeed,
    serverPicks: knownPicks(3),
  });

  it('hashes the server seed and the entry list to the published values', () => {
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.hash).toEqual({ computed: KNOWN.serverSeedHash, expected: KNOWN.serverSeedHash, matches: true });
    expect(result.clientSeed.computed).toBe(KNOWN.clientSeed);
    expect(result.clientSeed.matches).toBe(true);
    expect(result.tickets).toBe(6);
  });

  it('picks a (0.10784462234005332, ticket 0 of 6), c (3 of 5), b (1 of 3), each with its HMAC message', () => {
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(
      result.picks.map(({ nonce, entryId, float, ticket, ticketsInDraw }) => ({
        nonce,
        entryId,
        float,
        ticket,
        ticketsInDraw,
      })),
    ).toEqual(KNOWN.picks);
    expect(result.picks.map((p) => p.message)).toEqual([0, 1, 2].map((k) => `${KNOWN.clientSeed}:${k}:0`));
    // The float is the HMAC's first 4 bytes over 2^32.
    for (const p of result.picks) expect(Number.parseInt(p.hmac.slice(0, 8), 16) / 2 ** 32).toBe(p.float);
    expect(result.picks.every((p) => p.matches === true)).toBe(true);
    expect(result.allMatch).toBe(true);
  });

  it('takes a pasted list with Windows line ends or a trailing newline as the same list', () => {
    const pasted = verifyGiveaway({
      serverSeed: ` ${KNOWN.serverSeed} `,
      entriesText: 'a:1\r\nb:3\r\nc:2\r\n',
      picks: 1,
    });
    expect(pasted.ok && pasted.clientSeed.computed).toBe(KNOWN.clientSeed);
    expect(pasted.ok && pasted.picks[0]!.entryId).toBe('a');
    expect(pasted.ok && pasted.picks[0]!.matches).toBeNull();
  });

  it('stops at the last entry: more picks than entries give one pick per entry', () => {
    const all = verifyGiveaway({ serverSeed: KNOWN.serverSeed, entriesText: KNOWN.text, picks: 10 });
    expect(all.ok && all.picks.map((p) => p.entryId)).toEqual(['a', 'c', 'b']);
  });
});

describe('verifyGiveaway: what does not match is flagged', () => {
  it('a server pick with another entry, a wrong hash or client seed, and a missing pick', () => {
    const tampered = knownPicks(3);
    tampered[1] = { ...tampered[1]!, entryId: 'b', name: 'Bob' };
    const result = verifyGiveaway({
      serverSeed: KNOWN.serverSeed,
      entriesText: KNOWN.text,
      picks: 3,
      expectedHash: 'ab'.repeat(32),
      expectedClientSeed: 'cd'.repeat(32),
      serverPicks: tampered,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.hash.matches).toBe(false);
    expect(result.clientSeed.matches).toBe(false);
    expect(result.picks.map((p) => p.matches)).toEqual([true, false, true]);
    expect(result.allMatch).toBe(false);

    const short = verifyGiveaway({
      serverSeed: KNOWN.serverSeed,
      entriesText: KNOWN.text,
      picks: 2,
      serverPicks: knownPicks(3),
    });
    expect(short.ok && short.allMatch).toBe(false);
  });

  it('a list that is not entryId:tickets lines, or not in its published form, is refused with the reason', () => {
    const broken = verifyGiveaway({ serverSeed: KNOWN.serverSeed, entriesText: 'a:1\nb three', picks: 1 });
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toEqual({ kind: 'line', line: 2 });
    const twice = verifyGiveaway({ serverSeed: KNOWN.serverSeed, entriesText: 'a:1\na:3', picks: 1 });
    expect(!twice.ok && twice.error).toEqual({ kind: 'entries' });
    const padded = verifyGiveaway({ serverSeed: KNOWN.serverSeed, entriesText: 'a:01\nb:3', picks: 1 });
    expect(!padded.ok && padded.error).toEqual({ kind: 'notPublishedForm' });
  });
});
