import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import type { StreamPlatforms } from '@app/contracts';
import type { Database } from '../src/db/client';
import { createStreamService } from '../src/features/stream/service';
import { createKickClient } from '../src/integrations/kick';
import { createTwitchClient } from '../src/integrations/twitch';
import { startFakeKick } from './fakes/fake-kick';
import { startFakeTwitch } from './fakes/fake-twitch';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

const silent = pino({ level: 'silent' });
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let kick: Awaited<ReturnType<typeof startFakeKick>>;

const kickCalls = () => kick.state.requests.filter((r) => r.path.startsWith('/public/v1/channels')).length;

beforeAll(async () => {
  twitch = await startFakeTwitch({ clientId: 'id', clientSecret: 'secret' });
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
});
afterAll(async () => {
  await twitch.close();
  await kick.close();
});
beforeEach(() => {
  twitch.state.mode = 'up';
  twitch.state.live = false;
  twitch.state.requests.length = 0;
  kick.state.mode = 'up';
  kick.state.requests.length = 0;
  kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: false });
});

/** A log that keeps its warnings, to see that a failure was written down. */
function recordingLog() {
  const warnings: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
  return { log, warnings };
}

function service(
  now: () => number,
  opts: { setting?: StreamPlatforms; withKick?: boolean; log?: FastifyBaseLogger } = {},
) {
  const twitchClient = createTwitchClient({
    clientId: 'id',
    clientSecret: 'secret',
    authUrl: twitch.authUrl,
    apiUrl: twitch.apiUrl,
    timeoutMs: 3000,
    log: silent,
  });
  const kickClient = createKickClient({
    clientId: 'kick-id',
    clientSecret: 'kick-secret',
    authUrl: kick.authUrl,
    apiUrl: kick.apiUrl,
    timeoutMs: 3000,
    log: silent,
  });
  const setting = opts.setting ?? { platforms: ['twitch'], primary: 'twitch' };
  return createStreamService({
    twitch: twitchClient,
    kick: opts.withKick === false ? null : kickClient,
    channels: { twitch: 'streamer', kick: 'kickstreamer' },
    platforms: async () => setting,
    cacheSeconds: 60,
    log: opts.log ?? silent,
    now,
  });
}

describe('stream status service', () => {
  it('asks Twitch at most once per 60 s and sees a change after that', async () => {
    let clock = 1_000_000;
    const stream = service(() => clock);
    twitch.state.live = true;
    expect((await stream.status()).live).toBe(true);
    twitch.state.live = false;
    clock += 59_000;
    expect((await stream.status()).live).toBe(true);
    clock += 2_000;
    expect((await stream.status()).live).toBe(false);
    expect(twitch.count('/helix/streams')).toBe(2);
    expect(twitch.count('/oauth2/token')).toBe(1);
  });

  it('gets a new app token when Helix answers 401', async () => {
    let clock = 0;
    const stream = service(() => clock);
    await stream.status();
    twitch.state.validAppTokens.clear();
    twitch.state.requests.length = 0;
    twitch.state.live = true;
    clock += 61_000;
    expect((await stream.status()).live).toBe(true);
    expect(twitch.count('/oauth2/token')).toBe(1);
  });

  it('reads offline when Twitch is down or hangs', async () => {
    let clock = 0;
    const stream = service(() => clock);
    twitch.state.live = true;
    twitch.state.mode = 'down';
    expect(await stream.status()).toEqual({
      live: false,
      channel: 'streamer',
      platform: 'twitch',
      platforms: [{ platform: 'twitch', channel: 'streamer', live: false }],
    });
    twitch.state.mode = 'hang';
    clock += 61_000;
    expect((await stream.status()).live).toBe(false);
  });

  it('polls Kick’s channel at most once per 60 s, one request for concurrent readers', async () => {
    let clock = 0;
    const stream = service(() => clock, { setting: { platforms: ['kick'], primary: 'kick' } });
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true, title: 'Slots on Kick', viewers: 321 });
    const answers = await Promise.all([stream.status(), stream.status(), stream.status()]);
    expect(kickCalls()).toBe(1);
    for (const status of answers) {
      expect(status).toMatchObject({
        live: true,
        platform: 'kick',
        channel: 'kickstreamer',
        title: 'Slots on Kick',
        viewerCount: 321,
      });
      expect(status.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: false });
    clock += 59_000;
    expect((await stream.status()).live).toBe(true);
    clock += 2_000;
    expect(await stream.status()).toEqual({
      live: false,
      channel: 'kickstreamer',
      platform: 'kick',
      platforms: [{ platform: 'kick', channel: 'kickstreamer', live: false }],
    });
    expect(kickCalls()).toBe(2);
    // Only the platforms of the setting are asked.
    expect(twitch.count('/helix/streams')).toBe(0);
  });

  it('reads Kick as offline, with a log line, when it is down, hangs or does not know the channel', async () => {
    let clock = 0;
    const { log, warnings } = recordingLog();
    const stream = service(() => clock, { setting: { platforms: ['kick'], primary: 'kick' }, log });
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true });
    kick.state.mode = 'down';
    expect((await stream.status()).live).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('kick');
    kick.state.mode = 'hang';
    clock += 61_000;
    expect((await stream.status()).live).toBe(false);
    expect(warnings).toHaveLength(2);
    kick.state.mode = 'up';
    kick.state.channels.clear();
    clock += 61_000;
    expect((await stream.status()).live).toBe(false);
    expect(warnings).toHaveLength(3);
  });

  it('reads Kick as offline without asking anyone when Kick is not configured', async () => {
    const stream = service(() => 0, { setting: { platforms: ['twitch', 'kick'], primary: 'kick' }, withKick: false });
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true });
    twitch.state.live = true;
    expect(await stream.status()).toMatchObject({
      live: true,
      platform: 'twitch',
      platforms: [
        { platform: 'kick', channel: 'kickstreamer', live: false },
        { platform: 'twitch', live: true },
      ],
    });
    expect(kick.state.requests).toHaveLength(0);
  });

  it('a push answers at once and for the next 60 s; a push during a poll is not overwritten by it', async () => {
    let clock = 0;
    const stream = service(() => clock, { setting: { platforms: ['twitch', 'kick'], primary: 'twitch' } });
    expect((await stream.status()).live).toBe(false);
    expect(kickCalls()).toBe(1);
    stream.push('kick', true, { title: 'Pushed title', startedAt: '2026-03-01T20:00:00.000Z' });
    expect(await stream.status()).toMatchObject({
      live: true,
      platform: 'kick',
      title: 'Pushed title',
      startedAt: '2026-03-01T20:00:00.000Z',
    });
    expect(kickCalls()).toBe(1);
    stream.push('kick', false);
    expect((await stream.status()).live).toBe(false);

    // A poll under way (Kick hangs) and a push meanwhile: the push wins.
    clock += 61_000;
    kick.state.mode = 'hang';
    const during = stream.status();
    stream.push('kick', true, { title: 'Went live' });
    await during;
    kick.state.mode = 'up';
    expect(await stream.status()).toMatchObject({ live: true, platform: 'kick', title: 'Went live' });
    expect(await stream.isLive('kick')).toBe(true);
    expect(await stream.isLive('twitch')).toBe(false);
  });
});

