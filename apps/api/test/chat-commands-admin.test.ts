import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_CHAT_COMMANDS, DEFAULT_REPLY_TEMPLATES } from '@app/chat';
import { queryRows, type Database } from '../src/db/client';
import { kickChatEvent, startFakeKick, type FakeKickUser, type SignedKickDelivery } from './fakes/fake-kick';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

// The admin Commands page (issue 22): settings saved through the API take effect for signed Kick
// chat deliveries through the real webhook; replies captured by the fake Kick; the log of the runs.
const WEBHOOK = '/api/v1/webhooks/kick';
const URL_ = '/api/v1/admin/chat-commands';
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };

let database: Database;
let app: FastifyInstance;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let admin: TestUser;

type Config = (typeof DEFAULT_CHAT_COMMANDS)[number];
type Settings = { commands: Config[]; templates: Record<string, Record<string, string>> };

beforeAll(async () => {
  database = await openTestDatabase();
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  app = await createTestApp(database, {
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
  });
});
afterAll(async () => {
  await app.close();
  await kick.close();
  await database.close();
});
beforeEach(async () => {
  kick.state.chat.length = 0;
  kick.state.consentUser = kickStreamer;
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  await connectKick();
  // The bot's language for a chatter who chose none: the site default, Brazilian Portuguese here.
  const site = await app.inject({
    method: 'PUT',
    url: '/api/v1/admin/site-settings',
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: { defaultLocale: 'pt-BR' },
  });
  expect(site.statusCode).toBe(200);
  // The instance keeps its settings for 5 s: a save of the defaults resets them after the database reset.
  expect((await put(defaults())).statusCode).toBe(200);
  await database.db.execute(sql`delete from chat_command_settings`);
});

async function connectKick() {
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
}

const kickViewer = (login: string, kickId: number, points = 0) =>
  platformViewer(database, 'kick', login, String(kickId), points);

/** Chooses a language on a viewer's account (as the language switch does, signed in). */
async function chooseLocale(cookie: string, locale: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/v1/locale',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { locale },
  });
  expect(res.statusCode).toBe(200);
}

function chat(sender: { user_id: number; username: string }, content: string): SignedKickDelivery {
  return kick.sign({
    type: 'chat.message.sent',
    event: kickChatEvent({ broadcaster: { user_id: 77, username: 'bigstreamer' }, sender, content }),
  });
}

/** The commands run after the webhook's answer: wait until every instance has finished them. */
async function settled() {
  await new Promise((r) => setImmediate(r));
  await Promise.all([app].map((a) => a.chatCommands.idle()));
}

