import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { KICK_EVENTS } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import type { ChatMessageIn } from '../src/lib/chat-inbox';
import {
  kickChatEvent,
  signKickDelivery,
  startFakeKick,
  type FakeKickUser,
  type SignedKickDelivery,
} from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { cookieHeader, createTestApp } from './helpers/app';
import { createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { connectBroadcaster } from './medium/factories';

const KICK_ID = 'kick-id';
const KICK_SECRET = 'kick-secret';
const TW_ID = 'tw-id';
const TW_SECRET = 'tw-secret';
const WEBHOOK = '/api/v1/webhooks/kick';
/** The streamer: Kick channel `bigstreamer` (broadcaster 77), Twitch `bigstreamer` (id 9). */
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };
const kickModerator: FakeKickUser = { user_id: 78, name: 'ModMan', email: '', profile_picture: '' };
const twitchStreamer: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

const env = () => ({
  KICK_CLIENT_ID: KICK_ID,
  KICK_CLIENT_SECRET: KICK_SECRET,
  KICK_AUTH_URL: kick.authUrl,
  KICK_API_URL: kick.apiUrl,
  KICK_TIMEOUT_MS: '1000',
  KICK_CHANNEL: 'bigstreamer',
  TWITCH_CLIENT_ID: TW_ID,
  TWITCH_CLIENT_SECRET: TW_SECRET,
  TWITCH_AUTH_URL: twitch.authUrl,
  TWITCH_API_URL: twitch.apiUrl,
  TWITCH_CHANNEL: 'bigstreamer',
  STREAM_CACHE_SECONDS: '1',
});

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: KICK_ID, clientSecret: KICK_SECRET });
  twitch = await startFakeTwitch({ clientId: TW_ID, clientSecret: TW_SECRET });
  app = await createTestApp(database, env());
  // A second instance on the same database: duplicates and freshness must hold across instances.
  second = await createTestApp(database, env());
});
afterAll(async () => {
  await app.close();
  await second.close();
  await kick.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  kick.state.mode = 'up';
  kick.state.requests.length = 0;
  kick.state.subscriptions = [];
  kick.state.refuseEvents.clear();
  kick.state.consentUser = kickStreamer;
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true, title: 'Bonus hunt!' });
  twitch.state.live = false;
  twitch.state.chatters = [];
  await resetDatabase(database);
  await app.earning.seedDefaults();
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

const deliver = (target: FastifyInstance, d: SignedKickDelivery) =>
  target.inject({ method: 'POST', url: WEBHOOK, headers: d.headers, payload: d.body });

const chat = (
  sender: { user_id: number; username: string },
  content = 'hello',
  badges: { text: string; type: string }[] = [],
) =>
  kick.sign({
    type: 'chat.message.sent',
    event: kickChatEvent({ broadcaster: { user_id: 77, username: 'bigstreamer' }, sender, content, badges }),
  });

const chatters = () =>
  queryRows<{ kick_user_id: string; username: string; subscriber: boolean }>(
    database.db,
    sql`select kick_user_id, username, subscriber from kick_chatters order by kick_user_id`,
  );

