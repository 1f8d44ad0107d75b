import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../fair/sha256';
import {
  DRAND_QUICKNET,
  beaconClientSeed,
  drandRoundAfter,
  drandRoundAt,
  drandRoundTime,
  drandRoundUrl,
} from './beacon';
import { drawGiveaway, giveawayClientSeed } from './draw';

const SEED = '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159';
const EXAMPLE = [
  { id: 'a', tickets: 1 },
  { id: 'b', tickets: 3 },
  { id: 'c', tickets: 2 },
];
// SHA-256 of the 48 bytes 00 01 .. 2f: the example round's randomness (as drand derives it from a signature).
const RANDOMNESS = '4dbdc2b2b62cb00749785bc84202236dbc3777d74660611b8e58812f0cfde6c3';

describe('draw with the drand beacon: known answer (computed by test-support/giveaway-known-answer.py --beacon)', () => {
  it('waits for round 14295413 when it closes at 2025-01-01T00:00:00Z', () => {
    expect(drandRoundAfter(Date.parse('2025-01-01T00:00:00Z'), DRAND_QUICKNET)).toBe(14295413);
  });

  it('the client seed is SHA-256 of the entry text, a newline and the randomness hex', () => {
    expect(beaconClientSeed(EXAMPLE, RANDOMNESS)).toBe(
      '68f011317c886c455712610feac05fb0417d8fc46d9cfdae0c03edadc9cd778e',
    );
    expect(beaconClientSeed(EXAMPLE, RANDOMNESS)).not.toBe(giveawayClientSeed(EXAMPLE));
  });

  it('draws b, then c, then a, each step as the independent script computed it', () => {
    const clientSeed = beaconClientSeed(EXAMPLE, RANDOMNESS);
    expect(drawGiveaway(SEED, EXAMPLE, 3, clientSeed)).toEqual([
      { nonce: 0, float: 0.5159063274040818, ticketsInDraw: 6, ticket: 3, entryId: 'b' },
      { nonce: 1, float: 0.743410739582032, ticketsInDraw: 3, ticket: 2, entryId: 'c' },
      { nonce: 2, float: 0.12363513233140111, ticketsInDraw: 1, ticket: 0, entryId: 'a' },
    ]);
  });

  it('a winner limit (ADR 070): the ineligible line is marked in the text and its tickets are out of the draw', () => {
    const list = [
      { id: 'a', tickets: 1 },
      { id: 'b', tickets: 3, ineligible: true },
      { id: 'c', tickets: 2 },
      { id: 'd', tickets: 4 },
    ];
    const clientSeed = beaconClientSeed(list, RANDOMNESS);
    expect(clientSeed).toBe('6e24c39c1928167492c640f308c69e2899643ad28ec679c8044dcce511d53665');
    expect(drawGiveaway(SEED, list, 4, clientSeed)).toEqual([
      { nonce: 0, float: 0.6566274750512093, ticketsInDraw: 7, ticket: 4, entryId: 'd' },
      { nonce: 1, float: 0.4905768025200814, ticketsInDraw: 3, ticket: 1, entryId: 'c' },
      { nonce: 2, float: 0.017736499197781086, ticketsInDraw: 1, ticket: 0, entryId: 'a' },
    ]);
  });

  it('refuses randomness that is not 32 bytes of lowercase hex', () => {
    expect(() => beaconClientSeed(EXAMPLE, RANDOMNESS.toUpperCase())).toThrow(/hex/);
    expect(() => beaconClientSeed(EXAMPLE, RANDOMNESS.slice(2))).toThrow(/hex/);
    expect(sha256Hex(`a:1\nb:3\nc:2\n${RANDOMNESS}`)).toBe(beaconClientSeed(EXAMPLE, RANDOMNESS));
  });
});

describe('drand rounds and times', () => {
  const chain = { genesis: 1000, period: 3 };
  it('round 1 at the genesis, a new round each period; the round after a close is strictly later', () => {
    expect(drandRoundAt(1_000_000, chain)).toBe(1);
    expect(drandRoundAt(1_002_999, chain)).toBe(1);
    expect(drandRoundAt(1_003_000, chain)).toBe(2);
    expect(drandRoundTime(2, chain)).toBe(1_003_000);
    // Closing exactly when round 2 is published: round 2 may be known at the close, so the draw waits for 3.
    expect(drandRoundAfter(1_003_000, chain)).toBe(3);
    for (let t = 1_000_000; t < 1_020_000; t += 250) {
      const r = drandRoundAfter(t, chain);
      expect(drandRoundTime(r, chain)).toBeGreaterThan(t);
      expect(drandRoundTime(r - 1, chain)).toBeLessThanOrEqual(t);
    }
  });

  it('names a round by its relay, chain and number', () => {
    expect(drandRoundUrl('https://api.drand.sh/', DRAND_QUICKNET.hash, 7)).toBe(
      `https://api.drand.sh/${DRAND_QUICKNET.hash}/public/7`,
    );
  });
});
