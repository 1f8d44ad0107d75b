import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { DEMO_VIEWER_POINTS } from '../src/features/auth/demo-accounts';
import { resetDatabase } from './helpers/database';
import { cookieHeader, useTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { demoSignInWith } from './helpers/demo-sign-in';

let database: Database;
let app: FastifyInstance;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
beforeEach(() => resetDatabase(database));

const demoSignIn = (account: string) => demoSignInWith(app, account);

describe('demo sign-in', () => {
  it('signs the viewer in through the /login callback and sets a 30-day httpOnly accessToken cookie', async () => {
    const { login } = await demoSignIn('viewer');
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'accessToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(login.cookies.find((c) => c.name === 'oauthState')?.value).toBe('');

    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(login) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'DemoViewer',
      avatar: '/avatars/demo-viewer.svg',
      points: 0,
      role: 'User',
    });
    expect(me.json()._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the demo admin the Admin role', async () => {
    const { login } = await demoSignIn('admin');
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(login) } });
    expect(me.json().role).toBe('Admin');
  });

  it('accepts a code once: a replay is LOGIN_CODE_INVALID', async () => {
    const { start, code, state } = await demoSignIn('viewer');
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(start) },
      payload: { code, state },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('LOGIN_CODE_INVALID');
  });

  it('refuses a state that does not match the browser cookie, and a missing state cookie', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(start) },
      payload: { code: 'anything', state: 'forged-state' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('LOGIN_STATE_MISMATCH');
    const none = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN },
      payload: { code: 'x', state: 'y' },
    });
    expect(none.json().error.code).toBe('LOGIN_STATE_MISMATCH');
  });

  it('rejects an unknown demo account with a 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/demo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=s&account=root',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { account: expect.any(String) } });
  });

  it('signs a throwaway e2e_ viewer in, created on first sign-in with the demo points; the next sign-in is the same user', async () => {
    const first = await demoSignIn('e2e_mines_1');
    expect(first.login.statusCode).toBe(200);
    const me = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(first.login) } })
    ).json();
    expect(me).toMatchObject({
      username: 'e2e_mines_1',
      avatar: '/avatars/demo-viewer.svg',
      points: DEMO_VIEWER_POINTS,
      role: 'User',
    });
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/points/history',
      headers: { cookie: cookieHeader(first.login) },
    });
    expect(history.json().items).toEqual([
      expect.objectContaining({ reason: 'demo_seed', delta: DEMO_VIEWER_POINTS, balanceAfter: DEMO_VIEWER_POINTS }),
    ]);

    const again = await demoSignIn('e2e_mines_1');
    const meAgain = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(again.login) } })
    ).json();
    expect(meAgain).toMatchObject({ _id: me._id, points: DEMO_VIEWER_POINTS });
    // Another login is another user; the named demo accounts are untouched.
    const other = await demoSignIn('e2e_mines_2');
    const otherMe = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(other.login) } })
    ).json();
    expect(otherMe._id).not.toBe(me._id);
    const rows = await queryRows<{ login: string; twitch_id: string; points: number; ledger: number }>(
      database.db,
      sql`select u.login, (select i.platform_user_id from user_identities i where i.user_id = u.id and i.platform = 'twitch') as twitch_id, u.points::int as points, (select count(*)::int from points_ledger l where l.user_id = u.id) as ledger from users u order by u.login`,
    );
    expect(rows).toEqual([
      { login: 'e2e_mines_1', twitch_id: 'demo-e2e_mines_1', points: DEMO_VIEWER_POINTS, ledger: 1 },
      { login: 'e2e_mines_2', twitch_id: 'demo-e2e_mines_2', points: DEMO_VIEWER_POINTS, ledger: 1 },
    ]);
  });

  it('offers the throwaway viewer on the demo page and refuses any other chosen login with a 400', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/v1/auth/demo?state=s' });
    expect(page.body).toContain('pattern="e2e_[a-z0-9_]{1,20}"');
    // A page under /api/ gets the page headers, not the API's (its form posts to the site itself).
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const account of [
      'e2e_',
      'e2e_Upper',
      'e2e_a-b',
      'e2e_a b',
      `e2e_${'a'.repeat(21)}`,
      'E2E_abc',
      'x_e2e_abc',
      'demo_viewer',
      'fan',
      'e2e_abc\n',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/demo',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ state: 's', account }).toString(),
      });
      expect(res.statusCode, account).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { account: expect.any(String) } });
    }
    const max = await demoSignIn(`e2e_${'a'.repeat(20)}`);
    expect(max.login.statusCode).toBe(200);
  });

  it('sets the signedIn companion cookie (readable, no secret) with the session, and clears both together', async () => {
    const { login } = await demoSignIn('viewer');
    const companion = login.cookies.find((c) => c.name === 'signedIn');
    expect(companion).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    expect(companion?.httpOnly).toBeFalsy();
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(login) },
    });
    expect(out.cookies.find((c) => c.name === 'signedIn')?.value).toBe('');
    // A leftover companion without a session is dropped by the next /users/me, so the web stops asking.
    const stale = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: 'signedIn=1' } });
    expect(stale.statusCode).toBe(401);
    expect(stale.cookies.find((c) => c.name === 'signedIn')?.value).toBe('');
    // The companion grants nothing on its own.
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/points/history', headers: { cookie: 'signedIn=1' } }))
        .statusCode,
    ).toBe(401);
  });

  it('logout clears the cookie', async () => {
    const { login } = await demoSignIn('viewer');
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { origin: TEST_ORIGIN, cookie: cookieHeader(login) },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'accessToken');
    expect(cleared?.value).toBe('');
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie: cookieHeader(login, out) },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('session cookie', () => {
  it('401 without a cookie, and no cookie is touched', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
    expect(res.cookies).toHaveLength(0);
  });

  it('401 and a cleared cookie for a tampered token', async () => {
    const { login } = await demoSignIn('viewer');
    const token = login.cookies.find((c) => c.name === 'accessToken')!.value;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'Admin' })).toString('base64url')}.${s}`;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie: `accessToken=${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'accessToken')?.value).toBe('');
  });

  it('401 for an expired token and for a token of a user who no longer exists', async () => {
    const { login } = await demoSignIn('viewer');
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(login) } });
    const key = new TextEncoder().encode(TEST_SECRET);
    const expired = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(me.json()._id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: `accessToken=${expired}` } }))
        .statusCode,
    ).toBe(401);

    await database.db.execute(sql`delete from points_ledger`);
    await database.db.execute(sql`delete from users`);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(login) } }))
        .statusCode,
    ).toBe(401);
  });

  it('a token signed with another secret is refused', async () => {
    const other = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie: `accessToken=${other}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
