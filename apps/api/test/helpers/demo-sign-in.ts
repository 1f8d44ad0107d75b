import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cookieHeader, TEST_ORIGIN } from './app';

/**
 * Runs the demo provider's flow as a browser would and returns its answers (`login` carries the session
 * cookie). `cookie` is what the browser already holds (a `lang` choice, say), sent with the sign-in.
 */
export async function demoSignInWith(app: FastifyInstance, account: string, cookie = '') {
  const start = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string, TEST_ORIGIN);
  expect(location.pathname).toBe('/api/v1/auth/demo');
  const state = location.searchParams.get('state')!;

  const page = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/demo?state=${state}`,
    headers: { cookie: cookieHeader(start) },
  });
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('DemoViewer');

  const pick = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/demo',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(start) },
    payload: new URLSearchParams({ state, account }).toString(),
  });
  expect(pick.statusCode).toBe(303);
  const back = new URL(pick.headers.location as string, TEST_ORIGIN);
  expect(back.pathname).toBe('/login');
  expect(back.searchParams.get('state')).toBe(state);
  const code = back.searchParams.get('code')!;

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: TEST_ORIGIN, cookie: [cookieHeader(start), cookie].filter(Boolean).join('; ') },
    payload: { code, state },
  });
  return { start, login, code, state };
}