/** Counts the chat messages the listeners of both instances receive. */
function listen() {
  const seen: ChatMessageIn[] = [];
  const offs = [app, second].map((a) => a.kickChannel.webhook.onChatMessage((m) => void seen.push(m)));
  return { seen, off: () => offs.forEach((off) => off()) };
}

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('POST /api/v1/webhooks/kick: signature, freshness, duplicates', () => {
  it('accepts a delivery signed with Kick’s key, records the chatter, and hands the message on after the answer', async () => {
    const l = listen();
    const res = await deliver(
      app,
      chat({ user_id: 501, username: 'Viewer_One' }, 'hi chat', [{ text: 'Subscriber', type: 'subscriber' }]),
    );
    expect(res.statusCode).toBe(200);
    await settle();
    expect(await chatters()).toEqual([{ kick_user_id: '501', username: 'Viewer_One', subscriber: true }]);
    expect(l.seen).toHaveLength(1);
    expect(l.seen[0]).toMatchObject({
      platform: 'kick',
      chatterId: '501',
      chatterLogin: 'viewer_one',
      content: 'hi chat',
      badges: ['subscriber'],
    });
    l.off();
  });

  it('refuses a missing, forged or mismatched signature with 403 and changes nothing', async () => {
    const good = chat({ user_id: 502, username: 'v2' });
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const forged = signKickDelivery(other.privateKey, {
      type: 'chat.message.sent',
      event: kickChatEvent({
        broadcaster: { user_id: 77, username: 'bigstreamer' },
        sender: { user_id: 503, username: 'v3' },
        content: 'x',
      }),
    });
    const { ['kick-event-signature']: _, ...unsigned } = good.headers;
    const cases: SignedKickDelivery[] = [
      { headers: unsigned, body: good.body },
      forged,
      { headers: good.headers, body: good.body.replace('hello', 'hellO') },
      { headers: { ...good.headers, 'kick-event-message-id': 'another-id' }, body: good.body },
      { headers: { ...good.headers, 'kick-event-signature': 'not base64 at all!!' }, body: good.body },
    ];
    for (const c of cases) expect((await deliver(app, c)).statusCode).toBe(403);
    expect(await chatters()).toEqual([]);
  });

  it('refuses a delivery older (or newer) than 10 minutes even when its signature is good', async () => {
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    const future = new Date(Date.now() + 11 * 60_000).toISOString();
    for (const timestamp of [old, future, 'yesterday']) {
      const d = kick.sign({
        type: 'chat.message.sent',
        timestamp,
        event: kickChatEvent({
          broadcaster: { user_id: 77, username: 'bigstreamer' },
          sender: { user_id: 504, username: 'v4' },
          content: 'x',
        }),
      });
      expect((await deliver(app, d)).statusCode).toBe(403);
    }
    const recent = kick.sign({
      type: 'chat.message.sent',
      timestamp: new Date(Date.now() - 9 * 60_000).toISOString(),
      event: kickChatEvent({
        broadcaster: { user_id: 77, username: 'bigstreamer' },
        sender: { user_id: 504, username: 'v4' },
        content: 'x',
      }),
    });
    expect((await deliver(app, recent)).statusCode).toBe(200);
  });

  it('treats a message id it has seen as done: 200 and no second effect, on either instance, even at once', async () => {
    const l = listen();
    const d = chat({ user_id: 505, username: 'v5' }, '!points');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? second : app, d)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    await settle();
    expect(l.seen).toHaveLength(1);
    expect((await deliver(app, d)).statusCode).toBe(200);
    await settle();
    expect(l.seen).toHaveLength(1);
    const n = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from kick_event_messages`))[0]!
      .n;
    expect(n).toBe(1);
    l.off();
  });

  it('answers unknown event types and other channels 200 with no effect', async () => {
    const l = listen();
    const followed = kick.sign({
      type: 'channel.followed',
      event: { broadcaster: { user_id: 77, channel_slug: 'bigstreamer' }, follower: { user_id: 1, username: 'f' } },
    });
    expect((await deliver(app, followed)).statusCode).toBe(200);
    const elsewhere = kick.sign({
      type: 'chat.message.sent',
      event: kickChatEvent({
        broadcaster: { user_id: 99, username: 'otherchannel' },
        sender: { user_id: 506, username: 'v6' },
        content: 'x',
      }),
    });
    expect((await deliver(app, elsewhere)).statusCode).toBe(200);
    await settle();
    expect(l.seen).toHaveLength(0);
    expect(await chatters()).toEqual([]);
    l.off();
  });

  it('never answers 5xx to bad input: broken JSON, wrong shapes, odd headers, empty and huge bodies', async () => {
    const signed = (rawBody: string) => kick.sign({ type: 'chat.message.sent', rawBody });
    const bodies = [
      '{',
      '[]',
      'null',
      '"text"',
      '{"sender":{}}',
      '{"sender":{"user_id":"x"}}',
      `{"content":${'1'.repeat(100)}}`,
    ];
    for (const body of bodies) {
      const res = await deliver(app, signed(body));
      expect(res.statusCode, body).toBeLessThan(500);
    }
    const weird = [
      {
        'kick-event-message-id': 'x'.repeat(5000),
        'kick-event-message-timestamp': 'now',
        'kick-event-signature': 'AA==',
      },
      { 'kick-event-message-timestamp': new Date().toISOString() },
      {},
    ];
    for (const headers of weird) {
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{}',
      });
      expect(res.statusCode).toBe(403);
    }
    const huge = await app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: `{"a":"${'x'.repeat(200_000)}"}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it('fetches Kick’s public key once and keeps it', async () => {
    const fresh = await createTestApp(database, env());
    try {
      for (let i = 0; i < 5; i++)
        expect((await deliver(fresh, chat({ user_id: 600 + i, username: `k${i}` }))).statusCode).toBe(200);
      expect(kick.state.requests.filter((r) => r.path === '/public/v1/public-key')).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('uses KICK_PUBLIC_KEY instead of fetching, and answers 503 (Kick delivers again) while no key can be had', async () => {
    const pinned = await createTestApp(database, { ...env(), KICK_PUBLIC_KEY: kick.publicKey.replaceAll('\n', '\\n') });
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const wrong = await createTestApp(database, { ...env(), KICK_PUBLIC_KEY: other.publicKey });
    kick.state.mode = 'down';
    const keyless = await createTestApp(database, env());
    try {
      expect((await deliver(pinned, chat({ user_id: 701, username: 'p1' }))).statusCode).toBe(200);
      expect((await deliver(wrong, chat({ user_id: 702, username: 'p2' }))).statusCode).toBe(403);
      expect((await deliver(keyless, chat({ user_id: 703, username: 'p3' }))).statusCode).toBe(503);
      expect(kick.state.requests.filter((r) => r.path === '/public/v1/public-key')).toHaveLength(1);
    } finally {
      await Promise.all([pinned.close(), wrong.close(), keyless.close()]);
    }
  });
});

/** The admin's connect round trip: our start route, the fake's consent, our callback. */
async function connectKick(): Promise<string> {
  const start = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/kick/connect',
    headers: { cookie: admin.cookie },
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('scope')).toBe(
    'user:read channel:read chat:write events:subscribe channel:rewards:read channel:rewards:write',
  );
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const done = await app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: `${admin.cookie}; ${cookieHeader(start)}` },
  });
  return done.headers.location as string;
}

