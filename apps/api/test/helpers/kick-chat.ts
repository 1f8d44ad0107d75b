import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { queryRows, type Database } from '../../src/db/client';
import { kickChatEvent, startFakeKick, type FakeKickUser, type SignedKickDelivery } from '../fakes/fake-kick';
import { createTestApp, TEST_ORIGIN } from './app';
import { connectThroughFake, platformViewer } from './connect';
import { openTestDatabase, resetDatabase } from './database';
import { createUser, type TestUser } from './factories';

const WEBHOOK = '/api/v1/webhooks/kick';
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };

/**
 * A test file's Kick chat: the fake Kick, two app instances on one database with the channel
 * connected by an admin before each test, and the steps the chat command suites take (signed chat
 * deliveries through the real webhook, waiting for the commands that run after its answer, the
 * replies the fake captured). Each file gets fresh instances, so reply queues start empty. The site
 * default language (the bot's language for a chatter who chose none) is `locale` before each test,
 * Brazilian Portuguese unless told. `env` adds to the instances' environment.
 */
export function useKickChat(opts: { locale?: Locale; env?: Record<string, string> } = {}) {
  let database: Database;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let kick: Awaited<ReturnType<typeof startFakeKick>>;
  let admin: TestUser;

  const env = () => ({
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
    RATE_LIMIT_BETS_PER_MINUTE: '100000',
    ...opts.env,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
    kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
    app = await createTestApp(database, env());
    second = await createTestApp(database, env());
  });
  afterAll(async () => {
    await app.close();
    await second.close();
    await kick.close();
    await database.close();
  });
  beforeEach(async () => {
    kick.state.chat.length = 0;
    kick.state.consentUser = kickStreamer;
    await resetDatabase(database);
    admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
    expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
    await h.siteLocale(opts.locale ?? 'pt-BR');
  });

  /** The commands run after the webhook's answer: wait until every instance has finished them. */
  async function settled() {
    await new Promise((r) => setImmediate(r));
    await Promise.all([app, second].map((a) => a.chatCommands.idle()));
  }

  const h = {
    WEBHOOK,
    get database() {
      return database;
    },
    get app() {
      return app;
    },
    get second() {
      return second;
    },
    get kick() {
      return kick;
    },
    get admin() {
      return admin;
    },
    settled,

    /** The live hunts' GTB guesses, as rows. */
    guesses: () =>
      queryRows<{ user_id: string; guess_cents: number }>(
        database.db,
        sql`select user_id, guess_cents::int from live_hunt_gtb_guesses`,
      ),

    kickViewer: (login: string, kickId: number, points = 0) =>
      platformViewer(database, 'kick', login, String(kickId), points),

    /**
     * Sets the site default language, saved through each instance (each drops its own 5 s cache of it,
     * so both answer in it at once).
     */
    async siteLocale(locale: Locale) {
      for (const target of [app, second]) {
        const res = await h.adminCall('PUT', '/api/v1/admin/site-settings', { defaultLocale: locale }, target);
        expect(res.statusCode).toBe(200);
      }
    },

    /** Chooses a language on a viewer's account (as the language switch does, signed in). */
    async chooseLocale(cookie: string, locale: Locale) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/locale',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { locale },
      });
      expect(res.statusCode).toBe(200);
    },

    adminCall: (method: 'POST' | 'PUT', url: string, payload: unknown, target: FastifyInstance = app) =>
      target.inject({
        method,
        url,
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        payload: payload as object,
      }),

    async liveHunt(opts: { gtb?: boolean; avg?: boolean } = {}) {
      const res = await h.adminCall('POST', '/api/v1/admin/live-hunt', { start: 100_000 });
      expect(res.statusCode).toBe(201);
      if (opts.gtb)
        expect((await h.adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'opened' })).statusCode).toBe(200);
      if (opts.avg)
        expect((await h.adminCall('POST', '/api/v1/admin/live-hunt/avg', { status: 'opened' })).statusCode).toBe(200);
      return (res.json() as { _id: string })._id;
    },

    /** A chat message of the channel, signed by the fake Kick; the chat message id can be fixed to test redelivery. */
    chat(
      sender: { user_id: number; username: string },
      content: string,
      opts: { badges?: { text: string; type: string }[]; chatMessageId?: string } = {},
    ): SignedKickDelivery {
      return kick.sign({
        type: 'chat.message.sent',
        event: kickChatEvent({
          broadcaster: { user_id: 77, username: 'bigstreamer' },
          sender,
          content,
          ...(opts.badges ? { badges: opts.badges } : {}),
          ...(opts.chatMessageId ? { messageId: opts.chatMessageId } : {}),
        }),
      });
    },

    async deliver(target: FastifyInstance, d: SignedKickDelivery) {
      const res = await target.inject({ method: 'POST', url: WEBHOOK, headers: d.headers, payload: d.body });
      expect(res.statusCode).toBe(200);
      await settled();
      return res;
    },

    /** Waits until the fake Kick's chat holds `n` lines (the replies go out after the webhook's answer). */
    async replies(n: number): Promise<string[]> {
      const until = Date.now() + 5_000;
      while (kick.state.chat.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
      // A little longer: nothing more than expected may arrive.
      await new Promise((r) => setTimeout(r, 150));
      return kick.state.chat.map((c) => c.content);
    },

    runs: () =>
      queryRows<{ command: string; outcome: string; code: string | null; reply: string | null }>(
        database.db,
        sql`select command, outcome, code, reply from chat_command_runs order by created_at`,
      ),

    rowsOf: (table: string) => queryRows<Record<string, unknown>>(database.db, sql.raw(`select * from ${table}`)),
  };
  return h;
}
