import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { sql } from 'drizzle-orm';
import { goLiveKey } from '../src/features/stream/go-live-service';
import { startFakeDiscord } from './fakes/fake-discord';
import { startFakeKick } from './fakes/fake-kick';
import { startFakeTwitch } from './fakes/fake-twitch';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

/**
 * The go-live Discord post (ADR 061): one post per platform and stream, decided in the database, with
 * several app instances on one database and a platform's event delivered several times.
 */
let database: Database;
let discord: Awaited<ReturnType<typeof startFakeDiscord>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let admin: TestUser;
let viewer: TestUser;
let open: FastifyInstance[] = [];

const WEBHOOK_URL =
  'https://discord.com/api/webhooks/112233445566778899/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzABCDEF';

beforeAll(async () => {
  discord = await startFakeDiscord();
  twitch = await startFakeTwitch({ clientId: 'id', clientSecret: 'secret' });
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of open) await app.close();
  await database?.close();
  await discord?.close();
  await twitch?.close();
  await kick?.close();
});
beforeEach(async () => {
  for (const app of open) await app.close();
  open = [];
  await resetDatabase(database);
  discord.state.mode = 'good';
  discord.state.deliveries.length = 0;
  twitch.state.mode = 'up';
  twitch.state.live = false;
  twitch.state.streamTitle = 'Bonus hunt tonight';
  twitch.state.streamGame = 'Slots';
  twitch.state.streamStartedAt = new Date(Date.now() - 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
  kick.state.mode = 'up';
  kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: false });
  admin = await createUser(database, { role: 'Admin' });
  viewer = await createUser(database);
});

/**
 * An app instance on the shared database (its own live-status cache). The platforms' and Discord's
 * timeouts leave room for a loaded machine: at 300 ms a CI run saw the poll completing a push time
 * out, and the post went out with the push alone (no title). The hanging Discord test waits for one.
 */
async function instance(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await createTestApp(database, {
    TWITCH_CLIENT_ID: 'id',
    TWITCH_CLIENT_SECRET: 'secret',
    TWITCH_CHANNEL: 'streamer',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_TIMEOUT_MS: '3000',
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_CHANNEL: 'kickstreamer',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '3000',
    DISCORD_API_URL: discord.url,
    DISCORD_TIMEOUT_MS: '3000',
    ...overrides,
  });
  open.push(app);
  return app;
}

