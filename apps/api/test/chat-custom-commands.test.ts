import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatSkeleton } from '@app/chat';
import type { Platform } from '@app/contracts';
import type { Database } from '../src/db/client';
import { kickChatEvent, startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { twitchChatNotification } from './helpers/twitch-chat';

// Custom commands and timers (issue 34): the admin's own commands answer on Kick and on Twitch through
// both real webhooks, two instances on one database; the fakes capture the lines. On Twitch never a
// casino name, link, code or offer: refused at save, and dropped at send if stored by any other path.
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
let second: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  const env = {
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
  kick.state.chat.length = 0;
  kick.state.consentUser = kickStreamer;
  twitch.state.consentUser = twitchStreamer;
  twitch.state.eventsubSubscriptions = [];
  twitch.state.chatMessages.length = 0;
  await resetDatabase(database);
  for (const a of [app, second]) a.chatCommands.custom.forget();
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
    '/admin/earning?connect=ok',
  );
  for (const a of [app, second])
    expect((await call('PUT', '/api/v1/admin/site-settings', { defaultLocale: 'en' }, a)).statusCode).toBe(200);
  live({ twitch: true, kick: true });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, target = app) =>
  target.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    ...(payload ? { payload } : {}),
  });

/** The live state each instance knows, as the platforms' pushes set it; started an hour ago. */
function live(state: Record<Platform, boolean>) {
  const startedAt = new Date(Date.now() - 61 * 60_000).toISOString();
  for (const a of [app, second])
    for (const p of ['twitch', 'kick'] as const) a.stream.push(p, state[p], state[p] ? { startedAt } : {});
}

const command = (extra: object = {}) => ({
  name: 'discord',
  template: '@{user}: {points} points, {site}, live {uptime}, hunt {hunt}',
  twitch: true,
  kick: true,
  userCooldownSeconds: 0,
  globalCooldownSeconds: 0,
  modOnly: false,
  enabled: true,
  ...extra,
});
const timer = (extra: object = {}) => ({
  text: 'Follow the channel! More on {site}',
  intervalMinutes: 5,
  minMessages: 3,
  twitch: true,
  kick: true,
  enabled: true,
  ...extra,
});

async function settled() {
  await new Promise((r) => setImmediate(r));
  await Promise.all([app, second].map((a) => a.chatCommands.idle()));
  await Promise.all([app, second].map((a) => a.chatReplies.idle()));
}

async function onTwitch(target: FastifyInstance, who: { id: string; login: string }, text: string, badges?: string[]) {
  const d = twitchChatNotification(SECRET, who, text, badges ? { badges } : {});
  const res = await target.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(204);
  await settled();
}

