import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Database } from '../src/db/client';
import { createStreamService } from '../src/features/stream/service';
import { createTwitchClient } from '../src/integrations/twitch';
import { startFakeTwitch } from './fakes/fake-twitch';
import { openTestDatabase } from './helpers/database';
import { createTestApp } from './helpers/app';

const log = pino({ level: 'silent' });
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;

beforeAll(async () => {
  twitch = await startFakeTwitch({ clientId: 'id', clientSecret: 'secret' });
});
afterAll(() => twitch.close());

function service(now: () => number) {
  const client = createTwitchClient({
    clientId: 'id',
    clientSecret: 'secret',
    authUrl: twitch.authUrl,
    apiUrl: twitch.apiUrl,
    timeoutMs: 300,
    log,
  });
  return createStreamService({ twitch: client, channel: 'streamer', cacheSeconds: 60, log, now });
}

describe('stream status service', () => {
  it('asks Twitch at most once per 60 s and sees a change after that', async () => {
    let clock = 1_000_000;
    const stream = service(() => clock);
    twitch.state.requests.length = 0;
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
    expect(await stream.status()).toEqual({ live: false, channel: 'streamer' });
    twitch.state.mode = 'hang';
    clock += 61_000;
    expect((await stream.status()).live).toBe(false);
    twitch.state.mode = 'up';
  });
});

describe('without Twitch configured', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers {live:false}', async () => {
    const app = await createTestApp(database, { TWITCH_CHANNEL: 'mychannel' });
    const res = await app.inject({ method: 'GET', url: '/api/v1/data/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ live: false, channel: 'mychannel' });
    await app.close();
  });
});
