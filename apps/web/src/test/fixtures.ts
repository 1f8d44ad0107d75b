import type {
  Bonus,
  BonusHunt,
  HuntStatsView,
  LiveBonus,
  LiveHunt,
  SlotRequest,
  SlotRequestBoard,
} from '@app/contracts';

/** Test data in the wire shapes of @app/contracts; each factory takes overrides. */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A live hunt bonus (cents of a dollar), unopened unless `earning` is given. */
export function liveBonus(n: number, overrides: Partial<LiveBonus> = {}): LiveBonus {
  return {
    _id: uuid(100 + n),
    position: n,
    slot: { _id: null, name: `Slot ${n}`, provider: 'Pragmatic Play', thumbnail: null },
    bet: 100,
    earning: null,
    isSuper: false,
    multiplier: null,
    ...overrides,
  };
}

/** A live hunt with a $100 start, GTB opened, AVG opened, no bonus and no bet yet. */
export function liveHunt(overrides: Partial<LiveHunt> = {}): LiveHunt {
  const start = overrides.start ?? 10_000;
  return {
    _id: uuid(1),
    index: 7,
    status: 'live',
    createdAt: '2026-11-23T17:05:00.000Z',
    endedAt: null,
    start,
    bonus: [],
    stats: {
      totalBonus: 0,
      openedBonus: 0,
      targetBalance: start,
      endBalance: 0,
      avgMulti: null,
      breakEvenX: 0,
      highestWin: null,
      highestMultiplier: null,
    },
    gtb: {
      status: 'opened',
      guess: null,
      participants: 0,
      prizePool: 3_000,
      maxGuess: start * 15,
      closedForGood: false,
      prizes: [{ points: null, text: '$30', affiliate: null }],
      winLimit: null,
    },
    avg: {
      status: 'opened',
      group: null,
      pot: 0,
      participants: 0,
      groups: (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((group) => ({ group, pot: 0, participants: 0 })),
    },
    settlement: null,
    ...overrides,
  };
}

/** A personal hunt's bonus (euros as 2-decimal strings), unopened unless `earning` is given. */
export function huntBonus(n: number, overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: uuid(200 + n),
    slot: { id: uuid(300 + n), name: `Slot ${n}`, provider: 'Hacksaw Gaming', thumbnail: null },
    bet: '1.00',
    earning: null,
    multiplier: null,
    superBonus: false,
    ...overrides,
  };
}

/** The statistics of a hunt with nothing opened yet; override the figures a test looks at. */
export function huntStats(overrides: Partial<HuntStatsView> = {}): HuntStatsView {
  return {
    totalBonuses: 0,
    openedBonuses: 0,
    totalBets: '0.00',
    totalEarnings: '0.00',
    profit: '0.00',
    startBreakEvenX: 0,
    breakEvenX: 0,
    breakEvenAmount: '0.00',
    avgEarning: '0.00',
    avgMulti: 0,
    avgMultiWeighted: 0,
    highestWin: '0.00',
    highestMulti: 0,
    best: null,
    worst: null,
    providers: [],
    ...overrides,
  };
}

/** The owner's view of a personal hunt with a 100.00 start. */
export function bonusHunt(overrides: Partial<BonusHunt> = {}): BonusHunt {
  return {
    id: uuid(2),
    name: 'Friday hunt',
    start: '100.00',
    shared: false,
    createdAt: '2026-11-20T20:00:00.000Z',
    editable: true,
    status: 'In progress',
    bonuses: [],
    stats: huntStats(),
    ...overrides,
  };
}

/** The signed-in viewer of GET /users/me. */
export const viewer = {
  _id: uuid(3),
  username: 'viewer',
  avatar: '',
  points: 1_000,
  role: 'user' as const,
};

/** An open slot request made on the site for 500 points, in the queue. */
export function slotRequest(n: number, overrides: Partial<SlotRequest> = {}): SlotRequest {
  return {
    _id: uuid(700 + n),
    slot: { id: uuid(800 + n), name: `Requested Slot ${n}`, provider: 'Hacksaw Gaming', thumbnail: null },
    requester: `viewer${n}`,
    source: 'site',
    cost: 500,
    status: 'open',
    createdAt: '2026-11-26T09:00:00.000Z',
    decidedAt: null,
    note: null,
    inHunt: false,
    ...overrides,
  };
}

/** The public slot requests board: open at 500 points, nothing queued, no history, no own request. */
export function slotRequestBoard(overrides: Partial<SlotRequestBoard> = {}): SlotRequestBoard {
  return { open: true, cost: 500, queue: [], history: [], mine: null, ...overrides };
}
