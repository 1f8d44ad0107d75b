import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSkeleton } from '@app/chat';
import { queryRows, type Database } from '../src/db/client';
import { monthWindow } from '../src/lib/lisbon-months';
import { kickChatEvent, startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { twitchChatNotification } from './helpers/twitch-chat';

// !wager (issue 33): the chatter's verified wager this month and the next milestone, on Kick and on
// Twitch; signed chat deliveries through both real webhooks, replies captured by the fakes. On Twitch
// the reply holds numbers and fixed words only: never a sponsor's name, a link or a code (ADR 054).
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
const current = monthWindow(new Date()).period;

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
  for (const [slug, name] of [
    ['stake', 'Stake'],
    ['shuffle', 'Shuffle'],
  ])
    expect(
      (
        await call('POST', '/api/v1/admin/sponsors', admin, {
          slug,
          name,
          logo: `/sponsors/${slug}.svg`,
          adapter: 'csv',
          credentials: null,
          prizes: [100],
          maskNames: true,
        })
      ).statusCode,
    ).toBe(201);
  // $1,000 at Stake this month; $5,000 at every sponsor together since verification.
  const tiers = [
    { sponsor: 'stake', scope: 'month', threshold: 1_000, rewardPoints: 100, rewardText: null },
    { sponsor: null, scope: 'lifetime', threshold: 5_000, rewardPoints: null, rewardText: 'A hoodie' },
  ];
  expect(
    (await call('PUT', '/api/v1/admin/wager-milestones', admin, { tiers, approvalAbove: 10_000 })).statusCode,
  ).toBe(200);
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

const claim = async (who: TestUser, sponsor: string, username: string) =>
  expect((await call('POST', '/api/v1/casino-accounts', who, { sponsor, username })).statusCode).toBe(201);

/** A month of a sponsor's rows by CSV (whole dollars): verifies the matching claims and grants. */
const importRows = async (sponsor: string, rows: [string, number][]) =>
  expect(
    (
      await call('POST', `/api/v1/admin/sponsors/${sponsor}/import`, admin, {
        period: current,
        csv: `username,wagered\n${rows.map(([n, w]) => `${n},${w}`).join('\n')}\n`,
      })
    ).statusCode,
  ).toBe(200);

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

/** A Twitch line names no sponsor however written, and carries no link. */
function expectTwitchClean(lines: string[]) {
  for (const line of lines) {
    expect(line).not.toMatch(/stake|shuffle|https?:|www\.|localhost|\.com|\/profile/i);
    for (const sponsor of ['stake', 'shuffle']) expect(chatSkeleton(line)).not.toContain(chatSkeleton(sponsor));
  }
}

describe('!wager', () => {
  it('answers a verified chatter with this month’s wager of all their casino accounts and the next milestone', async () => {
    const ana = await viewer('ana', 501, 't-ana');
    await claim(ana, 'stake', 'ana_st');
    await claim(ana, 'shuffle', 'ana_sh');
    await importRows('stake', [['ana_st', 600]]);
    await importRows('shuffle', [['ana_sh', 250]]);
    await fromKick({ user_id: 501, username: 'Ana' }, '!wager');
    await fromTwitch({ id: 't-ana', login: 'ana' }, '!wager');
    const lines = await replies(1, 1);
    // $400 more at Stake this month beats $4,150 more since verification at all sponsors together.
    expect(lines.kick).toEqual([
      '@Ana: $850 wagered this month. Next milestone at Stake: $1,000 this month, $400 to go.',
    ]);
    expect(lines.twitch).toEqual(['@ana: $850 wagered this month. Next milestone: $1,000 this month, $400 to go.']);
    expectTwitchClean(lines.twitch);
    const runs = await queryRows<{ command: string; outcome: string; user_id: string | null }>(
      database.db,
      sql`select command, outcome, user_id from chat_command_runs order by created_at`,
    );
    expect(runs).toEqual([
      { command: 'wager', outcome: 'ok', user_id: ana.id },
      { command: 'wager', outcome: 'ok', user_id: ana.id },
    ]);
  });

  it('once the monthly tier is reached, the next is the lifetime tier of every sponsor, in the chatter’s language', async () => {
    const ana = await viewer('ana', 501, 't-ana');
    await claim(ana, 'stake', 'ana_st');
    await claim(ana, 'shuffle', 'ana_sh');
    await importRows('stake', [['ana_st', 1_200.5]]);
    await importRows('shuffle', [['ana_sh', 250]]);
    expect((await call('PUT', '/api/v1/locale', ana, { locale: 'pt-BR' })).statusCode).toBe(200);
    await fromKick({ user_id: 501, username: 'Ana' }, '!wager');
    await fromTwitch({ id: 't-ana', login: 'ana' }, '!wager');
    const lines = await replies(1, 1);
    // A tier of every sponsor together names none, on Kick either.
    const line =
      '@{user}: US$ 1.450,50 apostados este mês. Próxima meta: US$ 5.000 desde a verificação, faltam US$ 3.549,50.';
    expect(lines.kick).toEqual([line.replace('{user}', 'Ana')]);
    expect(lines.twitch).toEqual([line.replace('{user}', 'ana')]);
    expectTwitchClean(lines.twitch);
  });

  it('tells a linked chatter without a verified casino account how to verify: the link on Kick, the page in words on Twitch', async () => {
    const bob = await viewer('bob', 502, 't-bob');
    // A claim the rows do not show yet stays pending: not verified.
    await claim(bob, 'stake', 'bob_st');
    await importRows('stake', [['someone', 100]]);
    await fromKick({ user_id: 502, username: 'Bob' }, '!wager');
    await fromTwitch({ id: 't-bob', login: 'bob' }, '!wager');
    const lines = await replies(1, 1);
    expect(lines.kick).toEqual([
      '@Bob: verify your casino account on the site to see your wager: http://localhost:3000/profile',
    ]);
    expect(lines.twitch).toEqual([
      '@bob: to see your wager, verify your casino account on the channel website, on the Profile page (account menu).',
    ]);
    expectTwitchClean(lines.twitch);
    const runs = await queryRows<{ outcome: string; code: string | null }>(
      database.db,
      sql`select outcome, code from chat_command_runs`,
    );
    expect(runs).toEqual([
      { outcome: 'refused', code: 'CASINO_NOT_VERIFIED' },
      { outcome: 'refused', code: 'CASINO_NOT_VERIFIED' },
    ]);
  });

  it('tells an unlinked chatter how to link, as every command does', async () => {
    await fromKick({ user_id: 999, username: 'Stranger' }, '!wager');
    await fromTwitch({ id: 't-x', login: 'stranger' }, '!wager');
    const lines = await replies(1, 1);
    expect(lines.kick).toEqual([
      '@Stranger: link your Kick account on the site to use the commands: http://localhost:3000/profile',
    ]);
    expect(lines.twitch).toEqual([
      '@stranger: to use the commands, link your Twitch account on the channel website, on the Profile page (account menu).',
    ]);
    expectTwitchClean(lines.twitch);
  });
});
