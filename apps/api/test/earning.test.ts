import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { createEarningService, type EarningServiceDeps } from './helpers/earning-instance';
import { createTwitchBroadcasterClient } from '../src/integrations/twitch-broadcaster';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { cookieHeader, createTestApp, TEST_ORIGIN } from './helpers/app';
import { createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { testActor } from './helpers/actor';

const CLIENT_ID = 'earn-client';
const CLIENT_SECRET = 'earn-secret';
const EVENTSUB_SECRET = 'eventsub-secret-0123456789';
const broadcaster: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};
const log = pino({ level: 'silent' });

let database: Database;
let app: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  app = await createTestApp(database, {
    TWITCH_CLIENT_ID: CLIENT_ID,
    TWITCH_CLIENT_SECRET: CLIENT_SECRET,
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_TIMEOUT_MS: '2000',
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: EVENTSUB_SECRET,
    STREAM_CACHE_SECONDS: '60',
  });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.mode = 'up';
  twitch.state.requests.length = 0;
  twitch.state.chatters = [];
  twitch.state.subscribers.clear();
  twitch.state.rateLimitNext = 0;
  twitch.state.live = true;
  twitch.state.consentUser = broadcaster;
  await resetDatabase(database);
  await app.earning.seedDefaults();
  admin = await createUser(database, { role: 'Admin' });
});

/** The whole connect flow: our start route -> the fake's consent -> our callback. */
async function connect(): Promise<string> {
  const start = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/earning/connect',
    headers: { cookie: admin.cookie },
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('scope')).toBe(
    'moderator:read:chatters channel:read:subscriptions user:read:chat user:write:chat user:bot channel:manage:redemptions bits:read moderator:read:followers',
  );
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  expect(back.pathname).toBe('/api/v1/admin/earning/callback');
  const done = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `${admin.cookie}; ${cookieHeader(start)}` },
  });
  return done.headers.location as string;
}

/** A second "instance": its own service and Twitch client on the same database. */
function instance(extra: Partial<EarningServiceDeps> = {}) {
  return createEarningService({
    db: database.db,
    secrets: app.secrets,
    twitch: createTwitchBroadcasterClient({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      authUrl: twitch.authUrl,
      apiUrl: twitch.apiUrl,
      timeoutMs: 2000,
      log,
      maxRateLimitWaitMs: 5000,
    }),
    channel: 'bigstreamer',
    publicUrl: TEST_ORIGIN,
    eventsubSecret: EVENTSUB_SECRET,
    liveOn: async () => ({ twitch: twitch.state.live, kick: false }),
    pushLive: () => undefined,
    kick: app.kickChannel,
    log,
    ...extra,
  });
}

/** `n` chatters; the first `members` of them have site accounts (inserted in one statement). */
async function chatters(n: number, members: number) {
  twitch.state.chatters = Array.from({ length: n }, (_, i) => ({
    user_id: `c${i}`,
    user_login: `viewer${i}`,
    user_name: `Viewer${i}`,
  }));
  if (members > 0) {
    await database.db.execute(
      sql`with u as (insert into users (login, display_name) select 'viewer' || i, 'Viewer' || i from generate_series(0, ${members - 1}) i returning id, login, display_name)
          insert into user_identities (user_id, platform, platform_user_id, login, display_name)
          select id, 'twitch', 'c' || substr(login, 7), login, display_name from u`,
    );
  }
}

const credits = async () =>
  queryRows<{ login: string; points: number; rows: number }>(
    database.db,
    sql`select u.login, u.points::int as points, (select count(*)::int from points_ledger l where l.user_id = u.id and l.reason = 'watch_time') as rows
        from users u where u.login like 'viewer%' or u.login like '%bot%' order by u.login`,
  );

const totalWatch = async () =>
  (
    await queryRows<{ n: number; sum: number }>(
      database.db,
      sql`select count(*)::int as n, coalesce(sum(delta), 0)::int as sum from points_ledger where reason = 'watch_time'`,
    )
  )[0]!;

