// Issue 31 item 5: a site opened at http://127.0.0.1:PORT in development (PUBLIC_URL unset, so
// http://localhost:PORT) must sign in, and a refused browser form post gets a readable page.
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { allowedOrigins, canonicalLoopbackUrl } from '../src/lib/origins';
import { cookieHeader, useTestApp } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createItem, createUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;

// PUBLIC_URL as a development start without it computes it: http://localhost:PORT.
const DEV_PUBLIC_URL = loadConfig({ PORT: '3000' }).PUBLIC_URL;
useTestApp((opened) => ({ app, database } = opened), {
  PUBLIC_URL: DEV_PUBLIC_URL,
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
});
beforeEach(() => resetDatabase(database));

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The demo sign-in flow as a browser at `origin` runs it, with that Origin on every post. */
async function demoSignInFrom(origin: string) {
  const start = await app.inject({
    method: 'GET',
    url: '/api/v1/auth/twitch',
    headers: { host: new URL(origin).host },
  });
  expect(start.statusCode).toBe(302);
  const state = new URL(start.headers.location as string, origin).searchParams.get('state')!;
  const pick = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/demo',
    headers: {
      origin,
      accept: BROWSER_ACCEPT,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: cookieHeader(start),
    },
    payload: new URLSearchParams({ state, account: 'viewer' }).toString(),
  });
  return { start, state, pick };
}

describe('development: the loopback names of the same port are the same site', () => {
  it('PUBLIC_URL unset is http://localhost:PORT and accepts 127.0.0.1 and [::1] on that port only', () => {
    expect(DEV_PUBLIC_URL).toBe('http://localhost:3000');
    expect([...allowedOrigins(DEV_PUBLIC_URL, false)].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
  });

  it('production, or a PUBLIC_URL that is not a loopback address, accepts its own origin alone', () => {
    expect([...allowedOrigins('http://localhost:3000', true)]).toEqual(['http://localhost:3000']);
    expect([...allowedOrigins('https://streamer.example/', false)]).toEqual(['https://streamer.example']);
  });

  for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
    it(`a whole demo sign-in from ${origin} ends signed in`, async () => {
      const { start, state, pick } = await demoSignInFrom(origin);
      expect(pick.statusCode).toBe(303);
      const code = new URL(pick.headers.location as string, origin).searchParams.get('code')!;
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        headers: { origin, cookie: cookieHeader(start) },
        payload: { code, state },
      });
      expect(login.statusCode).toBe(200);
      const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie: cookieHeader(login) } });
      expect(me.json()).toMatchObject({ username: 'DemoViewer' });
    });
  }

  it('another port, another scheme or another host is still refused', async () => {
    const viewer = await createUser(database, { points: 500 });
    const item = await createItem(database, { cost: 100 });
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'http://evil.test',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v1/reedem/${item.id}`,
        headers: { origin, cookie: viewer.cookie },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'BAD_ORIGIN' } });
    }
    expect(await balanceOf(database, viewer.id)).toBe(500);
  });
});

describe('a refused browser form post', () => {
  it('shows a readable page that names PUBLIC_URL, not a raw JSON body', async () => {
    const { pick } = await demoSignInFrom('http://evil.test');
    expect(pick.statusCode).toBe(403);
    expect(pick.headers['content-type']).toContain('text/html');
    expect(pick.body).toContain('http://localhost:3000');
    expect(pick.body).toContain('PUBLIC_URL');
    expect(pick.body).toContain('BAD_ORIGIN');
    expect(pick.body).not.toContain('{"error"');
  });

  it('a post with no Origin and no Referer says so on the page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/demo',
      headers: { accept: BROWSER_ACCEPT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=x&account=viewer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('did not say where the form came from');
  });

  it("the app's own fetch calls still get the JSON error with its stable code", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { origin: 'http://evil.test', accept: 'application/json' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { code: 'BAD_ORIGIN', message: expect.stringContaining('PUBLIC_URL') } });
  });

  it('the page escapes what it shows', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/demo',
      headers: {
        accept: BROWSER_ACCEPT,
        referer: 'http://evil.test/"><script>alert(1)</script>',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'state=x&account=viewer',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('<script>');
  });
});

describe('canonicalLoopbackUrl', () => {
  it('names PUBLIC_URL for another loopback name of it in development, and nothing otherwise', () => {
    const at = (host: string | undefined, production = false) =>
      canonicalLoopbackUrl('http://localhost:3000', production, host, '/api/v1/auth/kick?link=1');
    expect(at('127.0.0.1:3000')).toBe('http://localhost:3000/api/v1/auth/kick?link=1');
    expect(at('[::1]:3000')).toBe('http://localhost:3000/api/v1/auth/kick?link=1');
    expect(at('localhost:3000')).toBeNull();
    expect(at('127.0.0.1:3001')).toBeNull();
    expect(at('evil.test')).toBeNull();
    expect(at('bad host/x')).toBeNull();
    expect(at(undefined)).toBeNull();
    expect(at('127.0.0.1:3000', true)).toBeNull();
  });
});
