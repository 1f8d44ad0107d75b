import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { kickRedemptionEvent, startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { redemptionDelivery, startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

const SECRET = 'eventsub-secret-0123456789';
const TWITCH_HOOK = '/api/v1/webhooks/twitch/eventsub';
const KICK_HOOK = '/api/v1/webhooks/kick';
const twitchStreamer: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  const env = {
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: SECRET,
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
  };
  app = await createTestApp(database, env);
  // A second instance on the same database: a redemption is applied once across instances.
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await twitch.close();
  await kick.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.consentUser = twitchStreamer;
  twitch.state.channelUsers.set('bigstreamer', twitchStreamer);
  twitch.state.customRewards = [];
  twitch.state.redemptionUpdates.length = 0;
  twitch.state.failRedemptionUpdates = 0;
  twitch.state.eventsubSubscriptions = [];
  kick.state.consentUser = kickStreamer;
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: false });
  kick.state.rewards = [];
  kick.state.redemptionDecisions.length = 0;
  kick.state.failRedemptionDecisions = 0;
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

const connectTwitch = async () =>
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
    '/admin/earning?connect=ok',
  );
const connectKick = async () =>
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');

const adminCall = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie: admin.cookie, origin: TEST_ORIGIN }, ...(payload ? { payload } : {}) });

async function createReward(body: Record<string, unknown>) {
  const res = await adminCall('POST', '/api/v1/admin/channel-rewards', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; platformRewardId: string; state: string }>();
}

const twitchRedemption = (target: FastifyInstance, r: { redemptionId: string; rewardId: string; userId: string }) => {
  const d = redemptionDelivery(SECRET, { ...r, userLogin: `u${r.userId}` });
  return target.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body });
};

const kickRedemption = (
  target: FastifyInstance,
  r: { redemptionId: string; rewardId: string; userId: number; status?: 'pending' | 'accepted' },
  messageId?: string,
) => {
  const d = kick.sign({
    type: 'channel.reward.redemption.updated',
    event: kickRedemptionEvent({
      redemptionId: r.redemptionId,
      rewardId: r.rewardId,
      redeemer: { user_id: r.userId, username: `k${r.userId}` },
      status: r.status,
    }),
    ...(messageId ? { messageId } : {}),
  });
  return target.inject({ method: 'POST', url: KICK_HOOK, headers: d.headers, payload: d.body });
};

const balance = async (userId: string) =>
  (await queryRows<{ points: number }>(database.db, sql`select points from users where id = ${userId}`))[0]!.points;
const ledger = (userId: string) =>
  queryRows<{ reason: string; delta: number; params: unknown }>(
    database.db,
    sql`select reason, delta, params from points_ledger where user_id = ${userId} and reason = 'channel_reward'`,
  );
const redemptions = () =>
  queryRows<{ redemption_id: string; outcome: string; platform_status: string; attempts: number }>(
    database.db,
    sql`select redemption_id, outcome, platform_status, attempts from channel_reward_redemptions order by created_at`,
  );

