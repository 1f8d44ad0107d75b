import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishedHuntStatsSchema, huntStatsOverviewSchema } from '@app/contracts';
import type { Database } from '../src/db/client';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let viewer: TestUser;

useTestApp((opened) => ({ app, database } = opened));

const send = (method: 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

type Bonus = [slot: string, provider: string, betCents: number, earningCents: number | null];

/** A live hunt run through the admin's console: created, bonuses added and opened, then finished, cancelled or left live. */
async function runHunt(startCents: number, bonuses: Bonus[], end: 'finish' | 'cancel' | 'live'): Promise<string> {
  const created = await send('POST', '/api/v1/admin/live-hunt', admin, { start: startCents });
  expect(created.statusCode).toBe(201);
  const huntId = created.json()._id as string;
  for (const [name, provider, bet, earning] of bonuses) {
    const added = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, { slot: { name, provider }, bet });
    expect(added.statusCode).toBe(201);
    const bonusId = (added.json().bonus as { _id: string }[]).at(-1)!._id;
    if (earning !== null)
      expect((await send('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { earning })).statusCode).toBe(
        200,
      );
  }
  if (end !== 'live') expect((await send('POST', `/api/v1/admin/live-hunt/${end}`, admin)).statusCode).toBe(200);
  return huntId;
}

const PP = 'Pragmatic Play';
const HS = 'Hacksaw Gaming';
/** Hunt 1: start 100.00, win 60.00 (Book of Dead never opened), profit -40.00, average (50 + 5 + 0) / 3 = 18.33. */
const hunt1: Bonus[] = [
  ['Gates of Olympus', PP, 100, 5_000],
  ['Sweet Bonanza', PP, 200, 1_000],
  ['Wanted Dead or a Wild', HS, 100, 0],
  ['Book of Dead', "Play'n GO", 100, null],
];
/** Hunt 2: start 50.00, win 233.00, profit 183.00, average (100 + 3 + 10) / 3 = 37.67. */
const hunt2: Bonus[] = [
  ['Gates of Olympus', PP, 200, 20_000],
  ['Sweet Bonanza', PP, 100, 300],
  ['Wanted Dead or a Wild', HS, 300, 3_000],
];
/** Hunt 3: start 10.00, win 1011.50, profit 1001.50; one lucky 100000x spin on a slot played once. */
const hunt3: Bonus[] = [
  ['Gates of Olympus', PP, 100, 1_050],
  ['Sweet Bonanza', PP, 100, 100],
  ['Lucky One', HS, 1, 100_000],
];

let ids: string[] = [];

beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  viewer = await createUser(database);
  ids = [
    await runHunt(10_000, hunt1, 'finish'),
    await runHunt(5_000, hunt2, 'finish'),
    await runHunt(1_000, hunt3, 'finish'),
    // Neither a cancelled nor the running hunt counts, whatever they won.
    await runHunt(2_000, [['Gates of Olympus', PP, 100, 9_999_999]], 'cancel'),
    await runHunt(3_000, [['Sweet Bonanza', PP, 100, 8_888_888]], 'live'),
  ];
});

const MONEY =
  /"(start|win|profit|cumulativeProfit|totalStart|totalWin|totalBet|bet|balance|highestWin)":(-?[0-9.e+]+)/g;
/** Every money figure of a raw JSON body has at most 2 decimals. */
function expectMoneyTo2Decimals(body: string) {
  const found = [...body.matchAll(MONEY)];
  expect(found.length).toBeGreaterThan(0);
  for (const [, , value] of found) expect(value).toMatch(/^-?\d+(\.\d{1,2})?$/);
}

