import type { SlotRequest, SlotRequestBoard, Tournament, TournamentMatch } from '@app/contracts';

/**
 * Sample data of the tournament and slot-request overlays: the admin preview draws it while there is
 * no running tournament or no queue, and the tests use it (a web feature never reads another's).
 */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const SLOTS = ['Gates of Olympus', 'Sweet Bonanza', 'Sugar Rush', 'Big Bass Splash'];

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
    predictions: {
      state: 'not_open',
      a: { points: 0, count: 0 },
      b: { points: 0, count: 0 },
      houseCut: 0,
      capRemoved: 0,
      paid: 0,
      mine: null,
    },
    decidedAt: null,
    ...overrides,
  };
}

/**
 * A running tournament of 4 slots (entrant ids 11..14, seeds 1..4): the first semi-final decided
 * (Gates of Olympus beat Big Bass Splash), the second open for predictions (750 points on a by 3,
 * 250 on b by 1), the final waiting.
 */
export function sampleTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: uuid(1),
    name: 'Friday Battle',
    state: 'running',
    entrantCount: 4,
    bracketSize: 4,
    buyCents: 10_000,
    rule: 'payout',
    tieBreak: 'multiplier',
    houseCutBps: 0,
    maxStake: 10_000,
    createdAt: '2026-11-27T18:00:00.000Z',
    startedAt: '2026-11-27T19:00:00.000Z',
    finishedAt: null,
    cancelledAt: null,
    cancelReason: null,
    entrants: SLOTS.map((name, i) => ({
      id: String(11 + i),
      seed: i + 1,
      slot: { id: uuid(100 + i), name, provider: 'Pragmatic Play' },
      caller: null,
      eliminated: i === 3,
    })),
    rounds: [
      {
        round: 1,
        matches: [
          match('1', 1, 0, {
            state: 'decided',
            a: '11',
            b: '14',
            result: {
              a: { cost: 10_000, payout: 25_000, multiplier: '2.50' },
              b: { cost: 10_000, payout: 4_050, multiplier: '0.41' },
            },
            winner: 'a',
            decidedBy: 'rule',
            decidedAt: '2026-11-27T19:30:00.000Z',
          }),
          match('2', 1, 1, {
            state: 'open',
            a: '12',
            b: '13',
            predictions: {
              state: 'open',
              a: { points: 750, count: 3 },
              b: { points: 250, count: 1 },
              houseCut: 0,
              capRemoved: 0,
              paid: 0,
              mine: null,
            },
          }),
        ],
      },
      { round: 2, matches: [match('3', 2, 0, { a: '11' })] },
    ],
    currentMatchId: '2',
    championId: null,
    champion: { state: 'open', pools: [], houseCut: 0, capRemoved: 0, paid: 0, mine: null },
    proof: { serverSeedHash: 'ab'.repeat(32), serverSeed: null, entrantsText: '', clientSeed: null, beacon: null },
    ...overrides,
  };
}

/** The same tournament with the second semi-final's result in (Sweet Bonanza 3.00x beat Sugar Rush). */
export function sampleDecidedSecondSemi(): Tournament {
  const t = sampleTournament();
  const [r1, r2] = t.rounds;
  const semi = r1!.matches[1]!;
  return {
    ...t,
    rounds: [
      {
        ...r1!,
        matches: [
          r1!.matches[0]!,
          {
            ...semi,
            state: 'decided',
            result: {
              a: { cost: 20_000, payout: 60_000, multiplier: '3.00' },
              b: { cost: 20_000, payout: 1_000, multiplier: '0.05' },
            },
            winner: 'a',
            decidedBy: 'rule',
            predictions: { ...semi.predictions, state: 'paid', paid: 1_000 },
          },
        ],
      },
      { ...r2!, matches: [{ ...r2!.matches[0]!, b: '12' }] },
    ],
  };
}

/** The tournament finished: Gates of Olympus the champion. */
export function sampleFinished(): Tournament {
  const t = sampleDecidedSecondSemi();
  const final = t.rounds[1]!.matches[0]!;
  return {
    ...t,
    state: 'finished',
    finishedAt: '2026-11-27T20:30:00.000Z',
    currentMatchId: null,
    championId: '11',
    rounds: [
      t.rounds[0]!,
      {
        round: 2,
        matches: [
          {
            ...final,
            state: 'decided',
            result: {
              a: { cost: 10_000, payout: 50_000, multiplier: '5.00' },
              b: { cost: 10_000, payout: 9_000, multiplier: '0.90' },
            },
            winner: 'a',
          },
        ],
      },
    ],
  };
}

function request(n: number, slot: string, provider: string, requester: string): SlotRequest {
  return {
    _id: uuid(300 + n),
    slot: { id: uuid(400 + n), name: slot, provider, thumbnail: null },
    requester,
    source: 'site',
    cost: 100,
    status: 'open',
    createdAt: `2026-11-27T18:0${n}:00.000Z`,
    decidedAt: null,
    note: null,
    inHunt: false,
  };
}

/** The public board: requests open, three in the queue, oldest first. */
export function sampleBoard(overrides: Partial<SlotRequestBoard> = {}): SlotRequestBoard {
  return {
    open: true,
    cost: 100,
    queue: [
      request(1, 'Book of Dead', "Play'n GO", 'ana'),
      request(2, 'Wanted Dead or a Wild', 'Hacksaw Gaming', 'bob'),
      request(3, 'Sugar Rush', 'Pragmatic Play', 'cid'),
    ],
    history: [],
    mine: null,
    ...overrides,
  };
}