const call = (app: FastifyInstance, method: 'GET' | 'PUT', url: string, who: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function setWebhook(app: FastifyInstance) {
  expect(
    (await call(app, 'PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: WEBHOOK_URL })).statusCode,
  ).toBe(200);
}

/** Waits until every instance's go-live work is done (closing waits for it), then forgets them. */
async function closeAll() {
  for (const app of open) await app.close();
  open = [];
}

const resetPosts = () => database.db.execute(sql`delete from stream_go_live_posts`);

const posts = () =>
  queryRows<{ platform: string; stream_key: string; delivered_at: Date | null; category: string | null }>(
    database.db,
    sql`select platform, stream_key, delivered_at, category from stream_go_live_posts order by claimed_at`,
  );

describe('go-live Discord post', () => {
  it('a Twitch go-live pushed several times to two instances is posted once, with title, category and link', async () => {
    const a = await instance();
    const b = await instance();
    await setWebhook(a);
    twitch.state.live = true;
    for (let i = 0; i < 3; i++) {
      a.stream.push('twitch', true);
      b.stream.push('twitch', true);
    }
    // Polls on both instances see the same stream.
    expect((await call(a, 'GET', '/api/v1/data/stream', null)).json().live).toBe(true);
    expect((await call(b, 'GET', '/api/v1/data/stream', null)).json().live).toBe(true);
    await closeAll();
    expect(discord.state.deliveries).toHaveLength(1);
    const [post] = discord.state.deliveries;
    expect(post!.path).toBe('/api/webhooks/112233445566778899/' + WEBHOOK_URL.split('/').pop());
    expect(post!.body.content).toContain('Bonus hunt tonight');
    expect(post!.body.content).toContain('https://www.twitch.tv/streamer');
    expect(post!.body.allowed_mentions).toEqual({ parse: [] });
    const fields = post!.body.embeds![0]!.fields!;
    expect(fields).toEqual(
      expect.arrayContaining([
        { name: 'Category', value: 'Slots', inline: true },
        { name: 'Watch', value: 'https://www.twitch.tv/streamer' },
      ]),
    );
    const rows = await posts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ platform: 'twitch', stream_key: twitch.state.streamStartedAt, category: 'Slots' });
    expect(rows[0]!.delivered_at).not.toBeNull();
  });

  /**
   * A Twitch go-live pushed while Twitch's API does not show the stream (it lags its own
   * stream.online event), once the first poll has found no stream; the next is 500 ms away.
   */
  async function pushedBeforeShown() {
    const a = await instance({ GO_LIVE_RETRY_MS: '500' });
    await setWebhook(a);
    const polls = () => twitch.count('/helix/streams');
    const before = polls();
    a.stream.push('twitch', true);
    await vi.waitFor(() => expect(polls()).toBe(before + 1), { interval: 5 });
    return { a, polls, before };
  }

  it('a push the platform does not show yet: asked again after a wait, and the post carries the title', async () => {
    const { a, polls, before } = await pushedBeforeShown();
    twitch.state.live = true;
    await a.stream.settled();
    expect(polls()).toBe(before + 2);
    expect(discord.state.deliveries).toHaveLength(1);
    expect(discord.state.deliveries[0]!.body.content).toContain('Bonus hunt tonight');
    expect((await posts())[0]).toMatchObject({ platform: 'twitch', category: 'Slots' });
  });

  it('a push the platform never shows: after the last wait the post goes out with what the push said', async () => {
    const a = await instance({ GO_LIVE_RETRY_MS: '20' });
    await setWebhook(a);
    const before = twitch.count('/helix/streams');
    a.stream.push('twitch', true);
    await a.stream.settled();
    // The first poll and one after each of the three waits.
    expect(twitch.count('/helix/streams')).toBe(before + 4);
    expect(discord.state.deliveries).toHaveLength(1);
    expect(discord.state.deliveries[0]!.body.content).toContain('streamer is live on Twitch');
  });

  it('a stream pushed offline while its go-live waits for the platform: it ended, nothing is posted', async () => {
    const { a, polls, before } = await pushedBeforeShown();
    a.stream.push('twitch', false);
    await a.stream.settled();
    expect(polls()).toBe(before + 1);
    expect(discord.state.deliveries).toHaveLength(0);
    expect(await posts()).toHaveLength(0);
  });

  it('shutting down while a push waits for the platform: the post goes out at once with what the push said', async () => {
    const a = await instance({ GO_LIVE_RETRY_MS: '60000' });
    await setWebhook(a);
    a.stream.push('twitch', true);
    const started = Date.now();
    await closeAll();
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(discord.state.deliveries).toHaveLength(1);
    expect(discord.state.deliveries[0]!.body.content).toContain('streamer is live on Twitch');
  });

  it('offline, then live again with a new start: a second post; the same start again: none', async () => {
    const a = await instance();
    await setWebhook(a);
    twitch.state.live = true;
    twitch.state.streamStartedAt = new Date(Date.now() - 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    a.stream.push('twitch', true);
    await a.stream.settled();
    a.stream.push('twitch', false);
    // Back within minutes of the first start (a dropped connection): the same stream, no post.
    twitch.state.streamStartedAt = new Date(Date.now() - 3600_000 + 120_000).toISOString();
    a.stream.push('twitch', true);
    await a.stream.settled();
    a.stream.push('twitch', false);
    twitch.state.streamStartedAt = new Date(Date.now() - 5_000).toISOString().replace(/\.\d+Z$/, 'Z');
    twitch.state.streamTitle = 'Second stream';
    a.stream.push('twitch', true);
    await a.stream.settled();
    // A fresh instance (a restart) polling the same stream posts nothing more.
    const b = await instance();
    expect((await call(b, 'GET', '/api/v1/data/stream', null)).json().live).toBe(true);
    await closeAll();
    expect(discord.state.deliveries.map((d) => d.body.embeds![0]!.title)).toEqual([
      'Bonus hunt tonight',
      'Second stream',
    ]);
  });

  it('Kick: pushed with its start and polled by another instance, one post with its category; both platforms live, one post each', async () => {
    const a = await instance();
    const b = await instance();
    await setWebhook(a);
    const startedAt = new Date(Date.now() - 30_000).toISOString().replace(/\.\d+Z$/, 'Z');
    kick.setChannel('kickstreamer', {
      broadcasterUserId: 77,
      live: true,
      title: 'Slots on Kick',
      category: 'Slots & Casino',
      startedAt,
    });
    // The webhook's start carries milliseconds; the API's does not: the same stream.
    const pushedStart = startedAt.replace('Z', '.000Z');
    a.stream.push('kick', true, { title: 'Slots on Kick', startedAt: pushedStart });
    a.stream.push('kick', true, { title: 'Slots on Kick', startedAt: pushedStart });
    twitch.state.live = true;
    expect((await call(b, 'GET', '/api/v1/data/stream', null)).json().platforms).toHaveLength(2);
    await closeAll();
    const byPlatform = discord.state.deliveries.map((d) => d.body.content!.split(':')[0]);
    expect(byPlatform.sort()).toEqual(['🔴 kickstreamer is live on Kick', '🔴 streamer is live on Twitch']);
    const kickPost = discord.state.deliveries.find((d) => d.body.content!.includes('Kick'))!;
    expect(kickPost.body.content).toContain('https://kick.com/kickstreamer');
    expect(kickPost.body.embeds![0]!.fields).toEqual(
      expect.arrayContaining([{ name: 'Category', value: 'Slots & Casino', inline: true }]),
    );
  });

  it('two instances told of one stream at once with starts seconds apart: one post (the claims are serialized)', async () => {
    const a = await instance();
    const b = await instance();
    await setWebhook(a);
    for (let round = 0; round < 5; round++) {
      await resetPosts();
      const start = Date.now() - 30_000 - round * 60_000;
      kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true, title: `Round ${round}` });
      // The webhook and the API disagree by two seconds: two keys, within the tolerance of one stream.
      a.stream.push('kick', true, { title: `Round ${round}`, startedAt: new Date(start).toISOString() });
      b.stream.push('kick', true, { title: `Round ${round}`, startedAt: new Date(start + 2_000).toISOString() });
      await Promise.all([a.stream.settled(), b.stream.settled()]);
      expect(await posts()).toHaveLength(1);
      a.stream.push('kick', false);
      b.stream.push('kick', false);
    }
    await closeAll();
    expect(discord.state.deliveries).toHaveLength(5);
  });

  it('a start the platform does not give: one post per platform under the gap rule', async () => {
    const a = await instance();
    const b = await instance();
    await setWebhook(a);
    kick.state.mode = 'down';
    a.stream.push('kick', true, { title: 'No start known' });
    await a.stream.settled();
    b.stream.push('kick', true, { title: 'No start known' });
    await closeAll();
    expect(discord.state.deliveries).toHaveLength(1);
    const rows = await posts();
    expect(rows[0]!.stream_key).toBe(goLiveKey(undefined, Date.now()).streamKey);
    expect(rows[0]!.stream_key).toMatch(/^day:\d{4}-\d{2}-\d{2}$/);
  });

  it('Discord down or hanging: the status still answers, nothing crashes, and the post is not retried', async () => {
    const a = await instance();
    await setWebhook(a);
    discord.state.mode = 'fail';
    twitch.state.live = true;
    a.stream.push('twitch', true);
    const res = await call(a, 'GET', '/api/v1/data/stream', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().live).toBe(true);
    await a.stream.settled();
    discord.state.mode = 'hang';
    kick.setChannel('kickstreamer', {
      broadcasterUserId: 77,
      live: true,
      title: 'Kick',
      startedAt: new Date().toISOString(),
    });
    const b = await instance();
    const started = Date.now();
    const status = await call(b, 'GET', '/api/v1/data/stream', null);
    expect(status.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    await closeAll();
    const rows = await posts();
    expect(rows.map((r) => [r.platform, r.delivered_at])).toEqual([
      ['twitch', null],
      ['kick', null],
    ]);
    // A later instance does not post the claimed streams again.
    discord.state.mode = 'good';
    discord.state.deliveries.length = 0;
    const c = await instance();
    await call(c, 'GET', '/api/v1/data/stream', null);
    await closeAll();
    expect(discord.state.deliveries).toHaveLength(0);
  });

  it('nothing is posted without a webhook, nor with the switch off; a stream first seen hours after its start is not announced', async () => {
    const a = await instance();
    twitch.state.live = true;
    a.stream.push('twitch', true);
    await a.stream.settled();
    await setWebhook(a);
    expect((await call(a, 'GET', '/api/v1/admin/stream/go-live', admin)).json()).toEqual({
      enabled: true,
      webhookConfigured: true,
    });
    const off = await call(a, 'PUT', '/api/v1/admin/stream/go-live', admin, { enabled: false });
    expect(off.json()).toEqual({ enabled: false, webhookConfigured: true });
    const b = await instance();
    await call(b, 'GET', '/api/v1/data/stream', null);
    // A stream that started three hours ago, seen by a fresh instance with the switch on.
    expect((await call(a, 'PUT', '/api/v1/admin/stream/go-live', admin, { enabled: true })).statusCode).toBe(200);
    twitch.state.streamStartedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const c = await instance();
    await call(c, 'GET', '/api/v1/data/stream', null);
    await closeAll();
    expect(discord.state.deliveries).toHaveLength(0);
    expect(await posts()).toHaveLength(0);
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where action = 'stream.goLive' order by id`,
    );
    expect(audit).toHaveLength(2);
  });

  it('the switch is for admins only, and refuses a bad body', async () => {
    const a = await instance();
    expect((await call(a, 'GET', '/api/v1/admin/stream/go-live', null)).statusCode).toBe(401);
    expect((await call(a, 'GET', '/api/v1/admin/stream/go-live', viewer)).statusCode).toBe(403);
    expect((await call(a, 'PUT', '/api/v1/admin/stream/go-live', viewer, { enabled: false })).statusCode).toBe(403);
    const bad = await call(a, 'PUT', '/api/v1/admin/stream/go-live', admin, { enabled: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect((await call(a, 'GET', '/api/v1/admin/stream/go-live', admin)).json()).toEqual({
      enabled: true,
      webhookConfigured: false,
    });
  });
});
