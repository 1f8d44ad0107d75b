import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { connectThroughFake, platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { casinoAccountAt, createUser, ensureSponsor, type TestUser } from './helpers/factories';
import { HOSTILE_CHAT_PAYLOADS } from './helpers/hostile-chat-payloads';
import { twitchChatNotification } from './helpers/twitch-chat';
import { DEFAULT_REPLY_TEMPLATES, chatSkeleton, normalizeChatText } from '@app/chat';
import type { PlatformIssue } from '@app/contracts';

// Chat commands from the Twitch chat (issue 22): the connection of /admin/earning is the bot; it reads
// the chat through an EventSub channel.chat.message subscription and answers with Helix chat messages.
const SECRET = 'eventsub-secret-0123456789';
const HOOK = '/api/v1/webhooks/twitch/eventsub';
const broadcaster: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  const env = {
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
  await twitch.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.consentUser = broadcaster;
  twitch.state.eventsubSubscriptions = [];
  twitch.state.chatMessages.length = 0;
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

async function connect() {
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
    '/admin/earning?connect=ok',
  );
}

/** A channel.chat.message notification as Twitch signs it (HMAC over id + timestamp + body). */
const chatNotification = (
  chatter: { id: string; login: string },
  text: string,
  opts: { chatMessageId?: string; badges?: string[] } = {},
) => twitchChatNotification(SECRET, chatter, text, opts);

/** The commands run after the webhook's answer: wait until every instance has finished them. */
async function settled() {
  await new Promise((r) => setImmediate(r));
  await Promise.all([app, second].map((a) => a.chatCommands.idle()));
}

async function deliver(target: FastifyInstance, d: ReturnType<typeof chatNotification>) {
  const res = await target.inject({ method: 'POST', url: HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(204);
  await settled();
}

async function sent(n: number): Promise<string[]> {
  const until = Date.now() + 5_000;
  while (twitch.state.chatMessages.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 150));
  return twitch.state.chatMessages.map((m) => m.message);
}

const twitchViewer = (login: string, twitchId: string, points = 0) =>
  platformViewer(database, 'twitch', login, twitchId, points);

describe('chat commands from the Twitch chat', () => {
  it('connecting subscribes channel.chat.message for the connected account as the bot, once', async () => {
    const state = async () =>
      (
        (
          await app.inject({ method: 'GET', url: '/api/v1/admin/chat-commands', headers: { cookie: admin.cookie } })
        ).json() as { connections: { twitch: { connected: boolean; reason: PlatformIssue | null } } }
      ).connections.twitch;
    expect(await state()).toEqual({ connected: false, reason: { code: 'NOT_CONNECTED', platform: 'twitch' } });
    await connect();
    expect(await state()).toEqual({ connected: true, reason: null });
    // The chat's subscription (the support events' are support-rewards.test.ts's).
    const chat = () => twitch.state.eventsubSubscriptions.filter((s) => s.type === 'channel.chat.message');
    expect(chat()).toHaveLength(1);
    expect(chat()[0]).toMatchObject({
      type: 'channel.chat.message',
      condition: { broadcaster_user_id: '9', user_id: '9' },
      transport: { method: 'webhook', callback: `${TEST_ORIGIN}${HOOK}`, secret: SECRET },
    });
    // Connecting again finds it in place.
    await connect();
    expect(chat()).toHaveLength(1);
  });

  it('!points and !gtb run for the linked account once per chat message, and the bot answers as itself', async () => {
    await connect();
    const ana = await twitchViewer('ana', 't-ana', 321);
    const hunt = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/live-hunt',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { start: 100_000 },
    });
    expect(hunt.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/live-hunt/gtb',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { status: 'opened' },
    });
    await deliver(app, chatNotification({ id: 't-ana', login: 'ana' }, '!points'));
    const guess = chatNotification({ id: 't-ana', login: 'ana' }, '!gtb 7500', { chatMessageId: 'tw-chat-1' });
    await Promise.all([deliver(app, guess), deliver(second, guess)]);
    // A redelivery of the same chat message under a new EventSub message id.
    await deliver(second, chatNotification({ id: 't-ana', login: 'ana' }, '!gtb 7500', { chatMessageId: 'tw-chat-1' }));
    const lines = await sent(2);
    expect(lines).toEqual(['@ana: you have 321 points.', '@ana: GTB guess of $7,500 recorded!']);
    expect(twitch.state.chatMessages.every((m) => m.sender_id === '9' && m.broadcaster_id === '9')).toBe(true);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from live_hunt_gtb_guesses where user_id = ${ana.id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('never posts a link, an offer or a code on Twitch: !offers is not a command there, link replies lose the link', async () => {
    await connect();
    await deliver(app, chatNotification({ id: 't-x', login: 'stranger' }, '!offers'));
    await deliver(app, chatNotification({ id: 't-y', login: 'other' }, '!points'));
    const lines = await sent(1);
    expect(lines).toHaveLength(1);
    // A whole sentence naming the site and the page in words, not one cut short where its link was.
    expect(lines[0]).toBe(
      '@other: to use the commands, link your Twitch account on the channel website, on the Profile page (account menu).',
    );
    for (const line of lines) {
      expect(line).not.toMatch(/https?:|www\.|localhost|\.com|offer/i);
    }
    const runs = await queryRows<{ command: string }>(database.db, sql`select command from chat_command_runs`);
    expect(runs.map((r) => r.command)).toEqual(['points']);
  });

  it("the guard's last line knows the site's own offers: a template naming one is never sent to Twitch", async () => {
    await connect();
    await twitchViewer('ana', 't-ana', 5);
    const admin_ = { cookie: admin.cookie, origin: TEST_ORIGIN };
    const page = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/chat-commands', headers: { cookie: admin.cookie } })
    ).json() as { settings: { commands: { userCooldownSeconds: number; globalCooldownSeconds: number }[] } };
    const commands = page.settings.commands.map((c) => ({ ...c, userCooldownSeconds: 0, globalCooldownSeconds: 0 }));
    // An admin's own template is trusted text, but Twitch must still never carry a sponsor's name.
    const text = '@{user}: you have {points} points. Visit Luckybird tonight!';
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/chat-commands',
      headers: admin_,
      payload: { commands, templates: { points_balance: { en: text, 'pt-PT': text, 'pt-BR': text } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    await deliver(app, chatNotification({ id: 't-ana', login: 'ana' }, '!points'));
    expect(await sent(1)).toEqual(['@ana: you have 5 points. Visit Luckybird tonight!']);
    // The offer is added on this instance: its name, host and code are forbidden on Twitch from now on.
    const offer = await app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: admin_,
      payload: {
        slug: 'lucky-bird',
        name: 'Luckybird',
        image: '/offers/lucky-bird.svg',
        color: '#112233',
        link: 'https://luckybird.example/r/streamer',
        details: {
          vpn: false,
          kyc: false,
          minDeposit: '$10',
          minWithdrawal: '$20',
          depositMethods: ['BTC'],
          withdrawalMethods: ['BTC'],
          providers: ['Evolution'],
          steps: [],
          bonusTexts: [],
          promoCode: 'FEATHERS',
        },
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect(app.offerTerms.current()).toEqual(
      expect.arrayContaining(['Luckybird', 'lucky-bird', 'luckybird.example', 'luckybird', 'FEATHERS']),
    );
    await deliver(app, chatNotification({ id: 't-ana', login: 'ana' }, '!points'));
    expect(await sent(1)).toHaveLength(1);
  });

  it('!sr files a slot request from the Twitch chat for the linked account, paid once, in English', async () => {
    await connect();
    const ana = await twitchViewer('ana', 't-ana', 500);
    const csv = 'name,provider\n"Book of Dead","Play n GO"\n"Sweet Bonanza","Pragmatic Play"';
    for (const target of [app, second]) {
      const res = await target.inject({
        method: 'POST',
        url: '/api/v1/slots/import',
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        payload: { csv },
      });
      expect(res.statusCode).toBe(200);
    }
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/slot-requests/settings',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { open: true, cost: 120 },
    });
    const request = chatNotification({ id: 't-ana', login: 'ana' }, '!sr book of dead', { chatMessageId: 'tw-sr-1' });
    await Promise.all([deliver(app, request), deliver(second, request)]);
    expect(await sent(1)).toEqual(['@ana: Book of Dead is in the request queue (position 1).']);
    const board = (await app.inject({ method: 'GET', url: '/api/v1/slot-requests' })).json();
    expect(board.queue).toMatchObject([{ slot: { name: 'Book of Dead' }, source: 'twitch', cost: 120 }]);
    const [row] = await queryRows<{ points: number }>(
      database.db,
      sql`select points::int from users where id = ${ana.id}`,
    );
    expect(row!.points).toBe(380);
  });

  it('!join of an affiliate-only giveaway: the refusal says how to verify in words and names no casino', async () => {
    await connect();
    const ana = await twitchViewer('ana', 't-ana', 500);
    const bob = await twitchViewer('bob', 't-bob', 500);
    await ensureSponsor(database.db, 'stake', 'Stake');
    await casinoAccountAt(database.db, bob.id, 'stake');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/giveaways',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: {
        title: 'Headset',
        prize: 'A headset',
        winners: 1,
        opensAt: new Date(Date.now() - 60_000).toISOString(),
        closesAt: new Date(Date.now() + 3_600_000).toISOString(),
        entryCost: 10,
        eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 0, affiliate: { sponsor: 'stake' } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await deliver(app, chatNotification({ id: 't-ana', login: 'ana' }, '!join'));
    await deliver(second, chatNotification({ id: 't-bob', login: 'bob' }, '!join'));
    const lines = await sent(2);
    expect(lines).toEqual([
      '@ana: this giveaway needs a verified casino account: verify yours on the channel website, on the Profile page (account menu).',
      '@bob: you are in the giveaway!',
    ]);
    expect(lines.join(' ')).not.toMatch(/stake|affiliate|https?:/i);
    const paid = await queryRows<{ user_id: string; paid: number }>(
      database.db,
      sql`select user_id, paid::int from giveaway_entries`,
    );
    expect(paid).toEqual([{ user_id: bob.id, paid: 10 }]);
    const [row] = await queryRows<{ points: number }>(
      database.db,
      sql`select points::int from users where id = ${ana.id}`,
    );
    expect(row!.points).toBe(500);
  });

  it('moderators (chat badges, in any case) open GTB from the Twitch chat', async () => {
    await connect();
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/live-hunt',
      headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
      payload: { start: 100_000 },
    });
    await deliver(app, chatNotification({ id: 't-mod', login: 'mod' }, '!gtb open', { badges: ['Moderator'] }));
    const live = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json() as {
      hunt: { gtb: { status: string } };
    };
    expect(live.hunt.gtb.status).toBe('opened');
    expect(await sent(1)).toEqual(['GTB is open! Guess the final balance with !gtb <amount>']);
  });

  it('never repeats what a chatter typed: no hostile payload reaches Twitch on any command', async () => {
    await connect();
    const admin_ = { cookie: admin.cookie, origin: TEST_ORIGIN };
    // No cooldowns, so every command of every payload runs; requests open and free; a live hunt with
    // GTB and AVG open; a catalogue the payloads do not name.
    const page = (
      await app.inject({ method: 'GET', url: '/api/v1/admin/chat-commands', headers: { cookie: admin.cookie } })
    ).json() as { settings: { commands: { userCooldownSeconds: number; globalCooldownSeconds: number }[] } };
    const commands = page.settings.commands.map((c) => ({ ...c, userCooldownSeconds: 0, globalCooldownSeconds: 0 }));
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/chat-commands',
      headers: admin_,
      payload: { commands, templates: {} },
    });
    expect(put.statusCode, put.body).toBe(200);
    const csv = 'name,provider\n"Book of Dead","Play n GO"\n"Sweet Bonanza","Pragmatic Play"';
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/slots/import', headers: admin_, payload: { csv } })).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/slot-requests/settings',
      headers: admin_,
      payload: { open: true, cost: 0 },
    });
    await app.inject({ method: 'POST', url: '/api/v1/admin/live-hunt', headers: admin_, payload: { start: 100_000 } });
    for (const game of ['gtb', 'avg'])
      await app.inject({
        method: 'POST',
        url: `/api/v1/admin/live-hunt/${game}`,
        headers: admin_,
        payload: { status: 'opened' },
      });

    expect(HOSTILE_CHAT_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    // Every command (and what is no command) with the payload as its argument.
    const COMMANDS = ['!sr', '!gtb', '!avg', '!avg C', '!join', '!points', '!hunt', '!offers', '!wager', '!'];
    for (const [i, payload] of HOSTILE_CHAT_PAYLOADS.entries()) {
      // A linked chatter per payload (no open request left by an earlier one); one unlinked chatter.
      const linked = i % 10 !== 9;
      if (linked) await twitchViewer(`viewer${i}`, `t-v${i}`, 1_000);
      for (const command of COMMANDS) {
        const text = command === '!' ? `!${payload}` : `${command} ${payload}`;
        await deliver(app, chatNotification({ id: `t-v${i}`, login: `viewer${i}` }, text));
      }
      await app.chatReplies.idle();
      // The test sends far more than Twitch's 20 lines per 30 s: the shared window is emptied between
      // payloads, so every reply goes out now instead of waiting.
      await queryRows(database.db, sql`delete from chat_reply_sends`);
    }
    await app.chatReplies.idle();
    const lines = twitch.state.chatMessages.map((m) => m.message);
    const fold = (t: string) => normalizeChatText(t).toLowerCase();
    const wordsOf = (t: string) => fold(t).split(/[^\p{L}\p{N}]+/u);
    // A word of the bot's own templates ("link", "code" of a usage line) is no echo. The bot answers in
    // the site default here (English: no chatter chose a language), so only its English words count.
    const templateWords = new Set(Object.values(DEFAULT_REPLY_TEMPLATES).flatMap((t) => wordsOf(t.en)));
    const leaks: string[] = [];
    for (const payload of HOSTILE_CHAT_PAYLOADS) {
      const forms = [payload, normalizeChatText(payload), fold(payload)].filter((f) => f.trim().length >= 3);
      // Words of 4+ letters or digits of the payload, as typed and normalized (a partial echo counts too).
      const words = wordsOf(payload).filter((w) => [...w].length >= 4 && !templateWords.has(w));
      const skeleton = chatSkeleton(payload);
      for (const line of lines) {
        const leaked =
          forms.some((f) => line.includes(f) || fold(line).includes(fold(f))) ||
          words.some((w) =>
            fold(line)
              .split(/[^\p{L}\p{N}]+/u)
              .includes(w),
          ) ||
          (skeleton.length >= 5 && chatSkeleton(line).includes(skeleton));
        if (leaked) leaks.push(`${JSON.stringify(payload)} -> ${JSON.stringify(line)}`);
      }
    }
    expect(leaks).toEqual([]);
    // The commands ran and answered (the check above was not over an empty chat).
    expect(lines.length).toBeGreaterThanOrEqual(HOSTILE_CHAT_PAYLOADS.length * 6);
    expect(lines).toContain('@viewer0: no slot of the catalogue has that name.');
    expect(lines.some((l) => l.startsWith('@viewer9: to use the commands, link your Twitch account'))).toBe(true);
  }, 600_000);

  it('answers in the chatter\'s language: the site default (pt-PT, "5 000"), else what their account chose', async () => {
    await connect();
    const setSite = async (defaultLocale: string) => {
      for (const target of [app, second]) {
        const res = await target.inject({
          method: 'PUT',
          url: '/api/v1/admin/site-settings',
          headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
          payload: { defaultLocale },
        });
        expect(res.statusCode).toBe(200);
      }
    };
    await setSite('pt-PT');
    await twitchViewer('ana', 't-ana', 5_000);
    const bob = await twitchViewer('bob', 't-bob', 5_000);
    await deliver(app, chatNotification({ id: 't-ana', login: 'ana' }, '!points'));
    await deliver(app, chatNotification({ id: 't-x', login: 'stranger' }, '!points'));
    expect(await sent(2)).toEqual([
      '@ana: tem 5 000 pontos.',
      '@stranger: para usar os comandos, associe a sua conta Twitch no site do canal, na página Perfil (menu da conta).',
    ]);
    twitch.state.chatMessages.length = 0;
    // The site default is pt-BR now; Bob chose English on his account.
    await setSite('pt-BR');
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/v1/locale',
      headers: { cookie: bob.cookie, origin: TEST_ORIGIN },
      payload: { locale: 'en' },
    });
    expect(chosen.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5_100)); // the user cooldown of !points (5 s)
    await deliver(second, chatNotification({ id: 't-bob', login: 'bob' }, '!points'));
    await deliver(second, chatNotification({ id: 't-ana', login: 'ana' }, '!points'));
    expect(await sent(2)).toEqual(['@bob: you have 5,000 points.', '@ana: você tem 5.000 pontos.']);
    // Back to the shipped default for whatever runs next.
    await setSite('en');
  }, 20_000);
});