describe('Twitch: channel points to site points', () => {
  it('creates the reward on Twitch (and the redemption subscription), then credits a linked viewer once and fulfils once, whatever the redeliveries', async () => {
    await connectTwitch();
    const reward = await createReward({ platform: 'twitch', title: 'Site points', cost: 500, points: 250 });
    expect(reward.state).toBe('active');
    expect(twitch.state.customRewards).toMatchObject([
      { id: reward.platformRewardId, title: 'Site points', cost: 500 },
    ]);
    expect(twitch.state.eventsubSubscriptions.map((s) => s.type)).toContain(
      'channel.channel_points_custom_reward_redemption.add',
    );
    const viewer = await platformViewer(database, 'twitch', 'viewer', '4001');

    // The same redemption (same message id) 5 times over two instances, concurrently.
    const r = { redemptionId: 'red-1', rewardId: reward.platformRewardId, userId: '4001' };
    const answers = await Promise.all([app, second, app, second, app].map((a) => twitchRedemption(a, r)));
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204]);

    expect(await balance(viewer.id)).toBe(250);
    expect(await ledger(viewer.id)).toEqual([
      { reason: 'channel_reward', delta: 250, params: { reward: 'Site points', platform: 'twitch' } },
    ]);
    expect(twitch.state.redemptionUpdates).toEqual([
      { reward_id: reward.platformRewardId, id: 'red-1', status: 'FULFILLED' },
    ]);
    expect(await redemptions()).toMatchObject([{ outcome: 'credited', platform_status: 'done' }]);
    await expectLedgerInvariant(database);
  });

  it("refunds an unlinked viewer's redemption on Twitch (CANCELED) and credits nobody", async () => {
    await connectTwitch();
    const reward = await createReward({ platform: 'twitch', title: 'Site points', cost: 500, points: 250 });
    const res = await twitchRedemption(app, {
      redemptionId: 'red-2',
      rewardId: reward.platformRewardId,
      userId: '999',
    });
    expect(res.statusCode).toBe(204);
    expect(twitch.state.redemptionUpdates).toEqual([
      { reward_id: reward.platformRewardId, id: 'red-2', status: 'CANCELED' },
    ]);
    expect(await redemptions()).toMatchObject([{ outcome: 'unlinked', platform_status: 'done' }]);
    const points = await queryRows(database.db, sql`select 1 from points_ledger where reason = 'channel_reward'`);
    expect(points).toHaveLength(0);
  });

  it('refunds a paused reward and a reached daily cap; credits within the cap', async () => {
    await connectTwitch();
    const reward = await createReward({ platform: 'twitch', title: 'Capped', cost: 100, points: 10, dailyCap: 2 });
    const viewer = await platformViewer(database, 'twitch', 'capper', '4002');
    for (const id of ['c-1', 'c-2', 'c-3'])
      expect(
        (await twitchRedemption(second, { redemptionId: id, rewardId: reward.platformRewardId, userId: '4002' }))
          .statusCode,
      ).toBe(204);
    expect(await balance(viewer.id)).toBe(20);
    expect(twitch.state.redemptionUpdates.map((u) => u.status)).toEqual(['FULFILLED', 'FULFILLED', 'CANCELED']);

    const paused = await adminCall('PATCH', `/api/v1/admin/channel-rewards/${reward.id}`, { enabled: false });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ state: 'paused', enabled: false });
    expect(twitch.state.customRewards[0]).toMatchObject({ is_paused: true });
    await twitchRedemption(app, { redemptionId: 'c-4', rewardId: reward.platformRewardId, userId: '4002' });
    expect(twitch.state.redemptionUpdates.at(-1)).toMatchObject({ id: 'c-4', status: 'CANCELED' });
    expect((await redemptions()).map((r) => r.outcome)).toEqual(['credited', 'credited', 'capped', 'disabled']);
    expect(await balance(viewer.id)).toBe(20);
  });

  it('keeps the credit when Twitch fails the update, and fulfils on the next delivery or the retry job (never refunds)', async () => {
    await connectTwitch();
    const reward = await createReward({ platform: 'twitch', title: 'Flaky', cost: 100, points: 40 });
    const viewer = await platformViewer(database, 'twitch', 'flaky', '4003');
    twitch.state.failRedemptionUpdates = 1;
    const r = { redemptionId: 'f-1', rewardId: reward.platformRewardId, userId: '4003' };
    expect((await twitchRedemption(app, r)).statusCode).toBe(204);
    expect(await balance(viewer.id)).toBe(40);
    expect(await redemptions()).toMatchObject([{ outcome: 'credited', platform_status: 'pending', attempts: 1 }]);
    expect(twitch.state.redemptionUpdates).toEqual([]);

    // The job retries once the wait is over (made due here).
    await database.db.execute(sql`update channel_reward_redemptions set claimed_until = now() - interval '1 second'`);
    expect(await second.channelRewards.settleDue()).toBe(1);
    expect(twitch.state.redemptionUpdates).toEqual([
      { reward_id: reward.platformRewardId, id: 'f-1', status: 'FULFILLED' },
    ]);
    expect(await redemptions()).toMatchObject([{ outcome: 'credited', platform_status: 'done' }]);
    // A later redelivery changes nothing.
    await twitchRedemption(app, r);
    expect(twitch.state.redemptionUpdates).toHaveLength(1);
    expect(await balance(viewer.id)).toBe(40);
  });

  it('ignores a redemption of a reward the site did not create, and refuses a bad signature', async () => {
    await connectTwitch();
    await platformViewer(database, 'twitch', 'other', '4004');
    expect(
      (await twitchRedemption(app, { redemptionId: 'x-1', rewardId: 'not-ours', userId: '4004' })).statusCode,
    ).toBe(204);
    expect(await redemptions()).toEqual([]);
    expect(twitch.state.redemptionUpdates).toEqual([]);
    const d = redemptionDelivery('wrong-secret', { redemptionId: 'x-2', rewardId: 'r', userId: '1', userLogin: 'a' });
    expect(
      (await app.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body })).statusCode,
    ).toBe(403);
  });
});

