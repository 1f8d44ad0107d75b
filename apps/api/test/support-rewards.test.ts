import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PointsAnalytics, SupportRewardsAdmin } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { startFakeKick, type SignedKickDelivery } from './fakes/fake-kick';
import { signedEventSub, startFakeTwitch } from './fakes/fake-twitch';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// Support events to points (issue 34 item 3): the Twitch EventSub and Kick webhooks, signed as the
// platforms sign them, through two instances of the real app on one database.
const SECRET = 'eventsub-secret-0123456789';
const TWITCH_HOOK = '/api/v1/webhooks/twitch/eventsub';
const KICK_HOOK = '/api/v1/webhooks/kick';

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  const env = {
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: SECRET,
  };
  app = await createTestApp(database, env);
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await kick.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

const adminCall = (method: 'GET' | 'PUT', url: string, payload?: unknown, target: FastifyInstance = app) =>
  target.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** The admin's table: points per unit of every kind of both platforms. */
async function setTable() {
  const res = await adminCall('PUT', '/api/v1/admin/support-rewards', {
    rules: [
      { platform: 'twitch', kind: 'sub', points: 500 },
      { platform: 'twitch', kind: 'resub', points: 300 },
      { platform: 'twitch', kind: 'gift', points: 200 },
      { platform: 'twitch', kind: 'cheer', points: 10 },
      { platform: 'twitch', kind: 'follow', points: 50 },
      { platform: 'kick', kind: 'sub', points: 400 },
      { platform: 'kick', kind: 'resub', points: 250 },
      { platform: 'kick', kind: 'gift', points: 150 },
      { platform: 'kick', kind: 'kicks', points: 2 },
      { platform: 'kick', kind: 'follow', points: 40 },
    ],
  });
  expect(res.statusCode).toBe(200);
}

/** An EventSub notification of the channel as Twitch signs it; the message id can be fixed to redeliver it. */
function twitchEvent(type: string, event: Record<string, unknown>, messageId?: string) {
  return signedEventSub(SECRET, type, event, messageId ? { messageId } : {});
}

const broadcaster = { user_id: 77, username: 'bigstreamer', channel_slug: 'bigstreamer', is_anonymous: false };
const kickUser = (id: number, username: string) => ({
  user_id: id,
  username,
  is_anonymous: false,
  channel_slug: username,
});
const kickEvent = (type: string, event: Record<string, unknown>, messageId?: string): SignedKickDelivery =>
  kick.sign({ type, event: { broadcaster, ...event }, ...(messageId ? { messageId } : {}) });

