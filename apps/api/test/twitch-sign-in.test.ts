import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { cookieHeader, createTestApp, TEST_ORIGIN } from './helpers/app';

const CLIENT_ID = 'fake-client-id';
const CLIENT_SECRET = 'fake-client-secret';
const alice: FakeTwitchUser = {
  id: '4242',
  login: 'alice',
  display_name: 'Alice',
  profile_image_url: 'https://static-cdn.example/alice.png',
};

let database: Database;
let app: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  app = await createTestApp(database, {
    TWITCH_CLIENT_ID: CLIENT_ID,
    TWITCH_CLIENT_SECRET: CLIENT_SECRET,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_TIMEOUT_MS: '2000',
    ADMIN_TWITCH_LOGINS: 'Boss, other',
    SIGNUP_BONUS_POINTS: '250',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await app.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.mode = 'up';
  twitch.state.requests.length = 0;
  await resetDatabase(database);
});

async function start() {
  const res = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
  const location = new URL(res.headers.location as string);
  return { res, location, state: location.searchParams.get('state')! };
}

const login = (startRes: Awaited<ReturnType<typeof start>>['res'], code: string, state: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: TEST_ORIGIN, cookie: cookieHeader(startRes) },
    payload: { code, state },
  });

describe('Twitch sign-in against a local fake of the documented contract', () => {
  it('redirects to the authorize URL with client id, /login redirect, code flow, empty scope and the state', async () => {
    const { location, state } = await start();
    expect(location.origin + location.pathname).toBe(`${twitch.authUrl}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${TEST_ORIGIN}/login`,
      response_type: 'code',
      scope: '',
      state,
      force_verify: 'false',
    });
    expect(state.length).toBeGreaterThanOrEqual(32);
  });

  it('exchanges the code, upserts the user with login, display name and avatar, and grants the signup bonus once', async () => {
    const s = await start();
    const res = await login(s.res, twitch.issueCode(alice), s.state);
    expect(res.statusCode).toBe(200);
    const token = twitch.state.requests.find((r) => r.path === '/oauth2/token');
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toMatchObject({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: `${TEST_ORIGIN}/login`,
    });
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(res) } });
    expect(me.json()).toMatchObject({ username: 'Alice', avatar: alice.profile_image_url, points: 250, role: 'User' });

    // Second sign-in with a changed display name: same user, refreshed profile, no second bonus.
    const s2 = await start();
    const res2 = await login(s2.res, twitch.issueCode({ ...alice, display_name: 'AliceTheGreat' }), s2.state);
    const me2 = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(res2) } });
    expect(me2.json()).toMatchObject({ _id: me.json()._id, username: 'AliceTheGreat', points: 250 });
    const ledger = await queryRows<{ n: number; total: number }>(
      database.db,
      sql`select count(*)::int as n, sum(delta)::int as total from points_ledger`,
    );
    expect(ledger[0]).toEqual({ n: 1, total: 250 });
  });

  it('promotes logins listed in ADMIN_TWITCH_LOGINS (case-insensitive)', async () => {
    const s = await start();
    const res = await login(
      s.res,
      twitch.issueCode({ id: '1', login: 'boss', display_name: 'Boss', profile_image_url: '' }),
      s.state,
    );
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(res) } });
    expect(me.json().role).toBe('Admin');
  });

  it('a code Twitch refuses is LOGIN_CODE_INVALID and creates nobody', async () => {
    const s = await start();
    const res = await login(s.res, 'not-a-real-code', s.state);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LOGIN_CODE_INVALID');
    expect(res.cookies.find((c) => c.name === 'accessToken')).toBeUndefined();
    const users = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    expect(users[0]?.n).toBe(0);
  });

  it('a state mismatch never reaches Twitch', async () => {
    const s = await start();
    const res = await login(s.res, twitch.issueCode(alice), 'someone-elses-state');
    expect(res.json().error.code).toBe('LOGIN_STATE_MISMATCH');
    expect(twitch.count('/oauth2/token')).toBe(0);
  });

  it('Twitch down (503) or hanging past the timeout is LOGIN_PROVIDER_UNAVAILABLE, never a 500', async () => {
    const s = await start();
    twitch.state.mode = 'down';
    const down = await login(s.res, twitch.issueCode(alice), s.state);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('LOGIN_PROVIDER_UNAVAILABLE');

    twitch.state.mode = 'hang';
    const t0 = Date.now();
    const hang = await login(s.res, twitch.issueCode(alice), s.state);
    expect(hang.statusCode).toBe(502);
    expect(Date.now() - t0).toBeLessThan(6000);
  });

  it('the demo provider is off when Twitch is configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/demo?state=x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    // Neither a named demo account nor a throwaway e2e_ viewer can be asked for.
    for (const account of ['viewer', 'e2e_throwaway']) {
      const pick = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/demo',
        headers: { origin: TEST_ORIGIN },
        payload: { state: 'x', account },
      });
      expect(pick.statusCode).toBe(404);
    }
    const users = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
    expect(users[0]?.n).toBe(0);
  });
});

