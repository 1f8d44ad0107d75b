import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveHuntViewSchema } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { openSse, waitFor, type SseReader } from './helpers/sse';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened), {
  RATE_LIMIT_BETS_PER_MINUTE: '100000',
  LIVE_HUNT_HEARTBEAT_SECONDS: '1',
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });
const console_ = {
  create: (start: number) => send('POST', '/api/v1/admin/live-hunt', admin, { start }),
  add: (name: string, bet: number, superBonus = false) =>
    send('POST', '/api/v1/admin/live-hunt/bonuses', admin, { slot: { name, provider: 'Pragmatic' }, bet, superBonus }),
  open: (bonusId: string, earning: number | null) =>
    send('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { earning }),
  gtb: (status: string) => send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status }),
  avg: (status: string) => send('POST', '/api/v1/admin/live-hunt/avg', admin, { status }),
  finish: () => send('POST', '/api/v1/admin/live-hunt/finish', admin),
  cancel: () => send('POST', '/api/v1/admin/live-hunt/cancel', admin),
};
const guess = (who: TestUser, huntId: string, value: number) =>
  send('PUT', `/api/v1/bonustracker/${huntId}/gtb`, who, { guess: value });
const avgBet = (who: TestUser, huntId: string, group: string, bet: number) =>
  send('PUT', `/api/v1/bonustracker/${huntId}/avg`, who, { guess: group, bet });

