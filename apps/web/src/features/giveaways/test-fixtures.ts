import type { Giveaway, GiveawayEntries, GiveawayPick } from '@app/contracts';

/** Test data of the giveaway tests, in the wire shapes of @app/contracts. */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The published test vector (docs/games.md#giveaway-draws): entries a:1, b:3, c:2. */
export const KNOWN = {
  serverSeed: '18e93f4a7b5b58d2569765766d1b6c3296bbd8430d6f20249044d72f14720159',
  serverSeedHash: '92a94e8c23510695d92e123725ecd728e54bd251c0ec4b4c422bd16aa34567f9',
  text: 'a:1\nb:3\nc:2',
  clientSeed: '2476b761b1951b14e8e49296f885757a2b558f8ab335a9bdd8b91396627f3ea0',
  /** Computed by an independent script (the brief's known answer), never by the code under test. */
  picks: [
    { nonce: 0, entryId: 'a', float: 0.10784462234005332, ticket: 0, ticketsInDraw: 6 },
    { nonce: 1, entryId: 'c', float: 0.7117992825806141, ticket: 3, ticketsInDraw: 5 },
    { nonce: 2, entryId: 'b', float: 0.4027292560786009, ticket: 1, ticketsInDraw: 3 },
  ],
  names: { a: 'Alice', b: 'Bob', c: 'Carol' } as Record<string, string>,
};

export const knownEntries: GiveawayEntries = {
  text: KNOWN.text,
  entries: [
    { entryId: 'a', name: 'Alice', tickets: 1, ineligible: false },
    { entryId: 'b', name: 'Bob', tickets: 3, ineligible: false },
    { entryId: 'c', name: 'Carol', tickets: 2, ineligible: false },
  ],
};

/** The known answer's picks as the server publishes them; `disqualify` marks picks by nonce. */
export function knownPicks(count = 3, disqualify: Record<number, string> = {}): GiveawayPick[] {
  return KNOWN.picks.slice(0, count).map((p) => ({
    ...p,
    name: KNOWN.names[p.entryId]!,
    disqualified: disqualify[p.nonce] ? { reason: disqualify[p.nonce]!, at: '2026-11-26T21:05:00.000Z' } : null,
    pointsPaid: null,
  }));
}

/** An open paid giveaway closing in an hour, nobody entered yet. */
export function giveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  const now = Date.now();
  return {
    _id: uuid(1),
    title: 'Friday giveaway',
    prize: '$50 gift card',
    image: null,
    pointsPrize: 0,
    winners: 1,
    opensAt: new Date(now - 3_600_000).toISOString(),
    closesAt: new Date(now + 3_600_000).toISOString(),
    entryCost: 100,
    maxTicketsPerAccount: 5,
    subscriberMultiplier: 1,
    eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate: null, winLimit: null },
    chatJoin: true,
    state: 'open',
    entries: 0,
    tickets: 0,
    serverSeedHash: KNOWN.serverSeedHash,
    serverSeed: null,
    clientSeed: null,
    beacon: null,
    picks: [],
    allEntriesWon: false,
    drawnAt: null,
    finalizesAt: null,
    cancelledAt: null,
    me: null,
    ...overrides,
  };
}

/** The known-answer giveaway, drawn: 2 winners picked (Alice, Carol) from a:1 b:3 c:2. */
export function drawnGiveaway(overrides: Partial<Giveaway> = {}): Giveaway {
  return giveaway({
    _id: uuid(2),
    title: 'Known answer',
    state: 'drawn',
    winners: 2,
    entries: 3,
    tickets: 6,
    serverSeed: KNOWN.serverSeed,
    clientSeed: KNOWN.clientSeed,
    picks: knownPicks(2),
    opensAt: '2026-11-26T19:00:00.000Z',
    closesAt: '2026-11-26T21:00:00.000Z',
    drawnAt: '2026-11-26T21:00:01.000Z',
    ...overrides,
  });
}

export const signedInViewer = {
  _id: uuid(3),
  username: 'viewer',
  avatar: '',
  points: 1_000,
  role: 'user' as const,
};