describe('Kick: channel rewards to site points', () => {
  it('credits once and accepts once over 5 deliveries on two instances; rejects an unlinked viewer', async () => {
    await connectKick();
    const reward = await createReward({ platform: 'kick', title: 'Kick points', cost: 300, points: 120 });
    expect(kick.state.rewards).toMatchObject([{ id: reward.platformRewardId, title: 'Kick points', cost: 300 }]);
    const viewer = await platformViewer(database, 'kick', 'kviewer', '5001');
    const r = { redemptionId: 'k-1', rewardId: reward.platformRewardId, userId: 5001 };
    const answers = await Promise.all(
      [app, second, app, second, app].map((a, i) => kickRedemption(a, r, i % 2 ? 'MSG-K1' : `MSG-K1-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balance(viewer.id)).toBe(120);
    expect(kick.state.redemptionDecisions).toEqual([{ id: 'k-1', action: 'accept' }]);
    // Kick's own follow-up delivery (status accepted) changes nothing.
    await kickRedemption(app, { ...r, status: 'accepted' });
    expect(await balance(viewer.id)).toBe(120);

    await kickRedemption(second, { redemptionId: 'k-2', rewardId: reward.platformRewardId, userId: 6000 });
    expect(kick.state.redemptionDecisions.at(-1)).toEqual({ id: 'k-2', action: 'reject' });
    expect((await redemptions()).map((x) => [x.outcome, x.platform_status])).toEqual([
      ['credited', 'done'],
      ['unlinked', 'done'],
    ]);
    await expectLedgerInvariant(database);
  });

  it('rejects past the daily cap and while paused; deletes on Kick', async () => {
    await connectKick();
    const reward = await createReward({ platform: 'kick', title: 'Once a day', cost: 50, points: 5, dailyCap: 1 });
    const viewer = await platformViewer(database, 'kick', 'kcap', '5002');
    await kickRedemption(app, { redemptionId: 'd-1', rewardId: reward.platformRewardId, userId: 5002 });
    await kickRedemption(app, { redemptionId: 'd-2', rewardId: reward.platformRewardId, userId: 5002 });
    expect(kick.state.redemptionDecisions.map((d) => d.action)).toEqual(['accept', 'reject']);
    expect(
      (await adminCall('PATCH', `/api/v1/admin/channel-rewards/${reward.id}`, { enabled: false })).statusCode,
    ).toBe(200);
    expect(kick.state.rewards[0]).toMatchObject({ is_paused: true });
    await kickRedemption(second, { redemptionId: 'd-3', rewardId: reward.platformRewardId, userId: 5002 });
    expect(kick.state.redemptionDecisions.map((d) => d.action)).toEqual(['accept', 'reject', 'reject']);
    expect(await balance(viewer.id)).toBe(5);

    expect((await adminCall('DELETE', `/api/v1/admin/channel-rewards/${reward.id}`)).statusCode).toBe(204);
    expect(kick.state.rewards).toEqual([]);
    expect((await adminCall('GET', '/api/v1/admin/channel-rewards')).json()).toMatchObject({ rewards: [] });
  });
});

describe('admin: channel rewards', () => {
  it('lists rewards with their state and the platforms that can manage rewards', async () => {
    let list = (await adminCall('GET', '/api/v1/admin/channel-rewards')).json();
    expect(list).toEqual({ rewards: [], platforms: { twitch: false, kick: false } });
    await connectTwitch();
    const reward = await createReward({ platform: 'twitch', title: 'Listed', cost: 10, points: 1, enabled: false });
    list = (await adminCall('GET', '/api/v1/admin/channel-rewards')).json();
    expect(list.platforms).toEqual({ twitch: true, kick: false });
    expect(list.rewards).toMatchObject([{ id: reward.id, state: 'paused', credited: 0, refunded: 0, pending: 0 }]);
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where target_type = 'channel_reward'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['channel_reward.create']);
  });

  it('answers bad input and unavailable platforms with stable codes', async () => {
    const codeOf = async (res: Awaited<ReturnType<typeof adminCall>>) => [
      res.statusCode,
      res.json<{ error: { code: string } }>().error.code,
    ];
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', {
          platform: 'youtube',
          title: 'x',
          cost: 1,
          points: 1,
        }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', { platform: 'twitch', title: '', cost: 1, points: 1 }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', {
          platform: 'twitch',
          title: 'x'.repeat(46),
          cost: 1,
          points: 1,
        }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', {
          platform: 'twitch',
          title: 'ok',
          cost: 0,
          points: 1,
        }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', {
          platform: 'twitch',
          title: 'ok',
          cost: 1,
          points: 1.5,
        }),
      ),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(await adminCall('PATCH', '/api/v1/admin/channel-rewards/not-a-uuid', { enabled: false })),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(await adminCall('PATCH', '/api/v1/admin/channel-rewards/00000000-0000-4000-8000-000000000000', {})),
    ).toEqual([400, 'VALIDATION_ERROR']);
    expect(
      await codeOf(
        await adminCall('PATCH', '/api/v1/admin/channel-rewards/00000000-0000-4000-8000-000000000000', {
          enabled: false,
        }),
      ),
    ).toEqual([404, 'NOT_FOUND']);
    // Not connected: nothing is created.
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', { platform: 'kick', title: 'ok', cost: 1, points: 1 }),
      ),
    ).toEqual([409, 'CHANNEL_REWARD_NOT_CONNECTED']);
    // Twitch refuses a duplicate title.
    await connectTwitch();
    await createReward({ platform: 'twitch', title: 'Same', cost: 1, points: 1 });
    expect(
      await codeOf(
        await adminCall('POST', '/api/v1/admin/channel-rewards', {
          platform: 'twitch',
          title: 'Same',
          cost: 1,
          points: 1,
        }),
      ),
    ).toEqual([502, 'CHANNEL_REWARD_PLATFORM_FAILED']);
    // A viewer is refused.
    const viewer = await createUser(database);
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/channel-rewards',
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
