import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tournament, TournamentMatch } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { kickChatEvent, startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { twitchChatNotification } from './helpers/twitch-chat';

// !pick (issue 36, ADR 071): a prediction on the tournament match open for predictions, from Kick and
// from Twitch through the same service as the site's button (one per account and match, the
// tournament's maximum, the balance); signed chat deliveries through both real webhooks, replies
// captured by the fakes. The Twitch reply holds safe values only (ADR 054).
const SECRET = 'eventsub-secret-0123456789';
const KICK_HOOK = '/api/v1/webhooks/kick';
const TWITCH_HOOK = '/api/v1/webhooks/twitch/eventsub';
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };
const twitchStreamer: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};

let database: Database;
let app: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  app = await createTestApp(database, {
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: SECRET,
  });
});
afterAll(async () => {
  await app.close();
  await kick.close();
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  kick.state.chat.length = 0;
  kick.state.consentUser = kickStreamer;
  twitch.state.consentUser = twitchStreamer;
  twitch.state.eventsubSubscriptions = [];
  twitch.state.chatMessages.length = 0;
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
    '/admin/earning?connect=ok',
  );
  expect((await call('PUT', '/api/v1/admin/site-settings', admin, { defaultLocale: 'en' })).statusCode).toBe(200);
  const csv =
    'name,provider\n"Gates of Olympus","Prov"\n"Sweet Bonanza","Prov"\n"Book of Dead","Prov"\n"Big Bass","Prov"';
  expect((await call('POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** A site account linked to Kick user `kickId` and Twitch user `twitchId`. */
async function viewer(login: string, kickId: number, twitchId: string) {
  const u = await platformViewer(database, 'kick', login, String(kickId));
  await database.db.execute(
    sql`insert into user_identities (user_id, platform, platform_user_id, login, display_name) values (${u.id}, 'twitch', ${twitchId}, ${login}, ${login})`,
  );
  return u;
}

async function fromKick(sender: { user_id: number; username: string }, content: string) {
  const d = kick.sign({
    type: 'chat.message.sent',
    event: kickChatEvent({ broadcaster: { user_id: 77, username: 'bigstreamer' }, sender, content }),
  });
  const res = await app.inject({ method: 'POST', url: KICK_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(200);
  await settled();
}

async function fromTwitch(chatter: { id: string; login: string }, text: string) {
  const d = twitchChatNotification(SECRET, chatter, text);
  const res = await app.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(204);
  await settled();
}

async function settled() {
  await new Promise((r) => setImmediate(r));
  await app.chatCommands.idle();
}

/** Waits until the fakes hold `kickLines` and `twitchLines` replies, then a little longer. */
async function replies(kickLines: number, twitchLines: number) {
  const until = Date.now() + 5_000;
  while ((kick.state.chat.length < kickLines || twitch.state.chatMessages.length < twitchLines) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 150));
  return { kick: kick.state.chat.map((c) => c.content), twitch: twitch.state.chatMessages.map((m) => m.message) };
}

/** A running tournament of 4 slots (seeded without the beacon: no relay here) and its first match. */
async function tournament(maxStake = 500): Promise<{ t: Tournament; m: TournamentMatch }> {
  const slots = await queryRows<{ id: string }>(database.db, sql`select id from slots order by name`);
  const created = await call('POST', '/api/v1/admin/tournaments', admin, {
    name: 'Sunday battle',
    buyCents: 10_000,
    rule: 'payout',
    tieBreak: 'multiplier',
    maxStake,
    slotIds: slots.map((s) => s.id),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as Tournament).id;
  const started = await call('POST', `/api/v1/admin/tournaments/${id}/start`, admin, { withoutBeacon: 'tests' });
  expect(started.statusCode, started.body).toBe(200);
  const t = started.json() as Tournament;
  const m = t.rounds.flatMap((r) => r.matches).find((x) => x.id === t.currentMatchId)!;
  return { t, m };
}
const open = async (t: Tournament, m: TournamentMatch) =>
  expect((await call('POST', `/api/v1/admin/tournaments/${t.id}/matches/${m.id}/open`, admin)).statusCode).toBe(200);
const predictions = () =>
  queryRows<{ user_id: string; pick: string; points: number; source: string }>(
    database.db,
    sql`select user_id, pick, points, source from tournament_predictions order by id`,
  );
const nameOf = (t: Tournament, entrantId: string | null) => t.entrants.find((e) => e.id === entrantId)!.slot.name;

describe('!pick', () => {
  it('predicts the open match from Kick and from Twitch for one account and balance, once per match', async () => {
    const ana = await viewer('ana', 501, 't-ana');
    const bob = await viewer('bob', 502, 't-bob');
    await database.db.execute(sql`update users set points = 1000 where id in (${ana.id}, ${bob.id})`);
    await database.db.execute(
      sql`insert into points_ledger (user_id, delta, balance_after, reason) select id, 1000, 1000, 'admin_set' from users where id in (${ana.id}, ${bob.id})`,
    );
    await viewer('cid', 503, 't-cid');
    await viewer('dee', 504, 't-dee');
    // Each chatter once per 5 s (the command's cooldown): one message each, or from the other platform.
    await fromKick({ user_id: 503, username: 'Cid' }, '!pick a 100');
    const { t, m } = await tournament();
    await open(t, m);
    await fromKick({ user_id: 501, username: 'Ana' }, '!pick a 100');
    await fromTwitch({ id: 't-bob', login: 'bob' }, '!pick 250 B');
    // The same account from the other platform: one prediction per match.
    await fromTwitch({ id: 't-ana', login: 'ana' }, '!pick b 5');
    await fromKick({ user_id: 502, username: 'Bob' }, '!pick a 501');
    await fromKick({ user_id: 504, username: 'Dee' }, '!pick c 5');
    await fromKick({ user_id: 999, username: 'Stranger' }, '!pick a 5');
    const lines = await replies(5, 2);
    expect(lines.kick).toEqual([
      '@Cid: no match is open for predictions.',
      `@Ana: prediction placed! 100 points on A (${nameOf(t, m.a)}).`,
      '@Bob: a prediction is 1 to 500 points.',
      '@Dee: use !pick <a or b> <points>, for example !pick a 100',
      expect.stringContaining('@Stranger: link your Kick account'),
    ]);
    expect(lines.twitch).toEqual([
      `@bob: prediction placed! 250 points on B (${nameOf(t, m.b)}).`,
      '@ana: you already predicted this match.',
    ]);
    expect(await predictions()).toEqual([
      { user_id: ana.id, pick: 'a', points: 100, source: 'kick' },
      { user_id: bob.id, pick: 'b', points: 250, source: 'twitch' },
    ]);
    const balances = await queryRows<{ id: string; points: number }>(
      database.db,
      sql`select id, points::int from users where id in (${ana.id}, ${bob.id}) order by login`,
    );
    expect(balances.map((b) => b.points)).toEqual([900, 750]);
    const page = (await call('GET', `/api/v1/tournaments/${t.id}`, ana)).json() as Tournament;
    expect(page.rounds[0]!.matches.find((x) => x.id === m.id)!.predictions).toMatchObject({
      a: { points: 100, count: 1 },
      b: { points: 250, count: 1 },
      mine: { side: 'a', points: 100, payout: null },
    });
  });
});
