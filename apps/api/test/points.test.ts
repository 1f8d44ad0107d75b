import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss', login: 'boss' });
});

describe('points service', () => {
  it('credit and debit write one ledger row each with the balance after; a short debit changes nothing', async () => {
    const u = await createUser(database);
    await pointsService.credit(database.db, {
      userId: u.id,
      amount: 100,
      reason: 'game_payout',
      refType: 'mines',
      refId: 'g1',
    });
    expect(await pointsService.debit(database.db, { userId: u.id, amount: 30, reason: 'game_bet' })).toBe(70);
    await expect(
      pointsService.debit(database.db, { userId: u.id, amount: 71, reason: 'game_bet' }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    const rows = await queryRows<{ delta: number; balance_after: number; reason: string }>(
      database.db,
      sql`select delta, balance_after, reason from points_ledger where user_id = ${u.id} order by created_at`,
    );
    expect(rows).toEqual([
      { delta: 100, balance_after: 100, reason: 'game_payout' },
      { delta: -30, balance_after: 70, reason: 'game_bet' },
    ]);
    await expect(
      pointsService.credit(database.db, { userId: u.id, amount: -5, reason: 'game_payout' }),
    ).rejects.toThrow();
    await expect(pointsService.debit(database.db, { userId: u.id, amount: 1.5, reason: 'game_bet' })).rejects.toThrow();
  });

  it('a debit inside a failed transaction leaves no trace', async () => {
    const u = await createUser(database, { points: 50 });
    await expect(
      database.db.transaction(async (tx) => {
        await pointsService.debit(tx, { userId: u.id, amount: 20, reason: 'game_bet' });
        throw new Error('the game insert failed');
      }),
    ).rejects.toThrow('the game insert failed');
    expect(await balanceOf(database, u.id)).toBe(50);
    await expectLedgerInvariant(database);
  });

  it('100 parallel debits of 1 on a balance of 60 succeed exactly 60 times', async () => {
    const u = await createUser(database, { points: 60 });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        database.db.transaction((tx) => pointsService.debit(tx, { userId: u.id, amount: 1, reason: 'game_bet' })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(60);
    expect(await balanceOf(database, u.id)).toBe(0);
    await expectLedgerInvariant(database);
  });
});

describe('PUT /points (admin sets a balance)', () => {
  it('writes one ledger row for the difference, naming the admin', async () => {
    const u = await createUser(database, { points: 120 });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/points',
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { id: u.id, points: 45 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: u.id, points: 45 });
    const rows = await queryRows<{ delta: number; actor_id: string; reason: string }>(
      database.db,
      sql`select delta, actor_id, reason from points_ledger where user_id = ${u.id} and reason = 'admin_set'`,
    );
    expect(rows).toEqual([{ delta: -75, actor_id: admin.id, reason: 'admin_set' }]);
    await expectLedgerInvariant(database);
  });

  it('refuses negative, fractional and unknown targets with stable codes', async () => {
    const u = await createUser(database, { points: 10 });
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/points',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload,
      });
    expect((await put({ id: u.id, points: -1 })).json().error.code).toBe('VALIDATION_ERROR');
    expect((await put({ id: u.id, points: 2.5 })).json().error.code).toBe('VALIDATION_ERROR');
    expect((await put({ id: u.id, points: '5' })).json().error.code).toBe('VALIDATION_ERROR');
    expect((await put({ id: '00000000-0000-4000-8000-000000000000', points: 5 })).statusCode).toBe(404);
    expect(await balanceOf(database, u.id)).toBe(10);
  });
});