describe('in production', () => {
  it('the demo provider (named accounts and throwaway e2e_ viewers) does not exist, even with DEMO_LOGIN unset', async () => {
    const prod = await createTestApp(database, {
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      SECRETS_KEY: 'k'.repeat(40),
      TWITCH_CLIENT_ID: CLIENT_ID,
      TWITCH_CLIENT_SECRET: CLIENT_SECRET,
      TWITCH_AUTH_URL: twitch.authUrl,
      TWITCH_API_URL: twitch.apiUrl,
    });
    try {
      const start = await prod.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
      expect(new URL(start.headers.location as string).origin).toBe(new URL(twitch.authUrl).origin);
      expect((await prod.inject({ method: 'GET', url: '/api/v1/auth/demo?state=x' })).statusCode).toBe(404);
      for (const account of ['viewer', 'admin', 'e2e_throwaway']) {
        const pick = await prod.inject({
          method: 'POST',
          url: '/api/v1/auth/demo',
          headers: { origin: TEST_ORIGIN },
          payload: { state: 'x', account },
        });
        expect(pick.statusCode).toBe(404);
      }
      const users = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);
      expect(users[0]?.n).toBe(0);
    } finally {
      await prod.close();
    }
    // And the configuration refuses to turn it on there.
    await expect(
      createTestApp(database, {
        NODE_ENV: 'production',
        SESSION_SECRET: 'p'.repeat(40),
        SECRETS_KEY: 'k'.repeat(40),
        DEMO_LOGIN: 'true',
      }),
    ).rejects.toThrow(/DEMO_LOGIN/);
  });
});

describe('GET /api/v1/data/stream', () => {
  it('reports live from Helix streams with an app token and caches it', async () => {
    twitch.state.live = true;
    const first = await app.inject({ method: 'GET', url: '/api/v1/data/stream' });
    expect(first.json()).toMatchObject({ live: true, title: 'Bonus hunt tonight', viewerCount: 1234 });
    const streamsCall = twitch.state.requests.find((r) => r.path.startsWith('/helix/streams'));
    expect(streamsCall?.headers.authorization).toMatch(/^Bearer app-/);
    expect(streamsCall?.headers['client-id']).toBe(CLIENT_ID);
    twitch.state.live = false;
    const again = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/api/v1/data/stream' })));
    expect(again.every((r) => r.json().live === true)).toBe(true);
    expect(twitch.count('/helix/streams')).toBe(1);
  });
});

describe('a sign-in begun on another loopback name of PUBLIC_URL (development)', () => {
  it('moves to PUBLIC_URL first, so the flow cookie is set where Twitch sends the browser back', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/twitch?link=1',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${TEST_ORIGIN}/api/v1/auth/twitch?link=1`);
    expect(res.headers['set-cookie']).toBeUndefined();
    // At PUBLIC_URL itself the flow starts: Twitch's consent page, returning to PUBLIC_URL/login.
    const there = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch', headers: { host: 'localhost:3000' } });
    const location = new URL(there.headers.location as string);
    expect(location.searchParams.get('redirect_uri')).toBe(`${TEST_ORIGIN}/login`);
  });
});