describe('broadcaster connection', () => {
  it('connects through Twitch with the earning scopes, seals the tokens and never shows them', async () => {
    expect(await connect()).toBe('/admin/earning?connect=ok');
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/earning', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.connection).toMatchObject({
      connected: true,
      login: 'bigstreamer',
      scopes: [
        'moderator:read:chatters',
        'channel:read:subscriptions',
        'user:read:chat',
        'user:write:chat',
        'user:bot',
        'channel:manage:redemptions',
        'bits:read',
        'moderator:read:followers',
      ],
      missingScopes: [],
    });
    expect(res.body).not.toMatch(/user-\d+|refresh-\d+/);
    const [row] = await queryRows<{ a: string; r: string }>(
      database.db,
      sql`select access_token_sealed as a, refresh_token_sealed as r from earning_connection`,
    );
    expect(row!.a).toMatch(/^v1\./);
    expect(row!.a).not.toMatch(/user-/);
    expect(app.secrets.open(row!.r)).toMatch(/^refresh-/);
    expect((await app.inject({ method: 'GET', url: '/api/v1/data/earning' })).json()).toMatchObject({
      enabled: true,
      amount: 10,
      tickMinutes: 10,
      subMultiplier: 2,
      dailyCap: 0,
    });

    const off = await app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/earning/connection',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(off.statusCode).toBe(200);
    const after = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/earning/connection', headers: { cookie: admin.cookie } })
    ).json();
    expect(after).toMatchObject({ connected: false });
    // A code, never a sentence: the web words it in the admin's language.
    expect(after.reason).toEqual({ code: 'NOT_CONNECTED', platform: 'twitch' });

    // Both are in the audit log: who connected which account with which scopes, never a token.
    const audit = await queryRows<{ action: string; actor_id: string; target_label: string; summary: unknown }>(
      database.db,
      sql`select action, actor_id, target_label, summary from audit_log order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'earning.connect',
        actor_id: admin.id,
        target_label: 'Twitch bigstreamer',
        summary: { before: null, after: { login: 'bigstreamer', scopes: body.connection.scopes } },
      },
      {
        action: 'earning.disconnect',
        actor_id: admin.id,
        target_label: 'Twitch bigstreamer',
        summary: { before: { login: 'bigstreamer' }, after: null },
      },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/user-\d+|refresh-\d+|v1\./);
  });

  it('refuses a callback whose state is not ours, and non-admins', async () => {
    const viewer = await createUser(database);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/earning/connect', headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(403);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/earning/callback?code=x&state=forged',
      headers: { cookie: `${admin.cookie}; earningState=other` },
    });
    expect(bad.headers.location).toBe('/admin/earning?connect=state');
    twitch.state.consentUser = null;
    expect(await connect()).toBe('/admin/earning?connect=denied');
  });

  it('validates settings and the ignore list', async () => {
    const put = (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, payload, headers: { cookie: admin.cookie, origin: TEST_ORIGIN } });
    const bad = await put('/api/v1/admin/earning/settings', {
      amount: 0,
      tickMinutes: 61,
      subMultiplier: 2,
      dailyCap: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['amount', 'tickMinutes', 'dailyCap']));
    expect(
      (await put('/api/v1/admin/earning/settings', { amount: 5, tickMinutes: 1, subMultiplier: 3, dailyCap: 100 }))
        .statusCode,
    ).toBe(200);
    expect((await put('/api/v1/admin/earning/ignored', { logins: ['Not a login!'] })).statusCode).toBe(400);
    expect((await put('/api/v1/admin/earning/ignored', { logins: ['NightBot', 'mybot'] })).json()).toEqual({
      logins: ['mybot', 'nightbot'],
    });
  });
});

describe('watch-time ticks', () => {
  it('reads every page of 2,500 chatters and credits members once; bots and non-members get nothing', async () => {
    await connect();
    await chatters(2500, 600);
    await database.db.execute(
      sql`with u as (insert into users (login, display_name) values ('nightbot', 'Nightbot') returning id)
          insert into user_identities (user_id, platform, platform_user_id, login, display_name)
          select id, 'twitch', 'bot1', 'nightbot', 'Nightbot' from u`,
    );
    twitch.state.chatters.push({ user_id: 'bot1', user_login: 'nightbot', user_name: 'Nightbot' });
    const result = await instance().tickIfDue();
    expect(result).toMatchObject({ ran: true, chattersRead: 2501, usersCredited: 600, pointsGiven: 6000 });
    expect(twitch.count('/helix/chat/chatters')).toBe(3);
    const rows = await credits();
    expect(rows.find((r) => r.login === 'nightbot')).toMatchObject({ points: 0, rows: 0 });
    expect(rows.filter((r) => r.login.startsWith('viewer')).every((r) => r.points === 10 && r.rows === 1)).toBe(true);
    // The same window again, by the job or an admin: nothing more.
    expect(await instance().tickIfDue()).toMatchObject({ ran: false, reason: 'window done' });
    expect(await instance().tickNow()).toMatchObject({ ran: true, usersCredited: 0 });
    expect(await totalWatch()).toEqual({ n: 600, sum: 6000 });
    await expectLedgerInvariant(database);
  });

  it('two instances ticking the same window at once credit each user once', async () => {
    await connect();
    await chatters(1200, 700);
    const [a, b] = await Promise.all([instance({ chunkSize: 100 }).tickNow(), instance({ chunkSize: 150 }).tickNow()]);
    expect((a.usersCredited ?? 0) + (b.usersCredited ?? 0)).toBe(700);
    expect(await totalWatch()).toEqual({ n: 700, sum: 7000 });
    await expectLedgerInvariant(database);
  });

  it('an instance that dies mid-tick resumes the window without double credit', async () => {
    await connect();
    await chatters(1000, 500);
    const crashing = instance({
      chunkSize: 100,
      afterChunk: (i) => {
        if (i === 1) throw new Error('killed');
      },
    });
    await expect(crashing.tickIfDue()).rejects.toThrow(/killed/);
    expect((await totalWatch()).n).toBe(200);
    const restarted = await instance({ chunkSize: 100 }).tickIfDue();
    expect(restarted).toMatchObject({ ran: true, usersCredited: 300 });
    expect(await totalWatch()).toEqual({ n: 500, sum: 5000 });
    const ticks = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/earning', headers: { cookie: admin.cookie } })
    ).json().ticks;
    expect(ticks).toHaveLength(2);
    expect(ticks[1].errors).toEqual([{ code: 'CREDIT_FAILED', detail: 'killed' }]);
    expect(ticks[0].errors).toEqual([]);
    await expectLedgerInvariant(database);
  });

  it('subscribers earn the multiple; the daily cap holds across windows; offline credits nothing', async () => {
    await connect();
    await chatters(10, 4);
    twitch.state.subscribers.add('c0');
    await app.earning.saveSettings({ amount: 10, tickMinutes: 10, subMultiplier: 3, dailyCap: 50 }, testActor());
    let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
    const at = () => instance({ now: () => clock });
    expect(await at().tickIfDue()).toMatchObject({ usersCredited: 4, pointsGiven: 60 });
    clock += 10 * 60_000;
    await at().tickIfDue();
    clock += 10 * 60_000;
    await at().tickIfDue();
    const rows = await credits();
    expect(rows.find((r) => r.login === 'viewer0')).toMatchObject({ points: 50, rows: 2 }); // 30 + 20 (cap)
    expect(rows.find((r) => r.login === 'viewer1')).toMatchObject({ points: 30, rows: 3 });
    twitch.state.live = false;
    clock += 10 * 60_000;
    expect(await at().tickIfDue()).toMatchObject({ ran: false, reason: 'offline' });
    // The next UTC day starts a fresh cap.
    twitch.state.live = true;
    clock = Date.UTC(2026, 10, 23, 0, 5, 0);
    await at().tickIfDue();
    expect((await credits()).find((r) => r.login === 'viewer0')).toMatchObject({ points: 80, rows: 3 });
    await expectLedgerInvariant(database);
  });

  it('refreshes the token on a 401 and before expiry, and honours a 429 until Ratelimit-Reset', async () => {
    await connect();
    await chatters(50, 5);
    twitch.expireUserTokens();
    expect(await instance().tickNow()).toMatchObject({ ran: true, usersCredited: 5 });
    const refreshes = () =>
      twitch.state.requests.filter(
        (r) => r.path.startsWith('/oauth2/token') && r.body.includes('grant_type=refresh_token'),
      ).length;
    expect(refreshes()).toBe(1);

    // Near expiry: refreshed before the call, no 401 needed.
    await database.db.execute(sql`update earning_connection set expires_at = now() + interval '1 minute'`);
    twitch.state.requests.length = 0;
    let clock = Date.now() + 20 * 60_000;
    await instance({ now: () => clock }).tickIfDue();
    expect(refreshes()).toBe(1);
    expect(
      twitch.state.requests.filter((r) => r.path.startsWith('/helix')).every((r) => r.path.startsWith('/helix/')),
    ).toBe(true);

    twitch.state.requests.length = 0;
    twitch.state.rateLimitNext = 1;
    twitch.state.rateLimitResetSeconds = 1;
    clock += 20 * 60_000;
    const started = Date.now();
    expect(await instance({ now: () => clock }).tickIfDue()).toMatchObject({ ran: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(twitch.count('/helix/chat/chatters')).toBe(2);
    await expectLedgerInvariant(database);
  });

  it('failures stored as English text before migration 0035_platform_issues read as codes, the upstream words as the detail', async () => {
    await connect();
    // The three columns as they were before the migration, holding what the older version wrote.
    for (const statement of [
      'alter table earning_connection alter column last_error type text using null',
      'alter table kick_connection alter column last_error type text using null',
      'alter table earning_ticks rename column errors to error',
      'alter table earning_ticks alter column error type text using null',
    ])
      await database.db.execute(sql.raw(statement));
    await database.db.execute(
      sql`update earning_connection set last_error = 'The Twitch chat subscription failed: 403 Forbidden'`,
    );
    await database.db.execute(
      sql`insert into kick_connection (kick_user_id, login, broadcaster_user_id, channel_slug, scopes, access_token_sealed, refresh_token_sealed, expires_at, last_error)
          values ('1', 'kicker', '1', 'kicker', '[]'::jsonb, 'x', 'x', now(), 'Kick refused the subscription of chat.message.sent (nope).')`,
    );
    await database.db.execute(
      sql`insert into earning_ticks (window_start, started_at, error) values
          (now() - interval '20 minutes', now() - interval '20 minutes', 'Twitch: socket hang up'),
          (now() - interval '10 minutes', now() - interval '10 minutes', null)`,
    );
    const migration = readFileSync(new URL('../src/db/migrations/0035_platform_issues.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await database.db.execute(sql.raw(statement));

    expect(
      (await queryRows<{ last_error: unknown }>(database.db, sql`select last_error from kick_connection`))[0]!
        .last_error,
    ).toEqual({ code: 'SUBSCRIPTIONS_REFUSED', platform: 'kick', detail: 'chat.message.sent (nope).' });
    const body = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/earning', headers: { cookie: admin.cookie } })
    ).json();
    expect(body.connection.lastError).toEqual({
      code: 'CHAT_SUBSCRIPTION_FAILED',
      platform: 'twitch',
      detail: '403 Forbidden',
    });
    expect(body.ticks.map((t: { errors: unknown }) => t.errors)).toEqual([
      [],
      [{ code: 'UNKNOWN', detail: 'Twitch: socket hang up' }],
    ]);
  });

  it('a revoked refresh token stops earning with a visible error', async () => {
    await connect();
    await chatters(5, 5);
    twitch.expireUserTokens();
    twitch.state.refreshTokens.clear();
    await expect(instance().tickNow()).rejects.toThrow();
    const body = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/earning', headers: { cookie: admin.cookie } })
    ).json();
    expect(body.connection.lastError).toMatchObject({ code: 'REFRESH_REFUSED', platform: 'twitch' });
    // Twitch's own words stay a technical detail for the admin.
    expect(typeof body.connection.lastError.detail).toBe('string');
    expect(body.ticks[0].errors).toMatchObject([{ code: 'PRESENCE_FAILED', platform: 'twitch' }]);
    expect((await totalWatch()).n).toBe(0);
  });
});

describe('give points to everyone in chat now', () => {
  const gift = (body: object, who: TestUser | null = admin) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/admin/earning/chat-gift',
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
      payload: body,
    });
  const giftRows = async () =>
    queryRows<{ n: number; sum: number; params: object | null }>(
      database.db,
      sql`select count(*)::int as n, coalesce(sum(delta), 0)::int as sum, min(params::text)::jsonb as params
            from points_ledger where reason = 'chat_gift'`,
    );

  it('credits every linked viewer present once, with the reason; the same gift again or on another instance gives nothing more', async () => {
    await connect();
    await chatters(300, 120);
    const id = randomUUID();
    const body = { id, points: 25, reason: '  Hype train!  ' };
    // The page's request and a retry reaching another instance at the same moment.
    const [a, b] = await Promise.all([
      gift(body),
      instance().giveToChat({ id, points: 25, reason: 'Hype train!' }, testActor(admin.id)),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    const results = [a.json(), b];
    expect(results.map((r) => r.credited).sort()).toEqual([120, 120]);
    expect(results.filter((r) => r.repeated)).toHaveLength(1);
    expect(results[0]).toMatchObject({ id, points: 25, twitch: 120, kick: 0 });
    expect(await giftRows()).toEqual([{ n: 120, sum: 3000, params: { reason: 'Hype train!' } }]);
    expect((await gift(body)).json()).toMatchObject({ credited: 120, repeated: true });
    // A second gift (a new id) credits everyone again.
    expect((await gift({ ...body, id: randomUUID(), points: 5 })).json()).toMatchObject({ credited: 120 });
    expect(await giftRows()).toMatchObject([{ n: 240, sum: 3600 }]);
    const audit = await queryRows<{ action: string; summary: { after: object } }>(
      database.db,
      sql`select action, summary from audit_log where action = 'earning.chat_gift' order by id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0]!.summary.after).toMatchObject({ points: 25, reason: 'Hype train!', credited: 120, twitch: 120 });
    await expectLedgerInvariant(database);
  });

  it('refuses bad input, non-admins, an offline channel and no connection; nothing is credited', async () => {
    const viewer = await createUser(database);
    const ok = { id: randomUUID(), points: 10, reason: 'Thanks' };
    expect((await gift(ok)).json().error.code).toBe('EARNING_NOT_CONNECTED');
    await connect();
    await chatters(10, 5);
    const cases: [object, TestUser | null, number, string][] = [
      [ok, null, 401, 'UNAUTHENTICATED'],
      [ok, viewer, 403, 'FORBIDDEN'],
      [{ ...ok, points: 0 }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, points: -1 }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, points: 1e20 }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, points: 1.5 }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, reason: '   ' }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, reason: 'x'.repeat(201) }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, reason: 'nul\u0000byte' }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, id: 'not-a-uuid' }, admin, 400, 'VALIDATION_ERROR'],
      [{ ...ok, extra: true }, admin, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, who, status, code] of cases) {
      const res = await gift(body, who);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    twitch.state.live = false;
    await expect(instance().giveToChat(ok, testActor(admin.id))).rejects.toMatchObject({ code: 'CHAT_GIFT_OFFLINE' });
    twitch.state.live = true;
    twitch.state.mode = 'down';
    await expect(instance().giveToChat(ok, testActor(admin.id))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(await giftRows()).toMatchObject([{ n: 0 }]);
    twitch.state.mode = 'up';
    // The refused gift's id may be sent again once the chat can be read.
    expect((await instance().giveToChat(ok, testActor(admin.id))).credited).toBe(5);
  });
});