async function deliverTwitch(d: ReturnType<typeof twitchEvent>, target: FastifyInstance = app) {
  const res = await target.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(204);
}
async function deliverKick(d: SignedKickDelivery, target: FastifyInstance = app) {
  const res = await target.inject({ method: 'POST', url: KICK_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(200);
}

const supportRows = () =>
  queryRows<{ delta: number; params: Record<string, unknown> }>(
    database.db,
    sql`select delta, params from points_ledger where reason = 'support_reward' order by seq`,
  );

describe('support rewards: each kind credits per the table', () => {
  it('Twitch subs, resubs, gifted subs (per sub), cheers (per 100 bits), follows', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'twitch', 'fan', '501');
    await deliverTwitch(
      twitchEvent('channel.subscribe', { user_id: '501', user_login: 'fan', tier: '1000', is_gift: false }),
    );
    await deliverTwitch(
      twitchEvent('channel.subscription.message', {
        user_id: '501',
        user_login: 'fan',
        tier: '1000',
        cumulative_months: 3,
      }),
    );
    await deliverTwitch(
      twitchEvent('channel.subscription.gift', {
        user_id: '501',
        user_login: 'fan',
        total: 5,
        tier: '1000',
        is_anonymous: false,
      }),
    );
    await deliverTwitch(
      twitchEvent('channel.cheer', { user_id: '501', user_login: 'fan', bits: 250, is_anonymous: false }),
    );
    await deliverTwitch(
      twitchEvent('channel.follow', { user_id: '501', user_login: 'fan', followed_at: new Date().toISOString() }),
    );
    // A sub received as a gift earns its receiver nothing (the gifter earned for it).
    await deliverTwitch(
      twitchEvent('channel.subscribe', { user_id: '501', user_login: 'fan', tier: '1000', is_gift: true }),
    );
    expect((await supportRows()).map((r) => r.delta)).toEqual([500, 300, 1000, 20, 50]);
    expect((await supportRows()).map((r) => r.params)).toEqual([
      { platform: 'twitch', kind: 'sub', amount: 1 },
      { platform: 'twitch', kind: 'resub', amount: 1 },
      { platform: 'twitch', kind: 'gift', amount: 5 },
      { platform: 'twitch', kind: 'cheer', amount: 250 },
      { platform: 'twitch', kind: 'follow', amount: 1 },
    ]);
    expect(await balanceOf(database, viewer.id)).toBe(1870);
    await expectLedgerInvariant(database);
  });

  it('Kick new and renewed subs, gifts (the gifter per giftee), kicks (per kick), follows', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'kick', 'kfan', '601');
    const giftee = await platformViewer(database, 'kick', 'lucky', '602');
    const sub = { subscriber: kickUser(601, 'kfan'), duration: 1, created_at: new Date().toISOString() };
    await deliverKick(kickEvent('channel.subscription.new', sub));
    await deliverKick(kickEvent('channel.subscription.renewal', { ...sub, duration: 2 }));
    await deliverKick(
      kickEvent('channel.subscription.gifts', {
        gifter: kickUser(601, 'kfan'),
        giftees: [kickUser(602, 'lucky'), kickUser(603, 'other'), kickUser(604, 'third')],
        created_at: new Date().toISOString(),
      }),
    );
    await deliverKick(
      kickEvent('kicks.gifted', {
        sender: kickUser(601, 'kfan'),
        gift: {
          amount: 100,
          name: 'Rage Quit',
          type: 'LEVEL_UP',
          tier: 'MID',
          message: 'gg',
          pinned_time_seconds: 600,
        },
        created_at: new Date().toISOString(),
      }),
    );
    await deliverKick(kickEvent('channel.followed', { follower: kickUser(601, 'kfan') }));
    expect((await supportRows()).map((r) => r.delta)).toEqual([400, 250, 450, 200, 40]);
    expect(await balanceOf(database, viewer.id)).toBe(1340);
    expect(await balanceOf(database, giftee.id)).toBe(0);

    const page = (await adminCall('GET', '/api/v1/admin/support-rewards')).json() as SupportRewardsAdmin;
    expect(page.recent.map((e) => [e.platform, e.kind, e.login, e.amount, e.points])).toEqual([
      ['kick', 'follow', 'kfan', 1, 40],
      ['kick', 'kicks', 'kfan', 100, 200],
      ['kick', 'gift', 'kfan', 3, 450],
      ['kick', 'resub', 'kfan', 1, 250],
      ['kick', 'sub', 'kfan', 1, 400],
    ]);
    expect(page.recent[0]!.userId).toBe(viewer.id);
    await expectLedgerInvariant(database);
  });

  it('a kind the table gives nothing for credits nothing', async () => {
    const viewer = await platformViewer(database, 'twitch', 'fan', '501');
    await deliverTwitch(twitchEvent('channel.subscribe', { user_id: '501', user_login: 'fan', is_gift: false }));
    expect(await balanceOf(database, viewer.id)).toBe(0);
    expect(await supportRows()).toEqual([]);
  });
});

