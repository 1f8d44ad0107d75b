import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { cookieHeader, createTestApp, TEST_ORIGIN } from './helpers/app';

const kickAlice: FakeKickUser = {
  user_id: 987654,
  name: 'AliceK',
  email: 'alice@example.com',
  profile_picture: 'https://files.kick.example/alice.webp',
};
const kickBob: FakeKickUser = { user_id: 5, name: 'bob', email: '', profile_picture: '' };
const twitchAlice: FakeTwitchUser = { id: '4242', login: 'alice', display_name: 'Alice', profile_image_url: '' };

let database: Database;
let app: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  app = await createTestApp(database, {
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '2000',
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    ADMIN_KICK_LOGINS: 'bob',
    SIGNUP_BONUS_POINTS: '100',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await app.close();
  await kick.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  kick.state.mode = 'up';
  kick.state.consentUser = null;
  kick.state.requests.length = 0;
  await resetDatabase(database);
});

/** The browser's round trip: start (flow cookie), the platform's consent page, back to /login with ?code&state. */
async function roundTrip(
  platform: 'kick' | 'twitch',
  consent: () => void,
  opts: { link?: boolean; cookie?: string } = {},
) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/${platform}${opts.link ? '?link=1' : ''}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });
  expect(start.statusCode).toBe(302);
  consent();
  const authorize = await fetch(start.headers.location as string, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  return { start, back, code: back.searchParams.get('code'), state: back.searchParams.get('state')! };
}

const postLogin = (start: LightMyRequestResponse, code: string, state: string, session?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    headers: { origin: TEST_ORIGIN, cookie: [cookieHeader(start), session].filter(Boolean).join('; ') },
    payload: { code, state },
  });

async function signInWithKick(user: FakeKickUser) {
  const trip = await roundTrip('kick', () => (kick.state.consentUser = user));
  const res = await postLogin(trip.start, trip.code!, trip.state);
  expect(res.statusCode).toBe(200);
  return cookieHeader(res);
}

async function signInWithTwitch(user: FakeTwitchUser) {
  const start = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch' });
  const state = new URL(start.headers.location as string).searchParams.get('state')!;
  const res = await postLogin(start, twitch.issueCode(user), state);
  expect(res.statusCode).toBe(200);
  return cookieHeader(res);
}

const me = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } })).json();
const identities = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/users/me/identities', headers: { cookie } })).json();