describe('the app with Twitch and Kick', () => {
  let database: Database;
  let admin: TestUser;
  let viewer: TestUser;
  const apps: FastifyInstance[] = [];
  const env = {
    TWITCH_CLIENT_ID: 'id',
    TWITCH_CLIENT_SECRET: 'secret',
    TWITCH_CHANNEL: 'streamer',
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_CHANNEL: 'kickstreamer',
    KICK_TIMEOUT_MS: '3000',
    TWITCH_TIMEOUT_MS: '3000',
  };
  /** A fresh app (a cold live-status cache) on the file's database. */
  const newApp = async (overrides: Record<string, string> = {}) => {
    const app = await createTestApp(database, {
      ...env,
      TWITCH_AUTH_URL: twitch.authUrl,
      TWITCH_API_URL: twitch.apiUrl,
      KICK_AUTH_URL: kick.authUrl,
      KICK_API_URL: kick.apiUrl,
      ...overrides,
    });
    apps.push(app);
    return app;
  };
  const status = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/data/stream' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const putPlatforms = (app: FastifyInstance, who: TestUser | null, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/admin/stream/platforms',
      headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    admin = await createUser(database, { role: 'Admin' });
    viewer = await createUser(database);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('both live: the primary (Twitch by default) on top, both in `platforms`, with the cache header', async () => {
    const app = await newApp();
    twitch.state.live = true;
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true, title: 'Slots on Kick', viewers: 321 });
    const res = await app.inject({ method: 'GET', url: '/api/v1/data/stream' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toMatchObject({
      live: true,
      platform: 'twitch',
      channel: 'streamer',
      title: 'Bonus hunt tonight',
      platforms: [
        { platform: 'twitch', channel: 'streamer', live: true, title: 'Bonus hunt tonight' },
        { platform: 'kick', channel: 'kickstreamer', live: true, title: 'Slots on Kick', viewerCount: 321 },
      ],
    });
  });

  it('the primary offline and Kick live: Kick on top, the primary still listed first', async () => {
    const app = await newApp();
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true, title: 'Slots on Kick', viewers: 5 });
    expect(await status(app)).toMatchObject({
      live: true,
      platform: 'kick',
      channel: 'kickstreamer',
      title: 'Slots on Kick',
      viewerCount: 5,
      platforms: [
        { platform: 'twitch', live: false },
        { platform: 'kick', live: true },
      ],
    });
  });

  it('app.stream.push(kick) answers at once, without waiting for the poll', async () => {
    const app = await newApp();
    expect((await status(app)).live).toBe(false);
    const polls = kickCalls();
    app.stream.push('kick', true, { title: 'Webhook says live', startedAt: '2026-03-01T20:00:00.000Z' });
    expect(await status(app)).toMatchObject({
      live: true,
      platform: 'kick',
      title: 'Webhook says live',
      startedAt: '2026-03-01T20:00:00.000Z',
    });
    app.stream.push('kick', false);
    expect((await status(app)).live).toBe(false);
    expect(kickCalls()).toBe(polls);
  });

  it('Kick down or hanging reads offline, never a 5xx', async () => {
    const app = await newApp();
    twitch.state.live = true;
    kick.state.mode = 'down';
    expect(await status(app)).toMatchObject({
      live: true,
      platform: 'twitch',
      platforms: [
        { platform: 'twitch', live: true },
        { platform: 'kick', channel: 'kickstreamer', live: false },
      ],
    });
    const hanging = await newApp();
    kick.state.mode = 'hang';
    twitch.state.live = false;
    expect(await status(hanging)).toMatchObject({ live: false, platform: 'twitch' });
  });

  it('the admin setting: defaults, saved value, and it changes what /data/stream returns', async () => {
    const app = await newApp();
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/stream/platforms',
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ platforms: ['twitch', 'kick'], primary: 'twitch' });

    twitch.state.live = true;
    kick.setChannel('kickstreamer', { broadcasterUserId: 77, live: true, title: 'Slots on Kick' });
    expect((await status(app)).platform).toBe('twitch');

    const saved = await putPlatforms(app, admin, { platforms: ['twitch', 'kick'], primary: 'kick' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ platforms: ['twitch', 'kick'], primary: 'kick' });
    expect(await status(app)).toMatchObject({
      platform: 'kick',
      title: 'Slots on Kick',
      platforms: [{ platform: 'kick' }, { platform: 'twitch' }],
    });

    // Twitch alone: Kick is no longer asked nor listed, even while it is live.
    expect((await putPlatforms(app, admin, { platforms: ['twitch'], primary: 'twitch' })).statusCode).toBe(200);
    const fresh = await newApp();
    kick.state.requests.length = 0;
    const twitchOnly = await status(fresh);
    expect(twitchOnly).toMatchObject({ live: true, platform: 'twitch' });
    expect(twitchOnly.platforms).toHaveLength(1);
    expect(kickCalls()).toBe(0);
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/v1/admin/stream/platforms', headers: { cookie: admin.cookie } })
      ).json(),
    ).toEqual({ platforms: ['twitch'], primary: 'twitch' });
  });

  it('refuses a bad setting with 400 and the field at fault, and anyone but an admin', async () => {
    const app = await newApp();
    const bad = async (payload: unknown, field: string, message: RegExp) => {
      const res = await putPlatforms(app, admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.fields[field], JSON.stringify(body)).toMatch(message);
    };
    await bad({ platforms: [], primary: 'twitch' }, 'platforms', /at least one platform/);
    await bad({ platforms: ['kick', 'kick'], primary: 'kick' }, 'platforms', /at most once/);
    await bad({ platforms: ['twitch'], primary: 'kick' }, 'primary', /must be one of the chosen platforms/);
    await bad({ platforms: ['youtube'], primary: 'twitch' }, 'platforms.0', /./);
    await bad({ platforms: ['twitch'] }, 'primary', /./);

    const body = { platforms: ['kick'], primary: 'kick' };
    expect((await putPlatforms(app, null, body)).statusCode).toBe(401);
    expect((await putPlatforms(app, viewer, body)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/v1/admin/stream/platforms' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/admin/stream/platforms', headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(403);
    // Nothing was saved.
    expect(
      (
        await app.inject({ method: 'GET', url: '/api/v1/admin/stream/platforms', headers: { cookie: admin.cookie } })
      ).json(),
    ).toEqual({ platforms: ['twitch', 'kick'], primary: 'twitch' });
  });

  it('without Kick configured the default is Twitch alone; without either, offline', async () => {
    const app = await newApp({ KICK_CLIENT_ID: '', KICK_CLIENT_SECRET: '' });
    twitch.state.live = true;
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/stream/platforms',
      headers: { cookie: admin.cookie },
    });
    expect(read.json()).toEqual({ platforms: ['twitch'], primary: 'twitch' });
    expect((await status(app)).platforms).toEqual([
      expect.objectContaining({ platform: 'twitch', channel: 'streamer', live: true }),
    ]);

    const bare = await createTestApp(database, { TWITCH_CHANNEL: 'mychannel' });
    apps.push(bare);
    expect(await status(bare)).toEqual({
      live: false,
      channel: 'mychannel',
      platform: 'twitch',
      platforms: [{ platform: 'twitch', channel: 'mychannel', live: false }],
    });
  });
});