describe('support rewards: once per event', () => {
  it('the same Twitch event delivered 5 times over two instances (2 at once) credits once', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'twitch', 'fan', '501');
    const d = twitchEvent('channel.cheer', { user_id: '501', user_login: 'fan', bits: 1000, is_anonymous: false });
    await Promise.all([deliverTwitch(d, app), deliverTwitch(d, second)]);
    for (const target of [app, second, app]) await deliverTwitch(d, target);
    expect(await balanceOf(database, viewer.id)).toBe(100);
    expect(await supportRows()).toHaveLength(1);
  });

  it('the same Kick event delivered 5 times over two instances (2 at once) credits once', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'kick', 'kfan', '601');
    const d = kickEvent('kicks.gifted', {
      sender: kickUser(601, 'kfan'),
      gift: { amount: 50, name: 'Hype', type: 'BASIC', tier: 'BASIC', message: '', pinned_time_seconds: 0 },
    });
    await Promise.all([deliverKick(d, app), deliverKick(d, second)]);
    for (const target of [app, second, app]) await deliverKick(d, target);
    expect(await balanceOf(database, viewer.id)).toBe(100);
    expect(await supportRows()).toHaveLength(1);
  });

  it('a follow credits once per account ever: unfollow and follow again is a new message, no new credit', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'twitch', 'fan', '501');
    await deliverTwitch(twitchEvent('channel.follow', { user_id: '501', user_login: 'fan' }));
    await deliverTwitch(twitchEvent('channel.follow', { user_id: '501', user_login: 'fan' }), second);
    expect(await balanceOf(database, viewer.id)).toBe(50);
    // The same account linked to Kick too earns Kick's follow once as well (once per platform).
    await database.db.execute(
      sql`insert into user_identities (user_id, platform, platform_user_id, login, display_name) values (${viewer.id}, 'kick', '601', 'kfan', 'kfan')`,
    );
    await deliverKick(kickEvent('channel.followed', { follower: kickUser(601, 'kfan') }));
    await deliverKick(kickEvent('channel.followed', { follower: kickUser(601, 'kfan') }), second);
    expect(await balanceOf(database, viewer.id)).toBe(90);
    expect(await supportRows()).toHaveLength(2);
  });
});

describe('support rewards: who earns nothing', () => {
  it('unlinked platform users, anonymous gifts and cheers, another channel', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'twitch', 'fan', '501');
    await platformViewer(database, 'kick', 'kfan', '601');
    await deliverTwitch(twitchEvent('channel.subscribe', { user_id: '999', user_login: 'stranger', is_gift: false }));
    await deliverTwitch(
      twitchEvent('channel.subscription.gift', { user_id: null, user_login: null, total: 10, is_anonymous: true }),
    );
    await deliverTwitch(
      twitchEvent('channel.cheer', { user_id: null, user_login: null, bits: 5000, is_anonymous: true }),
    );
    // Twitch's own "anonymous" flag wins even when an id is sent.
    await deliverTwitch(
      twitchEvent('channel.cheer', { user_id: '501', user_login: 'fan', bits: 5000, is_anonymous: true }),
    );
    await deliverTwitch(
      twitchEvent('channel.subscribe', {
        broadcaster_user_login: 'someoneelse',
        user_id: '501',
        user_login: 'fan',
        is_gift: false,
      }),
    );
    await deliverKick(
      kickEvent('channel.subscription.gifts', {
        gifter: { is_anonymous: true, user_id: null, username: null },
        giftees: [kickUser(601, 'kfan')],
      }),
    );
    await deliverKick(kickEvent('channel.subscription.gifts', { gifter: null, giftees: [kickUser(601, 'kfan')] }));
    await deliverKick(kickEvent('channel.followed', { follower: kickUser(700, 'nobody') }));
    expect(await supportRows()).toEqual([]);
    expect(await balanceOf(database, viewer.id)).toBe(0);
    // The unlinked follower links later and follows again: earns then.
    await platformViewer(database, 'kick', 'nobody', '700');
    await deliverKick(kickEvent('channel.followed', { follower: kickUser(700, 'nobody') }));
    expect((await supportRows()).map((r) => r.delta)).toEqual([40]);
  });
});