describe('EventSub webhook', () => {
  const hook = () => `${baseUrl}/api/v1/webhooks/twitch/eventsub`;
  const live = async () => (await app.inject({ method: 'GET', url: '/api/v1/data/stream' })).json().live as boolean;

  it('answers the challenge, pushes online/offline at once, and ignores a replay', async () => {
    expect(
      await twitch.deliverEventSub(hook(), EVENTSUB_SECRET, {
        type: 'challenge',
        login: 'bigstreamer',
        challenge: 'abc123',
      }),
    ).toEqual({ status: 200, body: 'abc123' });
    twitch.state.live = false;
    await twitch.deliverEventSub(hook(), EVENTSUB_SECRET, { type: 'stream.offline', login: 'bigstreamer' });
    expect(await live()).toBe(false);
    const online = await twitch.deliverEventSub(
      hook(),
      EVENTSUB_SECRET,
      { type: 'stream.online', login: 'bigstreamer' },
      { messageId: 'm-online' },
    );
    expect(online.status).toBe(204);
    expect(await live()).toBe(true);
    await twitch.deliverEventSub(hook(), EVENTSUB_SECRET, { type: 'stream.offline', login: 'bigstreamer' });
    expect(await live()).toBe(false);
    // The same online message again (a replay): refused by its id, the state stays offline.
    expect(
      (
        await twitch.deliverEventSub(
          hook(),
          EVENTSUB_SECRET,
          { type: 'stream.online', login: 'bigstreamer' },
          { messageId: 'm-online' },
        )
      ).status,
    ).toBe(204);
    expect(await live()).toBe(false);
  });

  it('refuses a bad signature and an old timestamp with 403', async () => {
    await twitch.deliverEventSub(hook(), EVENTSUB_SECRET, { type: 'stream.offline', login: 'bigstreamer' });
    expect(
      (await twitch.deliverEventSub(hook(), 'wrong-secret-0123456789', { type: 'stream.online', login: 'bigstreamer' }))
        .status,
    ).toBe(403);
    expect(
      (
        await twitch.deliverEventSub(
          hook(),
          EVENTSUB_SECRET,
          { type: 'stream.online', login: 'bigstreamer' },
          { signature: 'sha256=00' },
        )
      ).status,
    ).toBe(403);
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    expect(
      (
        await twitch.deliverEventSub(
          hook(),
          EVENTSUB_SECRET,
          { type: 'stream.online', login: 'bigstreamer' },
          { timestamp: old },
        )
      ).status,
    ).toBe(403);
    expect(await live()).toBe(false);
  });
});
