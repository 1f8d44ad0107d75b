// The defects an outside probe found on the landed site (issue 12), each pinned where it was seen.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_POINTS_BALANCE } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { cookieHeader, useTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createItem, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened), {
  RATE_LIMIT_BETS_PER_MINUTE: '100000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, who: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const expectError = (res: { statusCode: number; json: () => unknown; body: string }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(res.body).not.toMatch(/at .+\(.+:\d+:\d+\)|select |insert |update /i);
};

describe('Origin check on the routed path', () => {
  it('an encoded path (/%61pi/…) with a foreign Origin cannot reset the season', async () => {
    const viewer = await createUser(database, { points: 500 });
    const res = await app.inject({
      method: 'POST',
      url: '/%61pi/v1/admin/points/season-reset',
      headers: { origin: 'http://evil.test', cookie: admin.cookie },
      payload: { confirm: 'RESET' },
    });
    expectError(res, 403, 'BAD_ORIGIN');
    expect(await balanceOf(database, viewer.id)).toBe(500);
  });

  it('a cross-site form post to /%61pi/v1/reedem/{id} spends nothing', async () => {
    const viewer = await createUser(database, { points: 500 });
    const item = await createItem(database, { cost: 100 });
    for (const origin of [{}, { origin: 'http://evil.test' }, { referer: 'http://evil.test/page' }]) {
      const res = await app.inject({
        method: 'POST',
        url: `/%61pi/v1/reedem/${item.id}`,
        headers: { ...origin, cookie: viewer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expectError(res, 403, 'BAD_ORIGIN');
    }
    expect(await balanceOf(database, viewer.id)).toBe(500);
  });

  it("an Origin equal to the request's own Host but not PUBLIC_URL is refused (the Host is the client's to choose)", async () => {
    const viewer = await createUser(database, { points: 500 });
    const item = await createItem(database, { cost: 100 });
    for (const headers of [
      { host: 'evil.test', origin: 'http://evil.test' },
      { host: 'evil.test', referer: 'http://evil.test/shop' },
      { host: 'localhost:3000', origin: 'https://localhost:3000' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/reedem/${item.id}`,
        headers: { ...headers, cookie: viewer.cookie },
      });
      expectError(res, 403, 'BAD_ORIGIN');
    }
    expect(await balanceOf(database, viewer.id)).toBe(500);
    // PUBLIC_URL's origin is accepted whatever the Host says.
    const ok = await app.inject({
      method: 'POST',
      url: `/api/v1/reedem/${item.id}`,
      headers: { host: 'internal:8080', origin: TEST_ORIGIN, cookie: viewer.cookie },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('every state-changing method is checked, whatever the path', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/shop', '/%61pi/v1/shop', '/anything', '/api/v1/nope']) {
        const res = await app.inject({ method, url, headers: { origin: 'http://evil.test', cookie: admin.cookie } });
        expectError(res, 403, 'BAD_ORIGIN');
      }
    }
  });

  it('no API route accepts a urlencoded body, even from the site (no plain-form CSRF surface)', async () => {
    const viewer = await createUser(database, { points: 500 });
    const item = await createItem(database, { cost: 100 });
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/reedem/${item.id}`,
      headers: { origin: TEST_ORIGIN, cookie: viewer.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await balanceOf(database, viewer.id)).toBe(500);
  });
});

describe('bad input is a 4xx in our shape, never a 500', () => {
  it('NUL bytes in query strings, bodies and paths', async () => {
    expectError(await send('GET', '/api/v1/points?q=%00', null), 400, 'VALIDATION_ERROR');
    expectError(await send('GET', '/api/v1/admin/users?q=a%00b', admin), 400, 'VALIDATION_ERROR');
    expectError(await send('GET', '/%00', null), 400, 'VALIDATION_ERROR');
    expectError(await send('GET', '/api/v1/shop/%00', null), 400, 'VALIDATION_ERROR');

    const named = await send('POST', '/api/v1/shop', admin, {
      name: 'a\u0000b',
      description: '',
      cost: 5,
      quantity: 1,
      image: 'https://cdn.example.com/i.png',
    });
    expectError(named, 400, 'VALIDATION_ERROR');
    expect(named.json().error.fields).toHaveProperty('name');
    const [items] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shop_items`);
    expect(items?.n).toBe(0);

    const login = await send('POST', '/api/v1/users/login', null, { code: 'ab\u0000c', state: 'x' });
    expectError(login, 400, 'VALIDATION_ERROR');
    expect(login.json().error.fields).toHaveProperty('code');
  });

  it('a path that is not valid percent-encoding answers our error shape', async () => {
    for (const url of ['/api/v1/shop/%ff', '/api/v1/reedem/%e0%80', '/%ff']) {
      expectError(await send('GET', url, null), 400, 'VALIDATION_ERROR');
    }
  });

  it('a session token with a non-uuid subject, or without an expiry, is simply not a session', async () => {
    const key = new TextEncoder().encode(TEST_SECRET);
    const nonUuid = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject("1' or '1'='1")
      .setJti(randomUUID())
      .setExpirationTime('1h')
      .sign(key);
    const noExp = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setJti(randomUUID())
      .sign(key);
    const noJti = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(admin.id)
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [nonUuid, noExp, noJti]) {
      expectError(
        await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: `accessToken=${token}` } }),
        401,
        'UNAUTHENTICATED',
      );
      expectError(
        await app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: { cookie: `accessToken=${token}` } }),
        401,
        'UNAUTHENTICATED',
      );
    }
  });

  it('parallel seed rotations are one atomic step each: no 5xx, one active pair, rate-limited per user', async () => {
    const viewer = await createUser(database);
    const statuses: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => send('POST', '/api/v1/fairness/rotate', viewer)),
      );
      statuses.push(...results.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBe(20);
    expect(statuses.filter((s) => s === 429).length).toBe(4);
    const [pairs] = await queryRows<{ active: number; revealed: number }>(
      database.db,
      sql`select count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'revealed')::int as revealed from fairness_seeds where user_id = ${viewer.id}`,
    );
    expect(pairs).toEqual({ active: 1, revealed: 20 });
    // Client-seed changes share the per-user limit's shape (their own counter).
    const seedChanges = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        send('PUT', '/api/v1/fairness/client-seed', viewer, { clientSeed: `seed-${i}` }),
      ),
    );
    expect(seedChanges.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(seedChanges.filter((r) => r.statusCode === 429).length).toBe(2);
  });
});

describe('found by the fault soak', () => {
  it('denying a redemption while its owner redeems the same item again never deadlocks', async () => {
    const viewer = await createUser(database, { points: 100_000 });
    const item = await createItem(database, { cost: 10, quantity: 1_000 });
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const first = await send('POST', `/api/v1/reedem/${item.id}`, viewer);
      expect(first.statusCode).toBe(200);
      const [deny, again] = await Promise.all([
        send('POST', `/api/v1/reedem/denied/${first.json().redemption._id}`, admin),
        send('POST', `/api/v1/reedem/${item.id}`, viewer),
      ]);
      statuses.push(deny.statusCode, again.statusCode);
      expect(deny.statusCode).toBe(204);
      // Either the redeem came first (one pending already: ALREADY_REDEEMED) or after the denial (200).
      expect([200, 409]).toContain(again.statusCode);
      if (again.statusCode === 200) {
        expect((await send('POST', `/api/v1/reedem/denied/${again.json().redemption._id}`, admin)).statusCode).toBe(
          204,
        );
      }
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const [stock] = await queryRows<{ quantity: number }>(
      database.db,
      sql`select quantity from shop_items where id = ${item.id}`,
    );
    expect(stock?.quantity).toBe(1_000);
    expect(await balanceOf(database, viewer.id)).toBe(100_000);
    await expectLedgerInvariant(database);
  });
});

describe('points range', () => {
  it('denying two redemptions of 10^9 on top of a 10^9 balance refunds both (no 32-bit overflow)', async () => {
    const viewer = await createUser(database);
    const setPoints = (points: number) => send('PUT', '/api/v1/points', admin, { id: viewer.id, points });
    const first = await createItem(database, { cost: 1_000_000_000, quantity: 1 });
    const second = await createItem(database, { cost: 1_000_000_000, quantity: 1 });
    expect((await setPoints(1_000_000_000)).statusCode).toBe(200);
    const r1 = await send('POST', `/api/v1/reedem/${first.id}`, viewer);
    expect(r1.statusCode).toBe(200);
    expect((await setPoints(1_000_000_000)).statusCode).toBe(200);
    const r2 = await send('POST', `/api/v1/reedem/${second.id}`, viewer);
    expect(r2.statusCode).toBe(200);
    expect((await setPoints(1_000_000_000)).statusCode).toBe(200);

    const pending = await queryRows<{ id: string }>(
      database.db,
      sql`select id from redemptions where status = 'pending' order by created_at`,
    );
    expect(pending).toHaveLength(2);
    for (const { id } of pending)
      expect((await send('POST', `/api/v1/reedem/denied/${id}`, admin)).statusCode).toBe(204);
    expect(await balanceOf(database, viewer.id)).toBe(3_000_000_000);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: viewer.cookie } });
    expect(me.json().points).toBe(3_000_000_000);
    await expectLedgerInvariant(database);
  });

  it('a balance reaches MAX_POINTS_BALANCE exactly; one more point is POINTS_LIMIT and changes nothing', async () => {
    const viewer = await createUser(database);
    await pointsService.credit(database.db, { userId: viewer.id, amount: MAX_POINTS_BALANCE - 1, reason: 'demo_seed' });
    await pointsService.credit(database.db, { userId: viewer.id, amount: 1, reason: 'demo_seed' });
    expect(await balanceOf(database, viewer.id)).toBe(MAX_POINTS_BALANCE);
    await expect(
      pointsService.credit(database.db, { userId: viewer.id, amount: 1, reason: 'demo_seed' }),
    ).rejects.toMatchObject({ code: 'POINTS_LIMIT' });
    expect(await balanceOf(database, viewer.id)).toBe(MAX_POINTS_BALANCE);
    await expect(
      pointsService.credit(database.db, { userId: randomUUID(), amount: 1, reason: 'demo_seed' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expectLedgerInvariant(database);
  });

  it('the admin limit is named in the error', async () => {
    const viewer = await createUser(database);
    const res = await send('PUT', '/api/v1/points', admin, { id: viewer.id, points: 1_000_000_001 });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().error.fields).toHaveProperty('points');
  });
});

describe('sessions end on the server', () => {
  const demoSignIn = async () => {
    const start = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
    const state = new URL(start.headers.location as string, TEST_ORIGIN).searchParams.get('state')!;
    const issued = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/demo',
      headers: { origin: TEST_ORIGIN },
      payload: { state, account: 'viewer' },
    });
    const code = new URL(issued.headers.location as string, TEST_ORIGIN).searchParams.get('code')!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(start) },
      payload: { code, state },
    });
    expect(login.statusCode).toBe(200);
    return cookieHeader(login);
  };
  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });

  it('after logout the old cookie no longer works', async () => {
    const cookie = await demoSignIn();
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(out.statusCode).toBe(200);
    expectError(await me(cookie), 401, 'UNAUTHENTICATED');
  });

  it('log out everywhere ends every session of the user, and only theirs', async () => {
    const laptop = await demoSignIn();
    const phone = await demoSignIn();
    const other = await createUser(database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout-all',
      headers: { origin: TEST_ORIGIN, cookie: phone },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sessionsEnded: 2 });
    expectError(await me(laptop), 401, 'UNAUTHENTICATED');
    expectError(await me(phone), 401, 'UNAUTHENTICATED');
    expect((await me(other.cookie)).statusCode).toBe(200);
    expect((await me(await demoSignIn())).statusCode).toBe(200);
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/users/logout-all', headers: { origin: TEST_ORIGIN } }),
      401,
      'UNAUTHENTICATED',
    );
  });
});

describe('admin image URLs', () => {
  it.each([
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'http://cdn.example.com/x.png',
    'javascript:alert(1)',
    'https://user:pw@cdn.example.com/x.png',
  ])('refuses %s with a field-named 400 and stores nothing', async (image) => {
    const res = await send('POST', '/api/v1/shop', admin, {
      name: 'Hat',
      description: '',
      cost: 5,
      quantity: 1,
      image,
    });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().error.fields).toHaveProperty('image');
    const [items] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shop_items`);
    expect(items?.n).toBe(0);
  });

  it('accepts an absolute https URL', async () => {
    const res = await send('POST', '/api/v1/shop', admin, {
      name: 'Hat',
      description: '',
      cost: 5,
      quantity: 1,
      image: 'https://cdn.example.com/x.png',
    });
    expect(res.statusCode).toBe(201);
  });
});