describe('GET /api/v1/hunt-stats', () => {
  it('computes every figure of the finished hunts, by hand', async () => {
    const res = await get('/api/v1/hunt-stats');
    expect(res.statusCode).toBe(200);
    const body = huntStatsOverviewSchema.parse(res.json());
    expect(body.summary).toEqual({
      hunts: 3,
      openedBonuses: 9,
      totalStart: 160,
      totalWin: 1304.5,
      profit: 1144.5,
      // (50 + 5 + 0 + 100 + 3 + 10 + 10.5 + 1 + 100000) / 9 = 11131.0555...
      avgMulti: 11131.06,
    });
    expect(
      body.hunts.map((h) => [
        h._id,
        h.index,
        h.start,
        h.win,
        h.profit,
        h.cumulativeProfit,
        h.avgMulti,
        h.bonuses,
        h.openedBonuses,
      ]),
    ).toEqual([
      [ids[0], 1, 100, 60, -40, -40, 18.33, 4, 3],
      [ids[1], 2, 50, 233, 183, 143, 37.67, 3, 3],
      [ids[2], 3, 10, 1011.5, 1001.5, 1144.5, 33337.17, 3, 3],
    ]);
    expect(body.minBonuses).toEqual({ slots: 3, providers: 5 });
    // Slots with 3+ opened bonuses: the lucky one-off (1 bonus) and Wanted (2) are not ranked.
    const gates = { name: 'Gates of Olympus', provider: PP, bonuses: 3, totalBet: 4, totalWin: 260.5, avgMulti: 53.5 };
    const sweet = { name: 'Sweet Bonanza', provider: PP, bonuses: 3, totalBet: 4, totalWin: 14, avgMulti: 3 };
    // Two ranked slots: one in each list, never the same slot as both best and worst.
    expect(body.slots).toEqual({ best: [gates], worst: [sweet] });
    // Providers with 5+: Pragmatic Play (6); Hacksaw has 3, Play'n GO none opened.
    const pp = { name: PP, provider: PP, bonuses: 6, totalBet: 8, totalWin: 274.5, avgMulti: 28.25 };
    // One ranked provider: it is the best, and no worst is named (not enough data).
    expect(body.providers).toEqual({ best: [pp], worst: [] });
    expect(body.biggestWins.byMultiplier.map((w) => [w.slot, w.huntIndex, w.multiplier])).toEqual([
      ['Lucky One', 3, 100000],
      ['Gates of Olympus', 2, 100],
      ['Gates of Olympus', 1, 50],
      ['Gates of Olympus', 3, 10.5],
      ['Wanted Dead or a Wild', 2, 10],
      ['Sweet Bonanza', 1, 5],
      ['Sweet Bonanza', 2, 3],
      ['Sweet Bonanza', 3, 1],
      ['Wanted Dead or a Wild', 1, 0],
    ]);
    expect(body.biggestWins.byAmount.slice(0, 3)).toEqual([
      {
        huntId: ids[2],
        huntIndex: 3,
        endedAt: expect.any(String),
        slot: 'Lucky One',
        provider: HS,
        bet: 0.01,
        win: 1000,
        multiplier: 100000,
      },
      {
        huntId: ids[1],
        huntIndex: 2,
        endedAt: expect.any(String),
        slot: 'Gates of Olympus',
        provider: PP,
        bet: 2,
        win: 200,
        multiplier: 100,
      },
      {
        huntId: ids[0],
        huntIndex: 1,
        endedAt: expect.any(String),
        slot: 'Gates of Olympus',
        provider: PP,
        bet: 1,
        win: 50,
        multiplier: 50,
      },
    ]);
    expectMoneyTo2Decimals(res.body);
  });

  it("a viewer's private bonus hunt with huge wins changes no figure", async () => {
    const before = (await get('/api/v1/hunt-stats')).body;
    expect(
      (await send('POST', '/api/v1/slots/import', admin, { csv: `name,provider\nGates of Olympus,${PP}` })).statusCode,
    ).toBe(200);
    const slotId = ((await get('/api/v1/slots?q=Gates')).json() as { id: string }[])[0]!.id;
    const hunt = await send('POST', '/api/v1/bonus-hunt', viewer, { name: 'My private hunt' });
    expect(hunt.statusCode).toBe(201);
    const huntId = hunt.json().id as string;
    expect((await send('PATCH', `/api/v1/bonus-hunt/${huntId}`, viewer, { start: '1' })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) {
      const added = await send('POST', `/api/v1/bonus-hunt/${huntId}/bonuses`, viewer, {
        slot: slotId,
        bet: '0.01',
        earning: '9999999',
      });
      expect(added.statusCode).toBe(201);
    }
    // A change of the running live hunt drops the cached statistics, so this read is computed afresh.
    expect((await send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status: 'opened' })).statusCode).toBe(200);
    const fresh = await get('/api/v1/hunt-stats');
    expect(fresh.body).toBe(before);
    expect((await get(`/api/v1/live-hunts/${huntId}/stats`)).statusCode).toBe(404);
  });

  it('answers an ETag and 304 for a matching If-None-Match; a finished hunt changes the body at once', async () => {
    const first = await get('/api/v1/hunt-stats');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"hs-/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await get('/api/v1/hunt-stats', { 'if-none-match': etag })).statusCode).toBe(304);

    // The running hunt (start 30.00, one bonus 88888.88) finishes: now it counts.
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const after = await get('/api/v1/hunt-stats', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const body = huntStatsOverviewSchema.parse(after.json());
    expect(body.summary.hunts).toBe(4);
    expect(body.summary.profit).toBe(1144.5 + 88888.88 - 30);
    expect(body.hunts.at(-1)!.cumulativeProfit).toBe(body.summary.profit);
  });

  it('answers zeros and empty lists before any hunt finished', async () => {
    await resetDatabase(database);
    const res = await get('/api/v1/hunt-stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      summary: { hunts: 0, openedBonuses: 0, totalStart: 0, totalWin: 0, profit: 0, avgMulti: null },
      hunts: [],
      minBonuses: { slots: 3, providers: 5 },
      slots: { best: [], worst: [] },
      providers: { best: [], worst: [] },
      biggestWins: { byMultiplier: [], byAmount: [] },
    });
  });
});