const deliver = async (d: SignedKickDelivery) => {
  const res = await app.inject({ method: 'POST', url: WEBHOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(200);
  await settled();
};

/** Waits until the fake Kick's chat holds `n` lines, then a little longer: nothing more may arrive. */
async function replies(n: number): Promise<string[]> {
  const until = Date.now() + 5_000;
  while (kick.state.chat.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 150));
  return kick.state.chat.map((c) => c.content);
}

const defaults = (): Settings => ({ commands: structuredClone([...DEFAULT_CHAT_COMMANDS]), templates: {} });
const withCommand = (s: Settings, key: Config['key'], patch: Partial<Config>): Settings => ({
  ...s,
  commands: s.commands.map((c) => (c.key === key ? { ...c, ...patch } : c)),
});
const get = (url = URL_, cookie = admin.cookie) => app.inject({ method: 'GET', url, headers: { cookie } });
const put = (payload: unknown, cookie = admin.cookie) =>
  app.inject({ method: 'PUT', url: URL_, headers: { cookie, origin: TEST_ORIGIN }, payload: payload as object });
const storedRows = () => queryRows<{ id: string }>(database.db, sql`select id from chat_command_settings`);

describe('admin chat commands', () => {
  it('answers only admins', async () => {
    const viewer = await createUser(database, { login: 'viewer' });
    expect((await app.inject({ method: 'GET', url: URL_ })).statusCode).toBe(401);
    expect((await get(URL_, viewer.cookie)).statusCode).toBe(403);
    expect((await get(`${URL_}/log`, viewer.cookie)).statusCode).toBe(403);
    expect((await put(defaults(), viewer.cookie)).statusCode).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });

  it('shows the defaults in every language, the connection per platform and the site default language', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.settings).toEqual(defaults());
    expect(view.defaults.commands).toEqual(DEFAULT_CHAT_COMMANDS);
    expect(view.defaults.templates.points_balance).toEqual(DEFAULT_REPLY_TEMPLATES.points_balance);
    for (const templates of Object.values(view.defaults.templates as Record<string, object>))
      expect(Object.keys(templates).sort()).toEqual(['en', 'pt-BR', 'pt-PT']);
    expect(view.connections.twitch).toEqual({
      connected: false,
      reason: { code: 'NOT_CONFIGURED', platform: 'twitch' },
    });
    expect(view.connections.kick).toEqual({ connected: true, reason: null });
    expect(view.language).toBe('pt-BR');
    const off = await app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/kick/connection',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(off.statusCode).toBeLessThan(300);
    const kickOff = (await get()).json().connections.kick;
    expect(kickOff.connected).toBe(false);
    expect(kickOff.reason).toEqual({ code: 'NOT_CONNECTED', platform: 'kick' });
  });

  it.each([
    [
      'a duplicate alias',
      withCommand(defaults(), 'hunt', { aliases: ['pts'] }),
      'commands.5.aliases.0',
      (s: Settings) => withCommand(s, 'points', { aliases: ['pts'] }),
    ],
    [
      'offers enabled on Twitch',
      withCommand(defaults(), 'offers', { enabled: { twitch: true, kick: true } }),
      'commands.6.enabled.twitch',
    ],
    [
      'a cooldown over the limit',
      withCommand(defaults(), 'gtb', { userCooldownSeconds: 86_401 }),
      'commands.1.userCooldownSeconds',
    ],
    [
      'a template too long',
      { ...defaults(), templates: { points_balance: { 'pt-PT': 'x'.repeat(501) } } },
      'templates.points_balance.pt-PT',
    ],
    ['an unknown template kind', { ...defaults(), templates: { jackpot: { 'pt-BR': 'oi' } } }, 'templates'],
    [
      'an unknown language (the old pt)',
      { ...defaults(), templates: { points_balance: { 'pt-BR': 'ok {points}', pt: 'oi {points}' } } },
      'templates.points_balance',
    ],
    [
      'a language of another spelling',
      { ...defaults(), templates: { gtb_closed: { 'pt-pt': 'fechado' } } },
      'templates.gtb_closed',
    ],
  ] as [string, Settings, string, ((s: Settings) => Settings)?][])(
    'refuses %s with 400 naming the field, and saves nothing',
    async (_what, settings, field, also) => {
      const res = await put(also ? also(settings) : settings);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(body.error.fields).some((k) => k.startsWith(field))).toBe(true);
      expect(await storedRows()).toHaveLength(0);
    },
  );

  it('the GTB and AVG overlays name their commands while the bot reads a chat where they are on', async () => {
    const key = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/overlay-key',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      })
    ).json().key as string;
    const overlayChat = async () =>
      (await app.inject({ method: 'GET', url: '/api/v1/overlay/settings', headers: { 'x-api-key': key } })).json().chat;
    // Kick is connected (Twitch is not configured here): both commands are named.
    expect(await overlayChat()).toEqual({ gtb: '!gtb', avg: '!avg' });
    // A rename shows; a command off on Kick (the only connected chat) is not named.
    let s = withCommand(defaults(), 'gtb', { name: 'palpite' });
    s = withCommand(s, 'avg', { enabled: { twitch: true, kick: false } });
    expect((await put(s)).statusCode).toBe(200);
    expect(await overlayChat()).toEqual({ gtb: '!palpite', avg: null });
    // Kick disconnected: no chat, no command named.
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/kick/connection',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    });
    expect(await overlayChat()).toEqual({ gtb: null, avg: null });
  });

  it('a saved rename, alias and disable take effect for the next Kick chat message', async () => {
    await kickViewer('ana', 501, 1234);
    let s = withCommand(defaults(), 'points', { name: 'saldo', aliases: ['pts'] });
    s = withCommand(s, 'hunt', { enabled: { twitch: true, kick: false } });
    const res = await put(s);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.commands[0]).toMatchObject({ name: 'saldo', aliases: ['pts'] });

    await deliver(chat({ user_id: 501, username: 'Ana' }, '!points'));
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!hunt'));
    expect(await replies(0)).toEqual([]);
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!saldo'));
    expect(await replies(1)).toEqual(['@Ana: você tem 1.234 pontos.']);
    kick.state.chat.length = 0;
    await new Promise((r) => setTimeout(r, 5_100 - 150)); // the user cooldown of !points (5 s)
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!pts'));
    expect(await replies(1)).toEqual(['@Ana: você tem 1.234 pontos.']);
  }, 15_000);

  it('a saved pt-BR template answers pt-BR chatters; other languages keep their defaults; an emptied one falls back', async () => {
    await kickViewer('ana', 501, 5_000);
    const bia = await kickViewer('bia', 502, 5_000);
    const ed = await kickViewer('ed', 503, 5_000);
    await chooseLocale(bia.cookie, 'pt-PT');
    await chooseLocale(ed.cookie, 'en');
    const s = {
      ...defaults(),
      templates: { points_balance: { 'pt-BR': '{user} tem {points} pts', en: '', 'pt-PT': ' ' } },
    };
    const res = await put(s);
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.templates).toEqual({ points_balance: { 'pt-BR': '{user} tem {points} pts' } });
    const [stored] = await queryRows<{ templates: unknown }>(
      database.db,
      sql`select templates from chat_command_settings`,
    );
    expect(stored!.templates).toEqual({ points_balance: { 'pt-BR': '{user} tem {points} pts' } });
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!points'));
    await deliver(chat({ user_id: 502, username: 'Bia' }, '!points'));
    await deliver(chat({ user_id: 503, username: 'Ed' }, '!points'));
    expect(await replies(3)).toEqual(['Ana tem 5.000 pts', '@Bia: tem 5 000 pontos.', '@Ed: you have 5,000 points.']);
    const [row] = await queryRows<{ updated_by: string }>(
      database.db,
      sql`select updated_by from chat_command_settings`,
    );
    expect(row!.updated_by).toBe(admin.id);
  });

  it('a template saved for the old "pt" reads as pt-BR after the migration 0031_chat_templates_locales', async () => {
    await kickViewer('ana', 501, 1_500);
    const legacy = {
      points_balance: { pt: '{user} tem {points} pontos (pt)', en: '{user} has {points}' },
      gtb_closed: { pt: 'antigo', 'pt-BR': 'novo' },
      cooldown: { en: 'wait' },
    };
    await database.db.execute(
      sql`insert into chat_command_settings (id, commands, templates) values ('channel', ${JSON.stringify(DEFAULT_CHAT_COMMANDS)}::jsonb, ${JSON.stringify(legacy)}::jsonb)`,
    );
    const migration = readFileSync(
      new URL('../src/db/migrations/0031_chat_templates_locales.sql', import.meta.url),
      'utf8',
    );
    await database.db.execute(sql.raw(migration));
    const [row] = await queryRows<{ templates: unknown }>(
      database.db,
      sql`select templates from chat_command_settings`,
    );
    expect(row!.templates).toEqual({
      points_balance: { 'pt-BR': '{user} tem {points} pontos (pt)', en: '{user} has {points}' },
      // A pt-BR text already there is kept.
      gtb_closed: { 'pt-BR': 'novo' },
      cooldown: { en: 'wait' },
    });
    // Run again, it changes nothing.
    await database.db.execute(sql.raw(migration));
    expect(
      (await queryRows<{ templates: unknown }>(database.db, sql`select templates from chat_command_settings`))[0]!
        .templates,
    ).toEqual(row!.templates);
    // The instance keeps the settings it read for 5 s: then it reads the migrated row.
    await new Promise((r) => setTimeout(r, 5_100));
    const view = (await get()).json();
    expect(view.settings.templates.points_balance).toEqual({
      'pt-BR': '{user} tem {points} pontos (pt)',
      en: '{user} has {points}',
    });
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!points'));
    expect(await replies(1)).toEqual(['Ana tem 1.500 pontos (pt)']);
  }, 15_000);

  it('a configuration saved before !wager existed keeps every choice and gains !wager with its defaults', async () => {
    await kickViewer('ana', 501, 1_500);
    const beforeWager = withCommand(defaults(), 'points', { name: 'saldo', aliases: ['pts'] }).commands.filter(
      (c) => c.key !== 'wager',
    );
    await database.db.execute(
      sql`insert into chat_command_settings (id, commands, templates) values ('channel', ${JSON.stringify(beforeWager)}::jsonb, '{}'::jsonb)`,
    );
    // The instance keeps the settings it read for 5 s: then it reads the stored row.
    await new Promise((r) => setTimeout(r, 5_100));
    const view = (await get()).json() as { settings: Settings };
    expect(view.settings.commands).toEqual([...beforeWager, DEFAULT_CHAT_COMMANDS.find((c) => c.key === 'wager')]);
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!saldo'));
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!wager'));
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!points'));
    expect(await replies(2)).toEqual([
      '@Ana: você tem 1.500 pontos.',
      '@Ana: verifique sua conta de cassino no site para ver seu wager: http://localhost:3000/profile',
    ]);
    // Saved back as the page shows it: the row holds every command now.
    expect((await put(view.settings)).statusCode).toBe(200);
    const [row] = await queryRows<{ commands: Config[] }>(database.db, sql`select commands from chat_command_settings`);
    expect(row!.commands.map((c) => c.key)).toEqual([...beforeWager.map((c) => c.key), 'wager']);
  }, 15_000);

  it('a stored alias that is the new command’s name keeps its meaning: !wager is added off under a free name', async () => {
    await kickViewer('ana', 501, 1_500);
    const beforeWager = withCommand(defaults(), 'points', { aliases: ['wager'] }).commands.filter(
      (c) => c.key !== 'wager',
    );
    await database.db.execute(
      sql`insert into chat_command_settings (id, commands, templates) values ('channel', ${JSON.stringify(beforeWager)}::jsonb, '{}'::jsonb)`,
    );
    await new Promise((r) => setTimeout(r, 5_100));
    const view = (await get()).json() as { settings: Settings };
    expect(view.settings.commands.slice(0, -1)).toEqual(beforeWager);
    expect(view.settings.commands.at(-1)).toMatchObject({
      key: 'wager',
      name: 'wager-2',
      enabled: { twitch: false, kick: false },
    });
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!wager'));
    expect(await replies(1)).toEqual(['@Ana: você tem 1.500 pontos.']);
  }, 15_000);

  it('the log lists the runs newest first with chatter, outcome and reply', async () => {
    await kickViewer('ana', 501, 7);
    await deliver(chat({ user_id: 501, username: 'Ana' }, '!points'));
    await replies(1);
    await deliver(chat({ user_id: 502, username: 'Bob' }, '!points'));
    await replies(2);
    const res = await get(`${URL_}/log`);
    expect(res.statusCode).toBe(200);
    const log = res.json() as { chatter: string; platform: string; command: string; outcome: string; reply: string }[];
    expect(log.map((e) => [e.chatter, e.platform, e.command, e.outcome])).toEqual([
      ['bob', 'kick', 'points', 'not_linked'],
      ['ana', 'kick', 'points', 'ok'],
    ]);
    expect(log[1]!.reply).toBe('@Ana: você tem 7 pontos.');
    expect(log[0]!.reply).toContain('vincule sua conta Kick');
  });
});