describe('the streamer’s Kick connection', () => {
  it('connects with PKCE, seals the tokens, subscribes both events and shows it to the admin without tokens', async () => {
    expect(await connectKick()).toBe('/admin/earning?kick=ok');
    expect(kick.state.subscriptions.map((s) => s.event).sort()).toEqual(KICK_EVENTS.map((e) => e.name).sort());
    const view = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/kick/connection',
      headers: { cookie: admin.cookie },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      connected: true,
      reason: null,
      login: 'bigstreamer',
      channel: 'bigstreamer',
      missingScopes: [],
      subscriptions: KICK_EVENTS.map((e) => ({ name: e.name, subscribed: true })),
      webhookUrl: 'http://localhost:3000/api/v1/webhooks/kick',
    });
    expect(view.body).not.toContain('kick-access');
    const [row] = await queryRows<{ access_token_sealed: string }>(
      database.db,
      sql`select access_token_sealed from kick_connection`,
    );
    expect(row!.access_token_sealed).not.toContain('kick-access');
  });

  it('refuses an account that is not the channel’s broadcaster, a wrong state, and non-admins', async () => {
    kick.state.consentUser = kickModerator;
    expect(await connectKick()).toBe('/admin/earning?kick=failed');
    const start = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/kick/connect',
      headers: { cookie: admin.cookie },
    });
    const back = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/kick/callback?code=x&state=forged',
      headers: { cookie: `${admin.cookie}; ${cookieHeader(start)}` },
    });
    expect(back.headers.location).toBe('/admin/earning?kick=state');
    const viewer = await createUser(database);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/kick/connection', headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(403);
    const n = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from kick_connection`))[0]!.n;
    expect(n).toBe(0);
  });

  it('refreshes on one instance at a time and keeps the rotated refresh token', async () => {
    await connectKick();
    await database.db.execute(sql`update kick_connection set expires_at = now() - interval '1 minute'`);
    const before = await queryRows<{ r: string }>(
      database.db,
      sql`select refresh_token_sealed as r from kick_connection`,
    );
    const grants = () =>
      kick.state.requests.filter((r) => r.path === '/oauth/token' && r.body.includes('refresh_token')).length;
    const at = grants();
    await Promise.all([app.kickChannel.subscriptions.checkNow(), second.kickChannel.subscriptions.checkNow()]);
    expect(grants() - at).toBe(1);
    const after = await queryRows<{ r: string; last_error: string | null }>(
      database.db,
      sql`select refresh_token_sealed as r, last_error from kick_connection`,
    );
    expect(after[0]!.r).not.toBe(before[0]!.r);
    expect(after[0]!.last_error).toBeNull();
    // The rotated-out refresh token is spent: the next refresh uses the new one and succeeds.
    await database.db.execute(sql`update kick_connection set expires_at = now() - interval '1 minute'`);
    await app.kickChannel.subscriptions.checkNow();
    expect((await app.kickChannel.view()).lastError).toBeNull();
  });

  it('re-subscribes what Kick dropped at the hourly check, on one instance per hour', async () => {
    await connectKick();
    kick.state.subscriptions = kick.state.subscriptions.filter((s) => s.event !== 'chat.message.sent');
    expect((await app.kickChannel.subscriptions.checkIfDue()).checked).toBe(false);
    await database.db.execute(sql`update kick_connection set subscriptions_checked_at = now() - interval '2 hours'`);
    const [a, b] = await Promise.all([
      app.kickChannel.subscriptions.checkIfDue(),
      second.kickChannel.subscriptions.checkIfDue(),
    ]);
    expect([a.checked, b.checked].filter(Boolean)).toHaveLength(1);
    expect(kick.state.subscriptions.map((s) => s.event).sort()).toEqual(KICK_EVENTS.map((e) => e.name).sort());
  });

  it('shows a refused subscription to the admin', async () => {
    kick.state.refuseEvents.add('chat.message.sent');
    await connectKick();
    const view = await app.kickChannel.view();
    expect(view.subscriptions).toEqual(
      KICK_EVENTS.map((e) => ({ name: e.name, subscribed: e.name !== 'chat.message.sent' })),
    );
    expect(view.lastError).toEqual({
      code: 'SUBSCRIPTIONS_REFUSED',
      platform: 'kick',
      events: ['chat.message.sent'],
      detail: expect.stringContaining('chat.message.sent'),
    });
    expect(view.reason).toEqual({ code: 'SUBSCRIPTIONS_MISSING', platform: 'kick', events: ['chat.message.sent'] });
  });
});

describe('live status from Kick', () => {
  it('a livestream.status.updated of the channel shows at once on the instance that got it', async () => {
    kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: false });
    const offline = await app.inject({ method: 'GET', url: '/api/v1/data/stream' });
    expect(offline.json().platforms.find((p: { platform: string }) => p.platform === 'kick').live).toBe(false);
    const d = kick.sign({
      type: 'livestream.status.updated',
      event: {
        broadcaster: { user_id: 77, channel_slug: 'bigstreamer' },
        is_live: true,
        title: 'Hunt time',
        started_at: new Date().toISOString(),
        ended_at: null,
      },
    });
    expect((await deliver(app, d)).statusCode).toBe(200);
    await settle();
    const status = (await app.inject({ method: 'GET', url: '/api/v1/data/stream' })).json();
    expect(status.platforms.find((p: { platform: string }) => p.platform === 'kick')).toMatchObject({
      live: true,
      title: 'Hunt time',
    });
  });
});

describe('watch time across Kick and Twitch', () => {
  /** An account with the given identities (Kick user ids are numbers on Kick, text here). */
  async function account(login: string, ids: { twitch?: string; kick?: string }) {
    const u = await createUser(database, { login });
    await database.db.execute(sql`delete from user_identities where user_id = ${u.id}`);
    if (ids.twitch)
      await database.db.execute(
        sql`insert into user_identities (user_id, platform, platform_user_id, login, display_name) values (${u.id}, 'twitch', ${ids.twitch}, ${login}, ${login})`,
      );
    if (ids.kick)
      await database.db.execute(
        sql`insert into user_identities (user_id, platform, platform_user_id, login, display_name) values (${u.id}, 'kick', ${ids.kick}, ${login}, ${login})`,
      );
    return u;
  }
  const watchRows = () =>
    queryRows<{ login: string; n: number; sum: number }>(
      database.db,
      sql`select u.login, count(l.*)::int as n, coalesce(sum(l.delta), 0)::int as sum
          from users u left join points_ledger l on l.user_id = u.id and l.reason = 'watch_time'
          where u.login <> 'theadmin' group by u.login order by u.login`,
    );

  it('a person present on both platforms earns once; Kick chatters earn with the subscriber badge; bots and strangers do not', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/earning/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { amount: 10, tickMinutes: 10, subMultiplier: 3, dailyCap: 0 },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/earning/ignored',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { logins: ['botrix'] },
    });
    await connectKick();
    await connectBroadcaster(database.db, {
      secrets: app.secrets,
      twitch,
      broadcaster: twitchStreamer,
      nowMs: Date.now(),
    });
    twitch.state.live = true;
    await account('both', { twitch: 't1', kick: '801' });
    await account('kickonly', { kick: '802' });
    await account('twitchonly', { twitch: 't3' });
    await account('botrix', { kick: '804' });
    await account('kicksub', { kick: '805' });
    await account('quiet', { kick: '806' });
    twitch.state.chatters = [
      { user_id: 't1', user_login: 'both', user_name: 'both' },
      { user_id: 't3', user_login: 'twitchonly', user_name: 'twitchonly' },
    ];
    for (const [id, name] of [
      [801, 'both'],
      [802, 'kickonly'],
      [804, 'botrix'],
      [807, 'stranger'],
    ] as const)
      expect((await deliver(app, chat({ user_id: id, username: name }))).statusCode).toBe(200);
    expect(
      (await deliver(second, chat({ user_id: 805, username: 'kicksub' }, 'hi', [{ text: 'Sub', type: 'subscriber' }])))
        .statusCode,
    ).toBe(200);
    // 'quiet' chatted 11 minutes ago: outside the 10-minute window.
    await database.db.execute(
      sql`insert into kick_chatters (kick_user_id, username, subscriber, last_seen_at) values ('806', 'quiet', false, now() - interval '11 minutes')`,
    );
    const [r1, r2] = await Promise.all([app.earning.tickNow(), second.earning.tickNow()]);
    expect(r1.ran && r2.ran).toBe(true);
    expect(await watchRows()).toEqual([
      { login: 'both', n: 1, sum: 10 },
      { login: 'botrix', n: 0, sum: 0 },
      { login: 'kickonly', n: 1, sum: 10 },
      { login: 'kicksub', n: 1, sum: 30 },
      { login: 'quiet', n: 0, sum: 0 },
      { login: 'twitchonly', n: 1, sum: 10 },
    ]);
    await expectLedgerInvariant(database);
  });

  it('Kick alone live: Kick chatters earn and Twitch is not read; the daily cap holds per account across platforms', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/earning/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { amount: 10, tickMinutes: 10, subMultiplier: 1, dailyCap: 15 },
    });
    await connectKick();
    await connectBroadcaster(database.db, {
      secrets: app.secrets,
      twitch,
      broadcaster: twitchStreamer,
      nowMs: Date.now(),
    });
    twitch.state.live = false;
    // The instance's 1 s cache of the stream state may still hold the previous test's live Twitch:
    // tell it the channel is offline, as Twitch's stream.offline would, so the tick reads it now.
    app.stream.push('twitch', false);
    const both = await account('both', { twitch: 't1', kick: '801' });
    await deliver(app, chat({ user_id: 801, username: 'both' }));
    twitch.state.requests.length = 0;
    expect((await app.earning.tickNow()).usersCredited).toBe(1);
    expect(twitch.state.requests.filter((r) => r.path.startsWith('/helix/chat/chatters'))).toHaveLength(0);
    // The next window of the same day: 5 left under the cap of 15, then nothing.
    await database.db.execute(sql`update watch_credits set window_start = window_start - interval '10 minutes'`);
    await database.db.execute(sql`delete from earning_ticks`);
    expect((await app.earning.tickNow()).pointsGiven).toBe(5);
    const points = (
      await queryRows<{ points: number }>(database.db, sql`select points::int from users where id = ${both.id}`)
    )[0]!.points;
    expect(points).toBe(15);
  });
});
