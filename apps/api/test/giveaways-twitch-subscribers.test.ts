import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Giveaway } from '@app/contracts';
import type { Database } from '../src/db/client';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// A Twitch viewer entering a giveaway on the site carries no chat badge: when subscribers-only or the
// subscriber multiplier matters, the server asks Twitch's subscriptions API with the broadcaster's
// /admin/earning connection (channel:read:subscriptions), outside the entry's transaction.
const broadcaster: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};

let database: Database;
let app: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  app = await createTestApp(database, {
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_TIMEOUT_MS: '1000',
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: 'eventsub-secret-0123456789',
    RATE_LIMIT_BETS_PER_MINUTE: '100000',
  });
});
afterAll(async () => {
  await app.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.mode = 'up';
  twitch.state.consentUser = broadcaster;
  twitch.state.subscribers.clear();
  twitch.state.eventsubSubscriptions = [];
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

const subscriptionChecks = () => twitch.state.requests.filter((r) => r.path.startsWith('/helix/subscriptions')).length;

async function create(overrides: Record<string, unknown>): Promise<Giveaway> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/giveaways',
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: {
      title: 'Subs only',
      prize: 'A mouse',
      winners: 1,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: new Date(Date.now() + 3_600_000).toISOString(),
      entryCost: 100,
      maxTicketsPerAccount: 1,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const enter = (g: Giveaway, who: TestUser) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/giveaways/${g._id}/enter`,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    payload: { tickets: 1 },
  });

describe('giveaway entries from the site: Twitch subscribers', () => {
  it('a Twitch subscriber gets in and gets the multiple; a non-subscriber is refused with nothing paid', async () => {
    expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
      '/admin/earning?connect=ok',
    );
    twitch.state.subscribers.add('t-sub');
    const sub = await platformViewer(database, 'twitch', 'subber', 't-sub', 500);
    const plain = await platformViewer(database, 'twitch', 'plainviewer', 't-plain', 500);
    const g = await create({
      subscriberMultiplier: 3,
      eligibility: { platform: null, subscribersOnly: true, minAccountAgeDays: 0 },
    });

    const ok = await enter(g, sub);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().entry).toMatchObject({ tickets: 3, bought: 1, paid: 100 });
    const refused = await enter(g, plain);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'GIVEAWAY_NOT_ELIGIBLE', message: 'Only subscribers may enter.' });
    expect(await balanceOf(database, sub.id)).toBe(400);
    expect(await balanceOf(database, plain.id)).toBe(500);
    await expectLedgerInvariant(database);
  });

  it('asks Twitch only when the subscription matters and nothing else told it', async () => {
    await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect');
    const viewer = await platformViewer(database, 'twitch', 'someone', 't-1', 500);
    const kicker = await platformViewer(database, 'kick', 'kicker', 'k-1', 500);
    const open = await create({ title: 'For all' });
    const before = subscriptionChecks();
    expect((await enter(open, viewer)).statusCode).toBe(200);
    const multiple = await create({ title: 'Subs x2', subscriberMultiplier: 2 });
    expect((await enter(multiple, kicker)).json().entry.tickets).toBe(1);
    expect(subscriptionChecks()).toBe(before);
    expect((await enter(multiple, viewer)).json().entry.tickets).toBe(1);
    expect(subscriptionChecks()).toBe(before + 1);
  });

  it('a site entry of a Kick account asks the Kick channel alike: the badge of its last chat message counts', async () => {
    const kickSub = await platformViewer(database, 'kick', 'kicksub', 'k-sub', 500);
    const kickPlain = await platformViewer(database, 'kick', 'kickplain', 'k-plain', 500);
    await database.db.execute(
      sql`insert into kick_chatters (kick_user_id, username, subscriber, last_seen_at)
          values ('k-sub', 'kicksub', true, now()), ('k-plain', 'kickplain', false, now())`,
    );
    const multiple = await create({ title: 'Subs x3', subscriberMultiplier: 3 });
    const before = subscriptionChecks();
    expect((await enter(multiple, kickSub)).json().entry.tickets).toBe(3);
    expect((await enter(multiple, kickPlain)).json().entry.tickets).toBe(1);
    const subsOnly = await create({
      title: 'Subs only',
      eligibility: { platform: null, subscribersOnly: true, minAccountAgeDays: 0 },
    });
    expect((await enter(subsOnly, kickSub)).statusCode).toBe(200);
    expect((await enter(subsOnly, kickPlain)).json().error.code).toBe('GIVEAWAY_NOT_ELIGIBLE');
    // Twitch is never asked about a Kick account.
    expect(subscriptionChecks()).toBe(before);
  });

  it('when Twitch cannot answer, a subscribers-only entry is refused with the reason and costs nothing', async () => {
    await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect');
    twitch.state.subscribers.add('t-sub');
    const sub = await platformViewer(database, 'twitch', 'subber', 't-sub', 500);
    const g = await create({ eligibility: { platform: null, subscribersOnly: true, minAccountAgeDays: 0 } });
    twitch.state.mode = 'down';
    const res = await enter(g, sub);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('GIVEAWAY_NOT_ELIGIBLE');
    expect(res.json().error.message).toMatch(/Twitch could not confirm your subscription/);
    expect(await balanceOf(database, sub.id)).toBe(500);
    twitch.state.mode = 'up';
    expect((await enter(g, sub)).statusCode).toBe(200);
  });

  it('without a connection that may read subscriptions, Twitch is not asked', async () => {
    const viewer = await platformViewer(database, 'twitch', 'someone', 't-1', 500);
    const g = await create({ eligibility: { platform: null, subscribersOnly: true, minAccountAgeDays: 0 } });
    const before = subscriptionChecks();
    expect((await enter(g, viewer)).json().error.message).toBe(
      'Only subscribers may enter. The site cannot read Twitch subscriptions: enter with !join in the Twitch chat.',
    );
    expect(subscriptionChecks()).toBe(before);
  });
});