describe('Kick sign-in (OAuth 2.1 with PKCE S256) against a local fake of the contract', () => {
  it('redirects to Kick with the code flow, user:read, the state and an S256 challenge; the verifier stays in an httpOnly cookie', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/kick' });
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${kick.authUrl}/oauth/authorize`);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: 'kick-id',
      redirect_uri: `${TEST_ORIGIN}/login`,
      scope: 'user:read',
      code_challenge_method: 'S256',
    });
    expect(q.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === 'oauthState')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBe(600);
    const [, , state, verifier] = cookie.value.split('.');
    expect(state).toBe(q.state);
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.value).not.toContain(q.code_challenge);
  });

  it('signs a new Kick user in: account from GET /users, the sign-up bonus once, a session', async () => {
    const cookie = await signInWithKick(kickAlice);
    expect(await me(cookie)).toMatchObject({ username: 'AliceK', avatar: kickAlice.profile_picture, points: 100 });
    const token = kick.state.requests.find((r) => r.path === '/oauth/token')!;
    const form = new URLSearchParams(token.body);
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await signInWithKick(kickAlice);
    const [row] = await queryRows<{ accounts: number; ledger: number }>(
      database.db,
      sql`select (select count(*)::int from users) as accounts, (select count(*)::int from points_ledger) as ledger`,
    );
    expect(row).toEqual({ accounts: 1, ledger: 1 });
  });

  it('a code replayed without the browser that started the flow, or with another verifier, is refused', async () => {
    const trip = await roundTrip('kick', () => (kick.state.consentUser = kickAlice));
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN },
      payload: { code: trip.code, state: trip.state },
    });
    expect(stranger.json().error.code).toBe('LOGIN_STATE_MISMATCH');
    // Same state, a forged verifier in the cookie: Kick refuses the exchange.
    const forged = trip.start.cookies
      .find((c) => c.name === 'oauthState')!
      .value.replace(/\.[^.]+$/, '.' + 'x'.repeat(43));
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN, cookie: `oauthState=${forged}` },
      payload: { code: trip.code, state: trip.state },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('LOGIN_CODE_INVALID');
    expect(await queryRows(database.db, sql`select id from users`)).toEqual([]);
  });

  it('Kick down is a 502 in our shape; admin logins per platform', async () => {
    const trip = await roundTrip('kick', () => (kick.state.consentUser = kickBob));
    kick.state.mode = 'down';
    const down = await postLogin(trip.start, trip.code!, trip.state);
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('LOGIN_PROVIDER_UNAVAILABLE');
    kick.state.mode = 'up';
    const cookie = await signInWithKick(kickBob);
    expect((await me(cookie)).role).toBe('Admin');
  });

  it('the site config lists the platforms set up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.json().signIn).toEqual(['twitch', 'kick']);
  });
});

describe('Linked accounts: one account, one balance', () => {
  it('links Kick to a Twitch account; either platform then signs in to the same account and balance', async () => {
    const cookie = await signInWithTwitch(twitchAlice);
    const trip = await roundTrip('kick', () => (kick.state.consentUser = kickAlice), { link: true, cookie });
    const linked = await postLogin(trip.start, trip.code!, trip.state, cookie);
    expect(linked.json()).toEqual({ ok: true, linked: 'kick' });
    const list = await identities(cookie);
    expect(list.available).toEqual(['twitch', 'kick']);
    expect(list.identities.map((i: { platform: string; login: string }) => [i.platform, i.login])).toEqual([
      ['twitch', 'alice'],
      ['kick', 'alicek'],
    ]);
    const viaKick = await signInWithKick(kickAlice);
    expect((await me(viaKick))._id).toBe((await me(cookie))._id);
    // The account keeps the name of the platform it was created from.
    expect((await me(viaKick)).username).toBe('Alice');
  });

  it('refuses to link an identity that belongs to another account, and changes nothing', async () => {
    await signInWithKick(kickAlice);
    const cookie = await signInWithTwitch(twitchAlice);
    const before = await queryRows(
      database.db,
      sql`select user_id, platform, platform_user_id from user_identities order by 2`,
    );
    const trip = await roundTrip('kick', () => (kick.state.consentUser = kickAlice), { link: true, cookie });
    const res = await postLogin(trip.start, trip.code!, trip.state, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('IDENTITY_TAKEN');
    expect(res.json().error.message).toContain('already linked to another account');
    expect(
      await queryRows(database.db, sql`select user_id, platform, platform_user_id from user_identities order by 2`),
    ).toEqual(before);
  });

  it('a second Kick account on the same account is refused until the first is unlinked', async () => {
    const cookie = await signInWithTwitch(twitchAlice);
    for (const user of [kickAlice, kickBob]) {
      const trip = await roundTrip('kick', () => (kick.state.consentUser = user), { link: true, cookie });
      const res = await postLogin(trip.start, trip.code!, trip.state, cookie);
      if (user === kickBob) expect(res.json().error.code).toBe('PLATFORM_ALREADY_LINKED');
    }
    const unlinked = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/identities/kick',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().identities.map((i: { platform: string }) => i.platform)).toEqual(['twitch']);
  });

  it('never unlinks the last identity; a link flow needs a session', async () => {
    const cookie = await signInWithKick(kickAlice);
    const last = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/identities/kick',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('LAST_IDENTITY');
    const none = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/identities/twitch',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(none.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me/identities/youtube',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/auth/kick?link=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});
