import type { Tournament, TournamentEntrant, TournamentMatch, TournamentSummary } from '@app/contracts';
import { drawGiveaway, giveawayEntriesText, hashServerSeed, sha256Hex } from '@app/games';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SERVER_SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
const ENTRANT_IDS = ['11', '12', '13', '14', '15'];
const SLOT_NAMES = ['Gates of Olympus', 'Sweet Bonanza', 'Wanted Dead or a Wild', 'Sugar Rush', 'Big Bass Splash'];

/**
 * The seeding as the server makes it: the frozen list `entrantId:1`, its SHA-256 the client seed (no
 * beacon), and the order the real giveaway draw (@app/games) picks the entrants in: pick k is seed k+1.
 */
export function seeding() {
  const entries = ENTRANT_IDS.map((id) => ({ id, tickets: 1 }));
  const text = giveawayEntriesText(entries);
  const clientSeed = sha256Hex(text);
  const order = drawGiveaway(SERVER_SEED, entries, entries.length, clientSeed).map((p) => p.entryId);
  return { text, clientSeed, order, hash: hashServerSeed(SERVER_SEED) };
}

function entrants(): TournamentEntrant[] {
  const { order } = seeding();
  return ENTRANT_IDS.map((id, i) => ({
    id,
    seed: order.indexOf(id) + 1,
    slot: { id: uuid(100 + i), name: SLOT_NAMES[i]!, provider: 'Pragmatic Play' },
    caller: i === 0 ? { id: uuid(200), name: 'caller_one' } : null,
    eliminated: false,
  }));
}

const bySeed = (seed: number) => seeding().order[seed - 1]!;

const emptyPool = () => ({
  state: 'not_open' as const,
  a: { points: 0, count: 0 },
  b: { points: 0, count: 0 },
  houseCut: 0,
  capRemoved: 0,
  paid: 0,
  mine: null,
});

function match(id: string, round: number, position: number, overrides: Partial<TournamentMatch>): TournamentMatch {
  return {
    id,
    round,
    position,
    state: 'waiting',
    a: null,
    b: null,
    result: null,
    winner: null,
    decidedBy: null,
    replays: 0,
    predictions: emptyPool(),
    decidedAt: null,
    ...overrides,
  };
}

/**
 * A running tournament of 5 slots in a bracket of 8: three byes and one decided match (its pools paid,
 * the cap having kept some points, the viewer's winning prediction) in round 1, the first semi-final
 * open for predictions.
 */
export function tournament(overrides: Partial<Tournament> = {}): Tournament {
  const s = seeding();
  return {
    id: uuid(1),
    name: 'Friday Battle',
    state: 'running',
    entrantCount: 5,
    bracketSize: 8,
    buyCents: 10_000,
    rule: 'payout',
    tieBreak: 'multiplier',
    houseCutBps: 250,
    maxStake: 5_000,
    createdAt: '2026-11-27T18:00:00.000Z',
    startedAt: '2026-11-27T19:00:00.000Z',
    finishedAt: null,
    cancelledAt: null,
    cancelReason: null,
    entrants: entrants(),
    rounds: [
      {
        round: 1,
        matches: [
          match('1', 1, 0, { state: 'bye', a: bySeed(1), winner: 'a' }),
          match('2', 1, 1, {
            state: 'decided',
            a: bySeed(4),
            b: bySeed(5),
            result: {
              a: { cost: 10_000, payout: 25_000, multiplier: '2.50' },
              b: { cost: 10_000, payout: 4_050, multiplier: '0.41' },
            },
            winner: 'a',
            decidedBy: 'rule',
            predictions: {
              state: 'paid',
              a: { points: 3_000, count: 2 },
              b: { points: 200_000, count: 4 },
              houseCut: 5_000,
              capRemoved: 12_345,
              paid: 185_655,
              mine: { side: 'a', points: 1_000, payout: 65_000, refunded: false },
            },
            decidedAt: '2026-11-27T19:30:00.000Z',
          }),
          match('3', 1, 2, { state: 'bye', a: bySeed(2), winner: 'a' }),
          match('4', 1, 3, { state: 'bye', a: bySeed(3), winner: 'a' }),
        ],
      },
      {
        round: 2,
        matches: [
          match('5', 2, 0, {
            state: 'open',
            a: bySeed(1),
            b: bySeed(4),
            predictions: { ...emptyPool(), state: 'open', a: { points: 700, count: 1 } },
          }),
          match('6', 2, 1, { state: 'ready', a: bySeed(2), b: bySeed(3) }),
        ],
      },
      { round: 3, matches: [match('7', 3, 0, {})] },
    ],
    currentMatchId: '5',
    championId: null,
    champion: {
      state: 'closed',
      pools: [{ entrantId: bySeed(1), points: 2_500, count: 3 }],
      houseCut: 0,
      capRemoved: 0,
      paid: 0,
      mine: null,
    },
    proof: {
      serverSeedHash: s.hash,
      serverSeed: SERVER_SEED,
      entrantsText: s.text,
      clientSeed: s.clientSeed,
      beacon: null,
    },
    ...overrides,
  };
}

/** The slot name of a seed in the fixture. */
export const slotOfSeed = (seed: number) => tournament().entrants.find((e) => e.seed === seed)!.slot.name;

export function summary(overrides: Partial<TournamentSummary> = {}): TournamentSummary {
  return {
    id: uuid(1),
    name: 'Friday Battle',
    state: 'running',
    entrantCount: 5,
    createdAt: '2026-11-27T18:00:00.000Z',
    startedAt: '2026-11-27T19:00:00.000Z',
    finishedAt: null,
    champion: null,
    ...overrides,
  };
}

export const signedInViewer = { _id: uuid(3), username: 'viewer', avatar: '', points: 10_000, role: 'user' as const };
