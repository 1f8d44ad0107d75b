import { afterEach, afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { kickChatEvent, startFakeKick, type FakeKickUser, type SignedKickDelivery } from './fakes/fake-kick';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

// The bot's chat lines from two instances on one database share one budget (chat_reply_sends): Kick's
// 20 lines per 30 s for the channel, not per instance. Each test builds two fresh instances, so no
// reply left waiting for budget by one test reaches the next.
const WEBHOOK = '/api/v1/webhooks/kick';
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };

let database: Database;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let instances: FastifyInstance[] = [];
let admin: TestUser;

const env = () => ({
  KICK_CLIENT_ID: 'kick-id',
  KICK_CLIENT_SECRET: 'kick-secret',
  KICK_AUTH_URL: kick.authUrl,
  KICK_API_URL: kick.apiUrl,
  // The fake Kick shares the test's event loop with 40 commands: a send may take over a second.
  KICK_TIMEOUT_MS: '10000',
  KICK_CHANNEL: 'bigstreamer',
  RATE_LIMIT_BETS_PER_MINUTE: '100000',
});

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
});
afterAll(async () => {
  await kick.close();
  await database.close();
});
beforeEach(async () => {
  kick.state.chat.length = 0;
  kick.state.consentUser = kickStreamer;
  await resetDatabase(database);
  instances = [await createTestApp(database, env()), await createTestApp(database, env())];
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  expect(await connectThroughFake(instances[0]!, admin.cookie, '/api/v1/admin/kick/connect')).toBe(
    '/admin/earning?kick=ok',
  );
  const res = await instances[0]!.inject({
    method: 'POST',
    url: '/api/v1/admin/live-hunt',
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: { start: 100_000 },
  });
  expect(res.statusCode).toBe(201);
  // The counted lines are in the site default language: Brazilian Portuguese here.
  for (const instance of instances) {
    const site = await instance.inject({
      method: 'PUT',
      url: '/api/v1/admin/site-settings',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { defaultLocale: 'pt-BR' },
    });
    expect(site.statusCode).toBe(200);
  }
  const gtb = await instances[0]!.inject({
    method: 'POST',
    url: '/api/v1/admin/live-hunt/gtb',
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: { status: 'opened' },
  });
  expect(gtb.statusCode).toBe(200);
});
afterEach(async () => {
  await Promise.all(instances.map((a) => a.close()));
});

function chat(sender: { user_id: number; username: string }, content: string): SignedKickDelivery {
  return kick.sign({
    type: 'chat.message.sent',
    event: kickChatEvent({ broadcaster: { user_id: 77, username: 'bigstreamer' }, sender, content }),
  });
}

/** `n` linked viewers guess at once, alternating between the two instances; resolves when every command ran. */
async function burstOfGuesses(n: number) {
  const viewers = Array.from({ length: n }, (_, i) => ({ user_id: 1000 + i, username: `v${i}` }));
  for (const [i, v] of viewers.entries()) await platformViewer(database, 'kick', `v${i}`, String(v.user_id));
  await Promise.all(
    viewers.map(async (v, i) => {
      const d = chat(v, `!gtb ${100 + i}`);
      const res = await instances[i % 2]!.inject({ method: 'POST', url: WEBHOOK, headers: d.headers, payload: d.body });
      expect(res.statusCode).toBe(200);
    }),
  );
  await new Promise((r) => setImmediate(r));
  await Promise.all(instances.map((a) => a.chatCommands.idle()));
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from live_hunt_gtb_guesses`);
  expect(row!.n).toBe(n);
}

/** The fake Kick's chat once it has held still for `quietMs` (or at `timeoutMs`). */
async function chatWhenQuiet(quietMs: number, timeoutMs: number, atLeast = 1): Promise<string[]> {
  const end = Date.now() + timeoutMs;
  let seen = -1;
  let stillSince = Date.now();
  while (Date.now() < end) {
    const n = kick.state.chat.length;
    if (n !== seen) {
      seen = n;
      stillSince = Date.now();
    } else if (n >= atLeast && Date.now() - stillSince >= quietMs) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return kick.state.chat.map((c) => c.content);
}

const claimedRows = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from chat_reply_sends where platform = 'kick'`,
    )
  )[0]!.n;

describe('the chat reply budget shared by two instances', () => {
  it('40 replies over two instances, each within its own limit, send at most 20 lines in the 30 s window', async () => {
    // 20 replies per instance: a queue per instance would send all 40 lines, twice the channel's limit.
    const started = Date.now();
    await burstOfGuesses(40);
    await chatWhenQuiet(2_000, 15_000);
    // A line claimed but still on its way (a slow send) is waited for: then every claim was sent.
    await Promise.all(instances.map((a) => a.chatReplies.idle()));
    const lines = kick.state.chat.map((c) => c.content);
    // Everything went out well inside one 30 s window: the channel's 20 lines bound all of it.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(20);
    expect(lines.every((l) => !l.startsWith('!') && l.length <= 500)).toBe(true);
    // Every line sent was claimed in the shared table (a send that failed keeps its claim: the
    // platform may have seen it), and the claims themselves keep to the limit.
    const claims = await claimedRows();
    expect(lines.length).toBeLessThanOrEqual(claims);
    expect(claims).toBeLessThanOrEqual(20);
  });

  it('when the shared budget is short, the waiting bets of each instance go out as one counted line', async () => {
    // Another instance filled the window: 18 lines leave it in about 29 s, 2 in about 7 s.
    await database.db.execute(
      sql`insert into chat_reply_sends (platform, sent_at)
          select 'kick', clock_timestamp() - interval '1 second' from generate_series(1, 18)`,
    );
    await database.db.execute(
      sql`insert into chat_reply_sends (platform, sent_at)
          select 'kick', clock_timestamp() - interval '23 seconds' from generate_series(1, 2)`,
    );
    await burstOfGuesses(20);
    // Nothing may go before the two slots free.
    expect(kick.state.chat).toEqual([]);
    const lines = await chatWhenQuiet(2_000, 15_000);
    expect(lines).toEqual(['10 palpites registrados', '10 palpites registrados']);
    expect(await claimedRows()).toBe(20);
  }, 30_000);
});