describe('POST /admin/points/adjust (an admin adds or takes points with a reason)', () => {
  const adjust = (payload: object, who: TestUser = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/points/adjust',
      headers: { origin: TEST_ORIGIN, cookie: who.cookie },
      payload,
    });
  const ledger = (userId: string) =>
    queryRows<{ delta: number; balance_after: number; reason: string; actor_id: string; note: string }>(
      database.db,
      sql`select delta, balance_after, reason, actor_id, note from points_ledger where user_id = ${userId} and reason = 'admin_adjust' order by seq`,
    );
  const audits = (userId: string) =>
    queryRows<{ action: string; summary: unknown }>(
      database.db,
      sql`select action, summary from audit_log where target_id = ${userId} order by id`,
    );

  it('adds and takes points: one ledger row with the reason, one audit row each', async () => {
    const u = await createUser(database, { points: 100, displayName: 'Ana' });
    const plus = await adjust({ id: u.id, delta: 250, reason: '  Giveaway on Discord  ' });
    expect(plus.statusCode, plus.body).toBe(200);
    expect(plus.json()).toEqual({ id: u.id, delta: 250, before: 100, points: 350 });
    const minus = await adjust({ id: u.id, delta: -50, reason: 'Duplicate prize' });
    expect(minus.json()).toEqual({ id: u.id, delta: -50, before: 350, points: 300 });
    expect(await ledger(u.id)).toEqual([
      { delta: 250, balance_after: 350, reason: 'admin_adjust', actor_id: admin.id, note: 'Giveaway on Discord' },
      { delta: -50, balance_after: 300, reason: 'admin_adjust', actor_id: admin.id, note: 'Duplicate prize' },
    ]);
    expect(await audits(u.id)).toEqual([
      {
        action: 'points.adjust',
        summary: { before: { balance: 100 }, after: { balance: 350, delta: 250, reason: 'Giveaway on Discord' } },
      },
      {
        action: 'points.adjust',
        summary: { before: { balance: 350 }, after: { balance: 300, delta: -50, reason: 'Duplicate prize' } },
      },
    ]);
    await expectLedgerInvariant(database);
  });

  it('bad input is refused with stable codes and changes nothing', async () => {
    const u = await createUser(database, { points: 40 });
    const refused = async (payload: object, status: number, code: string, field?: string) => {
      const res = await adjust(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (field) expect(res.json().error.fields).toHaveProperty(field);
    };
    await refused({ id: u.id, delta: 5 }, 400, 'VALIDATION_ERROR', 'reason');
    await refused({ id: u.id, delta: 5, reason: '   ' }, 400, 'VALIDATION_ERROR', 'reason');
    await refused({ id: u.id, delta: 5, reason: 'x'.repeat(201) }, 400, 'VALIDATION_ERROR', 'reason');
    await refused({ id: u.id, delta: 0, reason: 'Nothing' }, 400, 'VALIDATION_ERROR', 'delta');
    await refused({ id: u.id, delta: 2.5, reason: 'Half' }, 400, 'VALIDATION_ERROR', 'delta');
    await refused({ id: u.id, delta: '5', reason: 'Text' }, 400, 'VALIDATION_ERROR', 'delta');
    await refused({ id: u.id, delta: 1_000_000_001, reason: 'Too much' }, 400, 'VALIDATION_ERROR', 'delta');
    await refused({ id: u.id, delta: -1_000_000_001, reason: 'Too much' }, 400, 'VALIDATION_ERROR', 'delta');
    await refused({ id: u.id, delta: -41, reason: 'Below zero' }, 409, 'INSUFFICIENT_POINTS');
    await refused({ id: '00000000-0000-4000-8000-000000000000', delta: 5, reason: 'Nobody' }, 404, 'NOT_FOUND');
    const viewer = await createUser(database, { points: 10 });
    const notAdmin = await adjust({ id: viewer.id, delta: 5, reason: 'Myself' }, viewer);
    expect(notAdmin.statusCode).toBe(403);
    expect(await balanceOf(database, u.id)).toBe(40);
    expect(await balanceOf(database, viewer.id)).toBe(10);
    expect(await ledger(u.id)).toEqual([]);
    expect(await audits(u.id)).toEqual([]);

    // Past the balance ceiling: POINTS_LIMIT, nothing moved.
    await database.db.execute(sql`update users set points = ${10 ** 15 - 10} where id = ${u.id}`);
    await database.db.execute(
      sql`update points_ledger set delta = ${10 ** 15 - 10}, balance_after = ${10 ** 15 - 10} where user_id = ${u.id}`,
    );
    await refused({ id: u.id, delta: 11, reason: 'Over the top' }, 409, 'POINTS_LIMIT');
    expect(await ledger(u.id)).toEqual([]);
  });

  it('two concurrent adjustments both apply exactly once; a concurrent take never drives a balance below 0', async () => {
    const u = await createUser(database, { points: 100 });
    const [a, b] = await Promise.all([
      adjust({ id: u.id, delta: 70, reason: 'First' }),
      adjust({ id: u.id, delta: -30, reason: 'Second' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await balanceOf(database, u.id)).toBe(140);
    expect((await ledger(u.id)).map((r) => r.delta).sort((x, y) => x - y)).toEqual([-30, 70]);

    // Two takes of 100 from 140: exactly one wins, the other is INSUFFICIENT_POINTS.
    const takes = await Promise.all([
      adjust({ id: u.id, delta: -100, reason: 'Take one' }),
      adjust({ id: u.id, delta: -100, reason: 'Take two' }),
    ]);
    expect(takes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(takes.find((r) => r.statusCode === 409)!.json().error.code).toBe('INSUFFICIENT_POINTS');
    expect(await balanceOf(database, u.id)).toBe(40);
    expect(await audits(u.id)).toHaveLength(3);
    await expectLedgerInvariant(database);
  });
});

describe('season reset', () => {
  it('needs the confirmation word, then sets every balance to 0 with one ledger row per user', async () => {
    const a = await createUser(database, { points: 300 });
    const b = await createUser(database, { points: 7 });
    await createUser(database);
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/points/season-reset',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload,
      });
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ confirm: 'reset' })).statusCode).toBe(400);
    const res = await post({ confirm: 'RESET' });
    expect(res.json()).toEqual({ usersReset: 2, pointsRemoved: 307 });
    expect(await balanceOf(database, a.id)).toBe(0);
    expect(await balanceOf(database, b.id)).toBe(0);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'season_reset' and actor_id = ${admin.id}`,
    );
    expect(rows[0]?.n).toBe(2);
    await expectLedgerInvariant(database);
  });
});

describe('history', () => {
  it('pages the signed-in user’s own ledger, newest first', async () => {
    const u = await createUser(database);
    const other = await createUser(database, { points: 999 });
    for (let i = 1; i <= 5; i++)
      await pointsService.credit(database.db, { userId: u.id, amount: i, reason: 'game_payout' });
    const page1 = await app.inject({
      method: 'GET',
      url: '/api/v1/points/history?page=1&pageSize=2',
      headers: { cookie: u.cookie },
    });
    expect(page1.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.json().items.map((e: { delta: number }) => e.delta)).toEqual([5, 4]);
    expect(page1.json().items[0]).toMatchObject({ reason: 'game_payout', balanceAfter: 15 });
    const page3 = await app.inject({
      method: 'GET',
      url: '/api/v1/points/history?page=3&pageSize=2',
      headers: { cookie: u.cookie },
    });
    expect(page3.json().items.map((e: { delta: number }) => e.delta)).toEqual([1]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/points/history', headers: { cookie: other.cookie } })).json()
        .total,
    ).toBe(1);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/points/history?pageSize=1000', headers: { cookie: u.cookie } }))
        .statusCode,
    ).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/points/history' })).statusCode).toBe(401);
  });

  it('gives a system row its figures (params, no note), an admin’s reason as the note, an older row its note', async () => {
    const u = await createUser(database, { points: 100 });
    // An older row: the English line the system used to write, no figures.
    await pointsService.credit(database.db, {
      userId: u.id,
      amount: 5,
      reason: 'gtb_prize',
      note: 'Bonus Hunt #3: GTB place 1',
    });
    const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
      app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: admin.cookie }, payload });
    expect((await call('PUT', '/api/v1/points', { id: u.id, points: 500 })).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/v1/admin/points/adjust', { id: u.id, delta: 20, reason: 'Stream raffle' })).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/v1/admin/points/season-reset', { confirm: 'RESET' })).statusCode).toBe(200);
    const history = await app.inject({ method: 'GET', url: '/api/v1/points/history', headers: { cookie: u.cookie } });
    expect(
      history.json().items.map((e: { reason: string; params: unknown; note: unknown }) => [e.reason, e.params, e.note]),
    ).toEqual([
      ['season_reset', null, null],
      ['admin_adjust', null, 'Stream raffle'],
      ['admin_set', { points: 500 }, null],
      ['gtb_prize', null, 'Bonus Hunt #3: GTB place 1'],
      ['demo_seed', null, null], // createUser's starting balance
    ]);
  });
});

describe('leaderboards', () => {
  it('public board: points descending, ties share a rank, search keeps global ranks', async () => {
    await createUser(database, { login: 'alice', displayName: 'Alice', points: 500 });
    await createUser(database, { login: 'bob', displayName: 'Bob', points: 300 });
    await createUser(database, { login: 'bobby', displayName: 'Bobby', points: 300 });
    await createUser(database, { login: 'carol', displayName: 'Carol', points: 100 });
    const all = await app.inject({ method: 'GET', url: '/api/v1/points?pageSize=3' });
    expect(all.json().total).toBe(5);
    expect(all.json().items.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
      ['Alice', 1],
      ['Bob', 2],
      ['Bobby', 2],
    ]);
    const page2 = await app.inject({ method: 'GET', url: '/api/v1/points?pageSize=3&page=2' });
    expect(page2.json().items.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
      ['Carol', 4],
      ['Boss', 5],
    ]);
    const search = await app.inject({ method: 'GET', url: '/api/v1/points?q=BOB' });
    expect(search.json().items.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
      ['Bob', 2],
      ['Bobby', 2],
    ]);
    const wildcard = await app.inject({ method: 'GET', url: '/api/v1/points?q=%25' });
    expect(wildcard.json().total).toBe(0);
  });

  it('admin users table: search by prefix, sort by points both ways, paging', async () => {
    await createUser(database, { login: 'zed', displayName: 'Zed', points: 5 });
    await createUser(database, { login: 'amy', displayName: 'Amy', points: 50 });
    const get = (qs: string) =>
      app.inject({ method: 'GET', url: `/api/v1/admin/users?${qs}`, headers: { cookie: admin.cookie } });
    const desc = await get('sort=points&order=desc');
    expect(desc.json().items.map((u: { username: string }) => u.username)).toEqual(['Amy', 'Zed', 'Boss']);
    expect(desc.json().items[0]).toEqual(
      expect.objectContaining({ login: 'amy', points: 50, twitchName: 'Amy', kickName: null, role: 'User' }),
    );
    const asc = await get('sort=points&order=asc&pageSize=2');
    expect(asc.json()).toMatchObject({ total: 3, pageSize: 2 });
    expect(asc.json().items.map((u: { username: string }) => u.username)).toEqual(['Boss', 'Zed']);
    expect((await get('q=ze')).json().items.map((u: { username: string }) => u.username)).toEqual(['Zed']);
    expect((await get('sort=nonsense')).statusCode).toBe(400);
  });
});