async function onKick(target: FastifyInstance, who: { user_id: number; username: string }, text: string, mod = false) {
  const d = kick.sign({
    type: 'chat.message.sent',
    event: kickChatEvent({
      broadcaster: { user_id: 77, username: 'bigstreamer' },
      sender: who,
      content: text,
      ...(mod ? { badges: [{ text: 'Moderator', type: 'moderator' }] } : {}),
    }),
  });
  const res = await target.inject({ method: 'POST', url: KICK_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(200);
  await settled();
}

/** The lines each fake received, after the queues had time to send. */
async function lines(twitchN: number, kickN: number) {
  const until = Date.now() + 5_000;
  while ((twitch.state.chatMessages.length < twitchN || kick.state.chat.length < kickN) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 150));
  return { twitch: twitch.state.chatMessages.map((m) => m.message), kick: kick.state.chat.map((m) => m.content) };
}

const ana = { id: 't-ana', login: 'ana' };
const bia = { user_id: 501, username: 'bia' };

describe('custom chat commands', () => {
  it('answers on both platforms with the variables filled: the site as a link on Kick, in words on Twitch', async () => {
    expect((await call('POST', '/api/v1/admin/chat-commands/custom', command({ name: '!Discord' }))).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/v1/admin/live-hunt', { start: 100_000 })).statusCode).toBe(201);
    await platformViewer(database, 'twitch', 'ana', ana.id, 321);
    await platformViewer(database, 'kick', 'bia', String(bia.user_id), 1_500);
    await onTwitch(app, ana, '!discord');
    await onKick(second, bia, '!DISCORD');
    const got = await lines(1, 1);
    expect(got.twitch).toEqual([
      expect.stringMatching(/^@ana: 321 points, the channel website, live 1h 0[01]m, hunt #\d+ \(0\/0\)$/),
    ]);
    expect(got.kick).toEqual([
      expect.stringMatching(/^@bia: 1,500 points, http:\/\/localhost:3000, live 1h 0[01]m, hunt #\d+ \(0\/0\)$/),
    ]);
    // {points} for a chatter with no linked account: the built-ins' "link your account" reply.
    await onTwitch(second, { id: 't-nobody', login: 'nobody' }, '!discord');
    expect((await lines(2, 1)).twitch[1]).toMatch(/^@nobody: to use the commands, link your Twitch account/);
    // Disabled: silence on both platforms; offline: {uptime} says so.
    const id = ((await call('GET', '/api/v1/admin/chat-commands/custom')).json() as { commands: { id: string }[] })
      .commands[0]!.id;
    const off = await call('PUT', `/api/v1/admin/chat-commands/custom/${id}`, command({ enabled: false }));
    expect(off.statusCode).toBe(200);
    await onKick(app, bia, '!discord');
    expect((await lines(2, 1)).kick).toHaveLength(1);
  });

  it('a custom command with a casino name never reaches the Twitch fake: refused at save, dropped at send', async () => {
    const refused = await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ template: 'Play at S t 4 k e!' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'CHAT_TEXT_NOT_TWITCH_SAFE', fields: { template: 'forbidden_word' } },
    });
    const link = await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ template: 'join evil.example/r/me' }),
    );
    expect(link.json()).toMatchObject({ error: { code: 'CHAT_TEXT_NOT_TWITCH_SAFE', fields: { template: 'link' } } });
    // An offer's promo code (the site's own offers, read by the guard too).
    const offer = await call('POST', '/api/v1/offers', {
      slug: 'luckyspin',
      name: 'Lucky Spin',
      image: '/offers/luckyspin.svg',
      color: '#112233',
      link: 'https://luckyspin.example/r',
      details: {
        vpn: true,
        kyc: false,
        minDeposit: '$10',
        minWithdrawal: '$20',
        depositMethods: ['BTC'],
        withdrawalMethods: ['BTC'],
        providers: ['Evolution'],
        steps: [{ position: 1, bonusPercentage: 100, minDep: 10, upTo: 500 }],
        bonusTexts: ['Wager x35.'],
        promoCode: 'WINBIG77',
      },
    });
    expect(offer.statusCode).toBe(201);
    const code = await call('POST', '/api/v1/admin/chat-commands/custom', command({ template: 'use WINBIG77 today' }));
    expect(code.json()).toMatchObject({ error: { code: 'CHAT_TEXT_NOT_TWITCH_SAFE' } });
    const timed = await call('POST', '/api/v1/admin/chat-commands/timers', timer({ text: 'roobet bonus!' }));
    expect(timed.json()).toMatchObject({
      error: { code: 'CHAT_TEXT_NOT_TWITCH_SAFE', fields: { text: 'forbidden_word' } },
    });
    // Kick only, the same text is the admin's to post.
    const kickOnly = await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ name: 'casino', template: 'Play at Stake!', twitch: false }),
    );
    expect(kickOnly.statusCode).toBe(200);
    // Stored for Twitch by another path (a database edit): the send-time guard drops it.
    await database.db.execute(sql`update chat_custom_commands set twitch = true where name = 'casino'`);
    await database.db.execute(
      sql`insert into chat_custom_commands (name, template, twitch, kick) values ('ad', 'use WINBIG77 at luckyspin', true, true)`,
    );
    for (const a of [app, second]) a.chatCommands.custom.forget();
    await platformViewer(database, 'kick', 'bia', String(bia.user_id));
    await onTwitch(app, ana, '!casino');
    // (On the instance that saved the offer: another one reads the offers' terms within 30 s, ADR 054.)
    await onTwitch(app, ana, '!ad');
    await onKick(app, bia, '!casino');
    const got = await lines(0, 1);
    expect(got.kick).toEqual(['Play at Stake!']);
    expect(twitch.state.chatMessages).toEqual([]);
    expect(got.twitch.some((l) => chatSkeleton(l).includes('stake'))).toBe(false);
  });

  it('cooldowns hold per channel and per chatter like the built-ins; a moderator skips them', async () => {
    await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ name: 'rules', template: 'Be nice, {user}', globalCooldownSeconds: 60 }),
    );
    await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ name: 'hi', template: 'Hi {user}', userCooldownSeconds: 60 }),
    );
    await onTwitch(app, ana, '!rules');
    await onTwitch(second, { id: 't-caio', login: 'caio' }, '!rules');
    await onTwitch(app, { id: 't-mod', login: 'modly' }, '!rules', ['moderator']);
    await onTwitch(app, ana, '!hi');
    await onTwitch(second, ana, '!hi');
    await onTwitch(app, { id: 't-caio', login: 'caio' }, '!hi');
    expect((await lines(4, 0)).twitch).toEqual(['Be nice, ana', 'Be nice, modly', 'Hi ana', 'Hi caio']);
  });

  it('a moderator-only command answers a moderator or the broadcaster on either platform, nobody else', async () => {
    await call(
      'POST',
      '/api/v1/admin/chat-commands/custom',
      command({ name: 'raid', template: 'Raid time, {user}!', modOnly: true }),
    );
    await onTwitch(app, ana, '!raid');
    await onKick(app, bia, '!raid');
    await onTwitch(second, { id: 't-mod', login: 'modly' }, '!raid', ['moderator']);
    await onKick(second, { user_id: 502, username: 'kmod' }, '!raid', true);
    const got = await lines(1, 1);
    expect(got.twitch).toEqual(['Raid time, modly!']);
    expect(got.kick).toEqual(['Raid time, kmod!']);
  });

  it('bad input gets stable codes: a built-in name or alias, a taken name, a bad name, out-of-range numbers, unknown ids', async () => {
    const taken = async (name: string) =>
      (
        (await call('POST', '/api/v1/admin/chat-commands/custom', command({ name }))).json() as {
          error: { code: string };
        }
      ).error.code;
    expect(await taken('points')).toBe('CHAT_COMMAND_NAME_TAKEN');
    expect(await taken('gtb')).toBe('CHAT_COMMAND_NAME_TAKEN');
    expect((await call('POST', '/api/v1/admin/chat-commands/custom', command({ name: 'dc' }))).statusCode).toBe(200);
    expect(await taken('dc')).toBe('CHAT_COMMAND_NAME_TAKEN');
    expect(await taken('two words')).toBe('VALIDATION_ERROR');
    // A built-in may not take a custom command's name as an alias either.
    const settings = (await call('GET', '/api/v1/admin/chat-commands')).json() as {
      settings: { commands: { key: string; aliases: string[] }[]; templates: object };
    };
    const commands = settings.settings.commands.map((c) => (c.key === 'points' ? { ...c, aliases: ['dc'] } : c));
    const alias = await call('PUT', '/api/v1/admin/chat-commands', {
      commands,
      templates: settings.settings.templates,
    });
    expect(alias.statusCode).toBe(409);
    expect(alias.json()).toMatchObject({ error: { code: 'CHAT_COMMAND_NAME_TAKEN' } });
    expect(
      (await call('POST', '/api/v1/admin/chat-commands/timers', timer({ intervalMinutes: 0 }))).json(),
    ).toMatchObject({
      error: { code: 'VALIDATION_ERROR' },
    });
    expect(
      (await call('POST', '/api/v1/admin/chat-commands/custom', command({ name: 'x', userCooldownSeconds: -1 })))
        .statusCode,
    ).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/api/v1/admin/chat-commands/timers/${missing}`, timer())).json()).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    expect((await call('DELETE', `/api/v1/admin/chat-commands/custom/${missing}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v1/admin/chat-commands/custom/not-a-uuid')).statusCode).toBe(400);
    // Admins only.
    const viewer = await createUser(database, { login: 'plain' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/chat-commands/custom',
      headers: { origin: TEST_ORIGIN, cookie: viewer.cookie },
      payload: command({ name: 'mine' }),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('chat timers', () => {
  /** Moves a timer's last send on a platform `minutes` back (its interval passing). */
  const age = (minutes: number) =>
    database.db.execute(sql`update chat_timer_sends set last_sent_at = now() - make_interval(mins => ${minutes})`);
  const runBoth = async () => {
    const n = await Promise.all([app.chatCommands.runDueTimers(), second.chatCommands.runDueTimers()]);
    await settled();
    return n[0]! + n[1]!;
  };

  it('fires once over two instances, after its interval and M chat messages, only where the channel is live', async () => {
    live({ twitch: true, kick: false });
    const created = await call('POST', '/api/v1/admin/chat-commands/timers', timer());
    expect(created.statusCode).toBe(200);
    // The first look starts its clock and count: nothing is sent yet.
    expect(await runBoth()).toBe(0);
    await age(6);
    await onTwitch(app, ana, 'hello');
    await onTwitch(second, ana, 'gg');
    expect(await runBoth()).toBe(0);
    await onTwitch(app, ana, 'nice');
    // The channel's own lines (the bot's) do not count; Kick's messages count for Kick only.
    await onKick(app, bia, 'oi');
    expect(await runBoth()).toBe(1);
    expect(await runBoth()).toBe(0);
    const got = await lines(1, 0);
    expect(got.twitch).toEqual(['Follow the channel! More on the channel website']);
    expect(got.kick).toEqual([]);
    // Offline: the interval and the messages are there, nothing goes.
    await age(6);
    for (const text of ['a', 'b', 'c']) await onTwitch(app, ana, text);
    live({ twitch: false, kick: false });
    expect(await runBoth()).toBe(0);
    // Disabled: nothing either, even live.
    live({ twitch: true, kick: false });
    const id = (created.json() as { timers: { id: string }[] }).timers[0]!.id;
    expect((await call('PUT', `/api/v1/admin/chat-commands/timers/${id}`, timer({ enabled: false }))).statusCode).toBe(
      200,
    );
    expect(await runBoth()).toBe(0);
    expect((await call('PUT', `/api/v1/admin/chat-commands/timers/${id}`, timer())).statusCode).toBe(200);
    expect(await runBoth()).toBe(1);
    expect((await lines(2, 0)).twitch).toHaveLength(2);
    expect((await call('DELETE', `/api/v1/admin/chat-commands/timers/${id}`)).json()).toEqual({
      commands: [],
      timers: [],
    });
  });
});