describe('live hunt console', () => {
  it('a bonus picked from the catalogue is linked to its slot; an unknown or malformed slot id is refused and adds nothing', async () => {
    await send('POST', '/api/v1/slots/import', admin, { csv: 'name,provider\nGates of Olympus,Pragmatic Play' });
    const [slot] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from slots where name = 'Gates of Olympus'`,
    );
    expect((await console_.create(100_000)).statusCode).toBe(201);
    const linked = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { _id: slot!.id, name: 'typed name', provider: 'typed' },
      bet: 200,
      superBonus: false,
    });
    expect(linked.statusCode).toBe(201);
    // The catalogue's name and provider win over what the client sent with the id.
    expect(linked.json().bonus[0].slot).toEqual({
      _id: slot!.id,
      name: 'Gates of Olympus',
      provider: 'Pragmatic Play',
      thumbnail: null,
    });
    const unknown = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { _id: '00000000-0000-4000-8000-000000000000', name: 'x', provider: 'y' },
      bet: 100,
      superBonus: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['slot._id']);
    const malformed = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { _id: 'not-a-uuid', name: 'x', provider: 'y' },
      bet: 100,
      superBonus: false,
    });
    expect(malformed.statusCode).toBe(400);
    const view = await app.inject({ method: 'GET', url: '/api/v1/live-hunt' });
    expect(view.json().hunt.bonus).toHaveLength(1);
  });

  it('numbers hunts, allows one live hunt at a time, adds, edits, reorders and opens bonuses', async () => {
    const first = await console_.create(100_000);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      index: 1,
      status: 'live',
      start: 100_000,
      gtb: { status: 'closed', prizePool: 3000, maxGuess: 1_500_000 },
      avg: { status: 'soon' },
    });
    const second = await console_.create(5_000);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('LIVE_HUNT_EXISTS');

    await console_.add('Gates of Olympus', 200);
    await console_.add('Sweet Bonanza', 100, true);
    const third = await console_.add('Wanted', 400);
    const ids = third.json().bonus.map((b: { _id: string }) => b._id);
    expect(third.json().bonus.map((b: { slot: { name: string } }) => b.slot.name)).toEqual([
      'Gates of Olympus',
      'Sweet Bonanza',
      'Wanted',
    ]);

    const reordered = await send('PUT', '/api/v1/admin/live-hunt/bonuses/order', admin, {
      order: [ids[2], ids[0], ids[1]],
    });
    expect(
      reordered.json().bonus.map((b: { slot: { name: string }; position: number }) => `${b.position}:${b.slot.name}`),
    ).toEqual(['1:Wanted', '2:Gates of Olympus', '3:Sweet Bonanza']);
    const badOrder = await send('PUT', '/api/v1/admin/live-hunt/bonuses/order', admin, { order: [ids[0]] });
    expect(badOrder.statusCode).toBe(400);

    const opened = await console_.open(ids[0], 10_000);
    expect(opened.json().bonus[1]).toMatchObject({ earning: 10_000, multiplier: 50 });
    expect(opened.json().stats).toMatchObject({
      totalBonus: 3,
      openedBonus: 1,
      endBalance: 10_000,
      avgMulti: 50,
      highestWin: 10_000,
      highestMultiplier: 50,
    });
    const edited = await send('PATCH', `/api/v1/admin/live-hunt/bonuses/${ids[1]}`, admin, {
      bet: 150,
      superBonus: true,
    });
    expect(edited.json().bonus[2]).toMatchObject({ bet: 150, isSuper: true, earning: null });

    const viewer = await createUser(database);
    const notAdmin = await send('POST', '/api/v1/admin/live-hunt/gtb', viewer, { status: 'opened' });
    expect(notAdmin.statusCode).toBe(403);
    const pub = await app.inject({ method: 'GET', url: '/api/v1/live-hunt' });
    expect(pub.json()).toMatchObject({ hunt: { index: 1, bonus: [{}, {}, {}] }, me: null });
  });

  it('the database itself refuses a second live hunt', async () => {
    await console_.create(1_000);
    await expect(
      database.db.execute(sql`insert into live_hunts (index, start_cents) values (99, 100)`),
    ).rejects.toThrow();
  });
});

describe('viewer bets and settlement', () => {
  it('runs the whole lifecycle with several users; settlement is stored once and repeating it changes nothing', async () => {
    const hunt = (await console_.create(10_000)).json();
    const users = await Promise.all(
      [1, 2, 3, 4].map((i) => createUser(database, { points: 1_000, displayName: `V${i}` })),
    );
    const [a, b, c, d] = users as [TestUser, TestUser, TestUser, TestUser];

    // closed / soon: refused with their own codes
    expect((await guess(a, hunt._id, 5_000)).json().error.code).toBe('GTB_CLOSED');
    expect((await avgBet(a, hunt._id, 'A', 10)).json().error.code).toBe('AVG_CLOSED');
    await console_.gtb('opened');
    await console_.avg('opened');

    expect((await guess(a, hunt._id, 99)).json().error.code).toBe('GTB_OUT_OF_RANGE');
    expect((await guess(a, hunt._id, 150_001)).json().error.code).toBe('GTB_OUT_OF_RANGE');
    expect((await avgBet(a, hunt._id, 'A', 501)).json().error.code).toBe('AVG_OUT_OF_RANGE');
    expect((await avgBet(a, hunt._id, 'A', 0)).json().error.code).toBe('AVG_OUT_OF_RANGE');
    const poor = await createUser(database, { points: 5 });
    const refused = await avgBet(poor, hunt._id, 'A', 6);
    expect(refused.json().error.code).toBe('INSUFFICIENT_POINTS');
    expect(await balanceOf(database, poor.id)).toBe(5);

    expect((await guess(a, hunt._id, 150_000)).statusCode).toBe(200);
    expect((await guess(a, hunt._id, 7_000)).json().error.code).toBe('GTB_ALREADY_PLACED');
    await guess(b, hunt._id, 9_000); // distance 1000
    await guess(c, hunt._id, 11_000); // distance 1000, later: ranks after b
    await guess(d, hunt._id, 10_000); // exact

    const betA = await avgBet(a, hunt._id, 'B', 100);
    expect(betA.json()).toEqual({
      points: 900,
      me: { gtb: { guess: 150_000 }, avg: { group: 'B', bet: 100, payout: null, refunded: false } },
    });
    expect((await avgBet(a, hunt._id, 'C', 5)).json().error.code).toBe('AVG_ALREADY_PLACED');
    await avgBet(b, hunt._id, 'B', 200);
    await avgBet(c, hunt._id, 'A', 500);
    await avgBet(d, hunt._id, 'F', 1);

    const mine = await app.inject({ method: 'GET', url: '/api/v1/live-hunt', headers: { cookie: b.cookie } });
    expect(mine.json()).toMatchObject({
      me: { gtb: { guess: 9_000 }, avg: { group: 'B', bet: 200 } },
      hunt: { avg: { pot: 801, participants: 4 }, gtb: { participants: 4 } },
    });

    // 70x and 70x -> mean 70 -> B; final balance 10_000 + 3_000 = ... bets 100 and 50
    const withBonuses = (await console_.add('Slot A', 100)).json();
    const ids = (await console_.add('Slot B', 50)).json().bonus.map((x: { _id: string }) => x._id);
    expect(withBonuses.bonus).toHaveLength(1);
    await console_.open(ids[0], 7_000);
    await console_.open(ids[1], 3_000); // 60x -> mean 65 -> A
    await console_.open(ids[1], 3_500); // 70x -> mean 70 -> B; final 10_500
    const finished = await console_.finish();
    expect(finished.statusCode).toBe(200);
    const settlement = finished.json().settlement;
    expect(finished.json()).toMatchObject({
      status: 'finished',
      gtb: { status: 'closed', guess: 10_500 },
      avg: { status: 'closed', group: 'B' },
    });
    expect(settlement).toMatchObject({
      finalBalance: 10_500,
      averageMultiplier: 70,
      averageMultiplierWhole: 70,
      winningGroup: 'B',
      pot: 801,
      paidOut: 801,
      refundedAll: false,
    });
    expect(
      settlement.gtbRanking.map(
        (r: { username: string; rank: number; distance: number }) => `${r.rank}:${r.username}:${r.distance}`,
      ),
    ).toEqual(['1:V3:500', '2:V4:500', '3:V2:1500', '4:V1:139500']);
    // pot 801: A 100/300 -> 267, B 200/300 -> 534
    expect(await balanceOf(database, a.id)).toBe(900 + 267);
    expect(await balanceOf(database, b.id)).toBe(800 + 534);
    expect(await balanceOf(database, c.id)).toBe(500);
    expect(await balanceOf(database, d.id)).toBe(999);
    // The rows carry figures, not English lines: the web writes "Bonus Hunt #1: AVG group B".
    expect(
      await queryRows(
        database.db,
        sql`select reason, params, note from points_ledger where user_id = ${b.id} and ref_id = ${hunt._id} order by seq`,
      ),
    ).toEqual([
      { reason: 'hunt_bet', params: { hunt: 1, group: 'B' }, note: null },
      { reason: 'hunt_payout', params: { hunt: 1, group: 'B' }, note: null },
    ]);

    // finish again: nothing live; settling the finished hunt again changes nothing
    expect((await console_.finish()).json().error.code).toBe('NO_LIVE_HUNT');
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where ref_type = 'live_hunt' and ref_id = ${hunt._id}`,
    );
    expect(rows[0]?.n).toBe(4 + 2);
    const { createLiveHuntService } = await import('../src/features/live-hunt/service');
    const { createLocalBus } = await import('../src/features/live-hunt/bus');
    const { createCasinoAccountsService } = await import('../src/features/casino-accounts/service');
    const svc = createLiveHuntService({
      db: database.db,
      bus: createLocalBus(),
      affiliates: createCasinoAccountsService({ db: database.db }),
    });
    expect(await svc.settleAgain(hunt._id)).toBe(false);
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where ref_type = 'live_hunt' and ref_id = ${hunt._id}`,
    );
    expect(after[0]?.n).toBe(6);
    expect(await balanceOf(database, a.id)).toBe(1_167);
    await expectLedgerInvariant(database);

    // the ended hunt stays listed with its results; a new hunt gets the next index
    const past = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/live-hunts',
      headers: { cookie: admin.cookie },
    });
    expect(past.json()[0]).toMatchObject({ index: 1, status: 'finished', settlement: { winningGroup: 'B' } });
    expect((await console_.create(500)).json().index).toBe(2);
  });

  it('refunds every bet when nobody chose the winning group', async () => {
    const hunt = (await console_.create(10_000)).json();
    await console_.avg('opened');
    const [a, b] = await Promise.all([createUser(database, { points: 100 }), createUser(database, { points: 100 })]);
    await avgBet(a, hunt._id, 'E', 40);
    await avgBet(b, hunt._id, 'F', 60);
    const id = (await console_.add('Slot', 100)).json().bonus[0]._id;
    await console_.open(id, 1_000); // 10x -> A
    const done = (await console_.finish()).json();
    expect(done.settlement).toMatchObject({ winningGroup: 'A', refundedAll: true, pot: 100, paidOut: 100 });
    expect(await balanceOf(database, a.id)).toBe(100);
    expect(await balanceOf(database, b.id)).toBe(100);
    const reasons = await queryRows<{ reason: string; params: unknown }>(
      database.db,
      sql`select reason, params from points_ledger where ref_id = ${hunt._id} and delta > 0 order by seq`,
    );
    expect(reasons).toEqual([
      { reason: 'hunt_refund', params: { hunt: hunt.index, why: 'no_winner' } },
      { reason: 'hunt_refund', params: { hunt: hunt.index, why: 'no_winner' } },
    ]);
    await expectLedgerInvariant(database);
  });

  it('cancelling refunds every AVG bet', async () => {
    const hunt = (await console_.create(10_000)).json();
    await console_.avg('opened');
    const a = await createUser(database, { points: 300 });
    await avgBet(a, hunt._id, 'C', 300);
    expect(await balanceOf(database, a.id)).toBe(0);
    const cancelled = await console_.cancel();
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', settlement: null });
    expect(await balanceOf(database, a.id)).toBe(300);
    expect(
      await queryRows(
        database.db,
        sql`select reason, params from points_ledger where ref_id = ${hunt._id} order by seq`,
      ),
    ).toEqual([
      { reason: 'hunt_bet', params: { hunt: hunt.index, group: 'C' } },
      { reason: 'hunt_refund', params: { hunt: hunt.index, why: 'cancelled' } },
    ]);
    expect((await avgBet(a, hunt._id, 'C', 1)).json().error.code).toBe('AVG_CLOSED');
    await expectLedgerInvariant(database);
  });

  it('20 parallel AVG bets by one user: exactly one is placed and debited once', async () => {
    const hunt = (await console_.create(10_000)).json();
    await console_.avg('opened');
    const a = await createUser(database, { points: 1_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => avgBet(a, hunt._id, 'ABCDEF'[i % 6]!, 10 + i)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'AVG_ALREADY_PLACED')).toBe(
      true,
    );
    const placed = ok[0]!.json().me.avg.bet as number;
    expect(await balanceOf(database, a.id)).toBe(1_000 - placed);
    const bets = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from live_hunt_avg_bets`);
    expect(bets[0]?.n).toBe(1);
    const debits = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'hunt_bet'`,
    );
    expect(debits[0]?.n).toBe(1);
    await expectLedgerInvariant(database);
  });
});

describe('overlay key', () => {
  it('is created, rotated, and a wrong or old key is 401', async () => {
    const active = (key?: string) =>
      app.inject({ method: 'GET', url: '/api/v1/overlay/bonus-hunt/active', headers: key ? { 'x-api-key': key } : {} });
    expect((await active('ovl_nothing_yet')).statusCode).toBe(401);
    const status = () =>
      app.inject({ method: 'GET', url: '/api/v1/admin/overlay-key', headers: { cookie: admin.cookie } });
    expect((await status()).json()).toEqual({ exists: false, createdAt: null, revealable: false });
    const first = (await send('POST', '/api/v1/admin/overlay-key', admin)).json().key as string;
    expect((await status()).json()).toMatchObject({ exists: true });
    expect(JSON.stringify((await status()).json())).not.toContain(first);
    await console_.create(2_000);
    const ok = await active(first);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().hunt).toMatchObject({ status: 'live', start: 2_000 });
    expect((await active()).statusCode).toBe(401);
    expect((await active(`${first}x`)).statusCode).toBe(401);
    const second = (await send('POST', '/api/v1/admin/overlay-key', admin)).json().key as string;
    expect(second).not.toBe(first);
    expect((await active(first)).statusCode).toBe(401);
    expect((await active(second)).statusCode).toBe(200);
    const viewer = await createUser(database);
    expect((await send('POST', '/api/v1/admin/overlay-key', viewer)).statusCode).toBe(403);
  });
});

describe('demo seed', () => {
  it('leaves a live hunt with GTB opened, AVG soon and some bonuses opened', async () => {
    await resetDatabase(database);
    const { seedDemo } = await import('../src/seed');
    await seedDemo(database.db);
    // The seed runs before an instance starts (it writes no change event), so ask a fresh instance.
    const started = await createTestApp(database);
    const view = (await started.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json();
    await started.close();
    expect(view.hunt).toMatchObject({
      index: 1,
      status: 'live',
      gtb: { status: 'opened', participants: 1 },
      avg: { status: 'soon' },
      stats: { totalBonus: 8, openedBonus: 4 },
    });
  });
});

describe('push', () => {
  it('two SSE clients receive a console update; a client resuming with the latest Last-Event-ID gets nothing stale', async () => {
    await console_.create(10_000);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const streams: SseReader[] = [];
    type HuntEvent = { id: number; data: { kind: string; hunt: { bonus: unknown[] } | null } };
    const open = async (headers: Record<string, string> = {}) => {
      const stream = await openSse(`${address}/api/v1/live-hunt/events`, headers);
      streams.push(stream);
      expect(stream.status).toBe(200);
      // The hunt events are the ones with an id (a heartbeat has none).
      const hunts = (): HuntEvent[] =>
        stream.events
          .filter((e) => e.id !== null)
          .map((e) => ({ id: Number(e.id), data: JSON.parse(e.data) as HuntEvent['data'] }));
      return {
        get events() {
          return hunts();
        },
        heartbeats: stream.heartbeats,
      };
    };
    try {
      const one = await open();
      const two = await open();
      await waitFor(() => one.events.length === 1 && two.events.length === 1);
      const startId = one.events[0]!.id;
      const t0 = Date.now();
      await console_.add('Pushed Slot', 100);
      await waitFor(() => one.events.length === 2 && two.events.length === 2, 1_000);
      expect(Date.now() - t0).toBeLessThan(1_000);
      expect(one.events[1]!.data.kind).toBe('bonus_added');
      expect(two.events[1]!.data.hunt!.bonus).toHaveLength(1);
      expect(two.events[1]!.id).toBeGreaterThan(startId);

      const upToDate = await open({ 'last-event-id': String(one.events[1]!.id) });
      const behind = await open({ 'last-event-id': String(startId) });
      await waitFor(() => behind.events.length === 1);
      expect(behind.events[0]!.data.hunt!.bonus).toHaveLength(1);
      await waitFor(() => upToDate.heartbeats() >= 1, 2_500);
      expect(upToDate.events).toHaveLength(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe("the visitors' body", () => {
  it("is one prepared body with an ETag, dropped by every change, and never shows a viewer's own entries", async () => {
    const viewer = await createUser(database, { points: 1_000 });
    const created = await console_.create(100_000);
    const huntId = created.json()._id as string;
    const first = await app.inject({ method: 'GET', url: '/api/v1/live-hunt' });
    expect(first.statusCode).toBe(200);
    expect(liveHuntViewSchema.parse(first.json())).toMatchObject({ me: null, hunt: { _id: huntId, bonus: [] } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"lh-\d+-/);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/live-hunt', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    // A change is seen by the very next request, with a new ETag.
    await console_.add('Fresh Slot', 100);
    const second = await app.inject({ method: 'GET', url: '/api/v1/live-hunt', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(200);
    expect(second.json().hunt.bonus.map((b: { slot: { name: string } }) => b.slot.name)).toEqual(['Fresh Slot']);
    expect(second.headers.etag).not.toBe(etag);

    // A viewer's bet changes the pot for everyone; the viewer's own entry is only in their own answer.
    await console_.avg('opened');
    expect((await avgBet(viewer, huntId, 'C', 40)).statusCode).toBe(200);
    const visitor = await app.inject({ method: 'GET', url: '/api/v1/live-hunt' });
    expect(visitor.json().me).toBeNull();
    expect(visitor.json().hunt.avg).toMatchObject({ pot: 40, participants: 1 });
    const own = await app.inject({ method: 'GET', url: '/api/v1/live-hunt', headers: { cookie: viewer.cookie } });
    expect(own.headers['cache-control']).toContain('no-store');
    expect(own.json().me.avg).toMatchObject({ group: 'C', bet: 40 });
    expect(own.json().hunt).toEqual(visitor.json().hunt);
  });

  it("on PostgreSQL, a change made through another instance reaches this instance's body", async () => {
    if (database.kind !== 'postgres') return;
    const other = await createTestApp(database);
    try {
      await console_.create(50_000);
      expect((await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json().hunt.bonus).toHaveLength(0);
      const add = await other.inject({
        method: 'POST',
        url: '/api/v1/admin/live-hunt/bonuses',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: { slot: { name: 'Elsewhere', provider: 'X' }, bet: 100, superBonus: false },
      });
      expect(add.statusCode).toBe(201);
      // The NOTIFY travels after the other instance's commit: this instance drops its body when it hears it.
      const until = Date.now() + 5_000;
      let count = 0;
      while (Date.now() < until) {
        count = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json().hunt.bonus.length;
        if (count === 1) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(count).toBe(1);
    } finally {
      await other.close();
    }
  });
});