describe('support rewards: the admin table', () => {
  it('lists every kind of each platform, 0 until set; saves only what is sent; audited', async () => {
    let page = (await adminCall('GET', '/api/v1/admin/support-rewards')).json() as SupportRewardsAdmin;
    expect(page.rules).toHaveLength(10);
    expect(page.rules.every((r) => r.points === 0)).toBe(true);
    await setTable();
    const res = await adminCall('PUT', '/api/v1/admin/support-rewards', {
      rules: [{ platform: 'kick', kind: 'kicks', points: 3 }],
    });
    expect(res.statusCode).toBe(200);
    page = (await adminCall('GET', '/api/v1/admin/support-rewards', undefined, second)).json() as SupportRewardsAdmin;
    expect(page.rules.find((r) => r.platform === 'kick' && r.kind === 'kicks')!.points).toBe(3);
    expect(page.rules.find((r) => r.platform === 'twitch' && r.kind === 'sub')!.points).toBe(500);
    const audit = await queryRows<{ action: string; summary: { before: unknown; after: unknown } }>(
      database.db,
      sql`select action, summary from audit_log where action = 'support_rewards.update' order by id`,
    );
    expect(audit).toHaveLength(2);
    expect(audit[1]!.summary).toEqual({ before: { 'kick.kicks': 2 }, after: { 'kick.kicks': 3 } });
  });

  it('bad input gets 400 VALIDATION_ERROR and changes nothing; not an admin gets 401/403', async () => {
    for (const rules of [
      [{ platform: 'twitch', kind: 'kicks', points: 1 }],
      [{ platform: 'kick', kind: 'cheer', points: 1 }],
      [{ platform: 'twitch', kind: 'sub', points: -1 }],
      [{ platform: 'twitch', kind: 'sub', points: 100_001 }],
      [{ platform: 'twitch', kind: 'sub', points: 1.5 }],
      [{ platform: 'youtube', kind: 'sub', points: 1 }],
      [
        { platform: 'twitch', kind: 'sub', points: 1 },
        { platform: 'twitch', kind: 'sub', points: 2 },
      ],
    ]) {
      const res = await adminCall('PUT', '/api/v1/admin/support-rewards', { rules });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await adminCall('PUT', '/api/v1/admin/support-rewards', { rules: [], extra: 1 })).statusCode).toBe(400);
    const page = (await adminCall('GET', '/api/v1/admin/support-rewards')).json() as SupportRewardsAdmin;
    expect(page.rules.every((r) => r.points === 0)).toBe(true);
    const viewer = await createUser(database, { login: 'someone' });
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/support-rewards',
      headers: { cookie: viewer.cookie, origin: TEST_ORIGIN },
      payload: { rules: [] },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/support-rewards' })).statusCode).toBe(401);
  });
});

describe('support rewards: analytics and audit', () => {
  it('the credits show as their own source in analytics and as support_rewards.credit in the audit log', async () => {
    await setTable();
    const viewer = await platformViewer(database, 'kick', 'kfan', '601');
    await deliverKick(kickEvent('channel.subscription.new', { subscriber: kickUser(601, 'kfan'), duration: 1 }));
    const body = (await adminCall('GET', '/api/v1/admin/analytics/points?days=7')).json() as PointsAnalytics;
    const today = body.rows[body.rows.length - 1]!;
    expect(today.issued.support).toBe(400);
    const audit = (await adminCall('GET', '/api/v1/admin/audit?action=support_rewards.credit')).json() as {
      items: Array<{ action: string; actorRole: string; actorName: string; targetId: string; targetLabel: string }>;
    };
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: 'support_rewards.credit',
      actorRole: 'system',
      actorName: 'kick',
      targetId: viewer.id,
      targetLabel: 'kfan',
    });
  });
});

describe('support rewards: Twitch subscriptions', () => {
  it('connecting the broadcaster subscribes the support events with the right conditions, once', async () => {
    twitch.state.consentUser = { id: '9', login: 'bigstreamer', display_name: 'BigStreamer', profile_image_url: '' };
    twitch.state.eventsubSubscriptions = [];
    expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
      '/admin/earning?connect=ok',
    );
    const support = () => twitch.state.eventsubSubscriptions.filter((s) => s.type !== 'channel.chat.message');
    expect(support().map((s) => [s.type, s.version, s.condition])).toEqual([
      ['channel.subscribe', '1', { broadcaster_user_id: '9' }],
      ['channel.subscription.message', '1', { broadcaster_user_id: '9' }],
      ['channel.subscription.gift', '1', { broadcaster_user_id: '9' }],
      ['channel.cheer', '1', { broadcaster_user_id: '9' }],
      ['channel.follow', '2', { broadcaster_user_id: '9', moderator_user_id: '9' }],
    ]);
    expect(support().every((s) => s.transport.callback.endsWith(TWITCH_HOOK) && s.transport.secret === SECRET)).toBe(
      true,
    );
    // Checked again (the hourly job, another instance): nothing more.
    expect(await second.twitchChannel.checkSupportSubscriptions()).toEqual([]);
    expect(support()).toHaveLength(5);
  });
});