describe('GET /api/v1/live-hunts/{id}/stats', () => {
  it("gives a finished hunt's balance as its bonuses open, in the hunt's order", async () => {
    const res = await get(`/api/v1/live-hunts/${ids[0]}/stats`);
    expect(res.statusCode).toBe(200);
    const body = finishedHuntStatsSchema.parse(res.json());
    expect(body.hunt).toMatchObject({
      _id: ids[0],
      index: 1,
      start: 100,
      win: 60,
      profit: -40,
      avgMulti: 18.33,
      bonuses: 4,
      openedBonuses: 3,
      highestWin: 50,
      highestMultiplier: 50,
    });
    expect(body.curve).toEqual([
      { step: 0, slot: null, provider: null, bet: null, win: null, multiplier: null, balance: 0, profit: -100 },
      { step: 1, slot: 'Gates of Olympus', provider: PP, bet: 1, win: 50, multiplier: 50, balance: 50, profit: -50 },
      { step: 2, slot: 'Sweet Bonanza', provider: PP, bet: 2, win: 10, multiplier: 5, balance: 60, profit: -40 },
      { step: 3, slot: 'Wanted Dead or a Wild', provider: HS, bet: 1, win: 0, multiplier: 0, balance: 60, profit: -40 },
    ]);
    expectMoneyTo2Decimals(res.body);
    const etag = res.headers.etag as string;
    expect((await get(`/api/v1/live-hunts/${ids[0]}/stats`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers 404 NOT_FOUND for a cancelled, a running and an unknown hunt; 400 for a malformed id', async () => {
    for (const id of [ids[3], ids[4], '00000000-0000-4000-8000-000000000000']) {
      const res = await get(`/api/v1/live-hunts/${id}/stats`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No finished hunt with this id.' } });
    }
    expect((await get('/api/v1/live-hunts/nope/stats')).statusCode).toBe(400);
    // Once the running hunt finishes, its statistics are there (a 404 is never kept).
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const res = await get(`/api/v1/live-hunts/${ids[4]}/stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json().curve.at(-1)).toMatchObject({ balance: 88888.88, profit: 88858.88 });
  });
});
