import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_KINDS, chatSkeleton, normalizeChatText } from '@app/chat';
import { queryRows, type Database } from '../src/db/client';
import { startFakeKick, type FakeKickUser } from './fakes/fake-kick';
import { startFakeTwitch, type FakeTwitchUser } from './fakes/fake-twitch';
import { call } from './helpers/call';
import { connectThroughFake } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp } from './helpers/app';
import { createUser, type TestUser } from './helpers/factories';

// Chat announcements (issue 34 item 5): the hunt's GTB result and winners and its AVG group, a
// giveaway's winners at the draw and when final, a slot request played, posted by the bot on both
// platforms through the real app and the fakes of Twitch and Kick; once over two instances; the
// switches per kind and platform; never a casino name on Twitch.
const SECRET = 'eventsub-secret-0123456789';
const twitchBroadcaster: FakeTwitchUser = {
  id: '9',
  login: 'bigstreamer',
  display_name: 'BigStreamer',
  profile_image_url: '',
};
const kickStreamer: FakeKickUser = { user_id: 77, name: 'BigStreamer', email: '', profile_picture: '' };

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let twitch: Awaited<ReturnType<typeof startFakeTwitch>>;
let kick: Awaited<ReturnType<typeof startFakeKick>>;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  twitch = await startFakeTwitch({ clientId: 'tw-id', clientSecret: 'tw-secret' });
  kick = await startFakeKick({ clientId: 'kick-id', clientSecret: 'kick-secret' });
  kick.setChannel('bigstreamer', { broadcasterUserId: 77, live: true });
  const env = {
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_AUTH_URL: twitch.authUrl,
    TWITCH_API_URL: twitch.apiUrl,
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: SECRET,
    KICK_CLIENT_ID: 'kick-id',
    KICK_CLIENT_SECRET: 'kick-secret',
    KICK_AUTH_URL: kick.authUrl,
    KICK_API_URL: kick.apiUrl,
    KICK_TIMEOUT_MS: '1000',
    KICK_CHANNEL: 'bigstreamer',
  };
  app = await createTestApp(database, env);
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await twitch.close();
  await kick.close();
  await database.close();
});
beforeEach(async () => {
  twitch.state.consentUser = twitchBroadcaster;
  twitch.state.eventsubSubscriptions = [];
  twitch.state.chatMessages.length = 0;
  kick.state.chat.length = 0;
  kick.state.consentUser = kickStreamer;
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/earning/connect')).toBe(
    '/admin/earning?connect=ok',
  );
  expect(await connectThroughFake(app, admin.cookie, '/api/v1/admin/kick/connect')).toBe('/admin/earning?kick=ok');
  await siteLocale('en');
});

const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, target = app) =>
  call(target, method, url, admin, payload);

async function siteLocale(locale: string) {
  for (const target of [app, second])
    expect((await adminCall('PUT', '/api/v1/admin/site-settings', { defaultLocale: locale }, target)).statusCode).toBe(
      200,
    );
}

const allOn = () => Object.fromEntries(ANNOUNCEMENT_KINDS.map((k) => [k, { twitch: true, kick: true }]));
async function switches(enabled: Record<string, { twitch: boolean; kick: boolean }>) {
  const res = await adminCall('PUT', '/api/v1/admin/chat-announcements', { enabled });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ enabled });
}

/**
 * Waits until the fakes hold `twitchN` and `kickN` lines (at most 5 s: the announcements run after the
 * event reaches each instance), then a little longer: nothing more than expected may arrive.
 */
async function settled(twitchN = 0, kickN = twitchN) {
  const until = Date.now() + 5_000;
  while ((twitchLines().length < twitchN || kickLines().length < kickN) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, twitchN + kickN === 0 ? 500 : 100));
  await Promise.all([app, second].map((a) => a.chatAnnouncements.idle()));
  await Promise.all([app, second].map((a) => a.chatReplies.idle()));
  await new Promise((r) => setTimeout(r, 150));
}
const twitchLines = () => twitch.state.chatMessages.map((m) => m.message);
const kickLines = () => kick.state.chat.map((m) => m.content);

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
async function giveaway(title: string, winners: number, entrants: string[]) {
  const res = await adminCall('POST', '/api/v1/admin/giveaways', {
    title,
    prize: `${title} prize`,
    winners,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 0,
    maxTicketsPerAccount: 1,
    subscriberMultiplier: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
  const g = res.json() as { _id: string };
  for (const login of entrants) {
    const u = await createUser(database, { login });
    expect((await call(app, 'POST', `/api/v1/giveaways/${g._id}/enter`, u, { tickets: 1 })).statusCode).toBe(200);
  }
  return g;
}

async function finishedHunt() {
  const ana = await createUser(database, { login: 'ana', points: 1_000 });
  const bob = await createUser(database, { login: 'bob', points: 1_000 });
  const hunt = (await adminCall('POST', '/api/v1/admin/live-hunt', { start: 10_000 })).json() as { _id: string };
  await adminCall('POST', '/api/v1/admin/live-hunt/gtb', { status: 'opened' });
  await adminCall('POST', '/api/v1/admin/live-hunt/avg', { status: 'opened' });
  await call(app, 'PUT', `/api/v1/bonustracker/${hunt._id}/gtb`, ana, { guess: 10_400 });
  await call(app, 'PUT', `/api/v1/bonustracker/${hunt._id}/gtb`, bob, { guess: 20_000 });
  await call(app, 'PUT', `/api/v1/bonustracker/${hunt._id}/avg`, ana, { guess: 'B', bet: 100 });
  await call(app, 'PUT', `/api/v1/bonustracker/${hunt._id}/avg`, bob, { guess: 'A', bet: 50 });
  const added = await adminCall('POST', '/api/v1/admin/live-hunt/bonuses', {
    slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
    bet: 100,
    superBonus: false,
  });
  const bonusId = (added.json() as { bonus: { _id: string }[] }).bonus[0]!._id;
  await call(app, 'PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { earning: 7_000 });
  const finished = await adminCall('POST', '/api/v1/admin/live-hunt/finish');
  expect(finished.statusCode, finished.body).toBe(200);
  return finished.json() as { _id: string; index: number };
}

describe('chat announcements', () => {
  it('are off until the admin switches them on: nothing is posted', async () => {
    expect((await adminCall('GET', '/api/v1/admin/chat-announcements')).json()).toEqual({
      enabled: Object.fromEntries(ANNOUNCEMENT_KINDS.map((k) => [k, { twitch: false, kick: false }])),
    });
    await finishedHunt();
    const g = await giveaway('Headset', 1, ['carl']);
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/draw`)).statusCode).toBe(200);
    await settled();
    expect(twitchLines()).toEqual([]);
    expect(kickLines()).toEqual([]);
  });

  it('a finished hunt posts the GTB result and winners and the AVG group on both platforms, once over two instances', async () => {
    await switches(allOn());
    const hunt = await finishedHunt();
    // Another instance hears the same change (on PostgreSQL every instance hears the NOTIFY).
    second.bus.afterCommit({ seq: 999_999, kind: 'finished' });
    await settled(2);
    const gtb = `Bonus Hunt #${hunt.index} finished with a final balance of $70! GTB winners: ana`;
    const avg = `AVG of Bonus Hunt #${hunt.index}: group B wins with an average of 70.00x! 1 winner takes 150 points.`;
    expect(twitchLines()).toEqual([gtb, avg]);
    expect(kickLines()).toEqual([gtb, avg]);
    const rows = await queryRows<{ kind: string; platform: string }>(
      database.db,
      sql`select kind, platform from chat_announcements order by kind, platform`,
    );
    expect(rows).toEqual([
      { kind: 'hunt_avg', platform: 'kick' },
      { kind: 'hunt_avg', platform: 'twitch' },
      { kind: 'hunt_gtb', platform: 'kick' },
      { kind: 'hunt_gtb', platform: 'twitch' },
    ]);
  });

  it('a giveaway: its title on Kick only (a casino name never reaches Twitch), the winners at the draw and when final, once', async () => {
    await switches(allOn());
    await siteLocale('pt-BR');
    const g = await giveaway('Stake cash drop', 2, ['ana', 'bob']);
    // Both instances hear the site event of the draw; one posts it.
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/draw`, undefined, second)).statusCode).toBe(200);
    await settled(1);
    expect(twitchLines()).toEqual([
      expect.stringMatching(/^O sorteio foi realizado! Ganhadores: (ana, bob|bob, ana)$/),
    ]);
    expect(kickLines()).toEqual([
      expect.stringMatching(/^Sorteio "Stake cash drop" realizado! Ganhadores: (ana, bob|bob, ana)$/),
    ]);
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/finalize`)).statusCode).toBe(200);
    await settled(2);
    expect(twitchLines()).toHaveLength(2);
    expect(twitchLines()[1]).toMatch(/^Os ganhadores do sorteio estão confirmados: (ana, bob|bob, ana)\. Parabéns!$/);
    expect(kickLines()[1]).toMatch(/^Os ganhadores de "Stake cash drop" estão confirmados: .+\. Parabéns!$/);
    for (const line of twitchLines())
      for (const form of [line, normalizeChatText(line), chatSkeleton(line)])
        expect(form.toLowerCase()).not.toContain('stake');
  });

  it('an admin template naming a casino is never sent to Twitch; Kick takes it', async () => {
    await switches(allOn());
    const settings = (await adminCall('GET', '/api/v1/admin/chat-commands')).json() as {
      settings: { commands: unknown[] };
    };
    // Saved through each instance: each keeps the commands' settings 5 s, and on PostgreSQL either
    // instance may be the one that claims the announcement.
    for (const target of [app, second]) {
      const saved = await adminCall(
        'PUT',
        '/api/v1/admin/chat-commands',
        {
          commands: settings.settings.commands,
          templates: { announce_giveaway_drawn_twitch: { en: 'Drawn on Stake.com: {winners}' } },
        },
        target,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const g = await giveaway('Headset', 1, ['carl']);
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/draw`)).statusCode).toBe(200);
    await settled(0, 1);
    expect(twitchLines()).toEqual([]);
    expect(kickLines()).toEqual(['Giveaway "Headset" drawn! Winner: carl']);
    // Each instance keeps the commands' settings 5 s: the defaults again on both for the next tests.
    for (const target of [app, second])
      expect(
        (
          await adminCall(
            'PUT',
            '/api/v1/admin/chat-commands',
            { commands: settings.settings.commands, templates: {} },
            target,
          )
        ).statusCode,
      ).toBe(200);
  });

  it('a long winner list is cut to 500 characters with "+N more"', async () => {
    await switches(allOn());
    const names = Array.from({ length: 40 }, (_, i) => `a_rather_long_name_${String(i).padStart(2, '0')}`);
    const g = await giveaway('Headset', 40, names);
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/draw`)).statusCode).toBe(200);
    await settled(1);
    for (const line of [...twitchLines(), ...kickLines()]) {
      expect(line.length).toBeLessThanOrEqual(500);
      const shown = line.match(/a_rather_long_name_\d\d/g)!.length;
      expect(shown).toBeGreaterThan(5);
      expect(line.endsWith(`+${40 - shown} more`)).toBe(true);
    }
    expect(twitchLines()).toHaveLength(1);
    expect(kickLines()).toHaveLength(1);
  }, 20_000);

  it('a slot request played names the slot and the requester; each switch holds per platform', async () => {
    await switches({ ...allOn(), sr_played: { twitch: false, kick: true } });
    await adminCall('PUT', '/api/v1/admin/slot-requests/settings', { open: true, cost: 0 });
    expect(
      (await adminCall('POST', '/api/v1/slots/import', { csv: 'name,provider\n"Book of Dead","Play n GO"' }))
        .statusCode,
    ).toBe(200);
    const [slot] = await queryRows<{ id: string }>(database.db, sql`select id from slots where name = 'Book of Dead'`);
    const viewer = await createUser(database, { login: 'ana' });
    const filed = await call(app, 'POST', '/api/v1/slot-requests', viewer, { slotId: slot!.id });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = (filed.json() as { request: { _id: string } }).request._id;
    expect((await adminCall('POST', `/api/v1/admin/slot-requests/${id}/played`)).statusCode).toBe(200);
    await settled(0, 1);
    expect(kickLines()).toEqual(['Now playing Book of Dead (Play n GO), requested by ana!']);
    expect(twitchLines()).toEqual([]);
    // Switched on for Twitch too: the next one played reaches both, in the site's language.
    await switches(allOn());
    await siteLocale('pt-PT');
    const bob = await createUser(database, { login: 'bob' });
    const next = await call(app, 'POST', '/api/v1/slot-requests', bob, { slotId: slot!.id });
    expect(next.statusCode, next.body).toBe(201);
    const nextId = (next.json() as { request: { _id: string } }).request._id;
    expect((await adminCall('POST', `/api/v1/admin/slot-requests/${nextId}/played`)).statusCode).toBe(200);
    await settled(1, 2);
    expect(twitchLines()).toEqual(['A jogar agora: Book of Dead (Play n GO), pedido por bob!']);
    expect(kickLines()[1]).toBe('A jogar agora: Book of Dead (Play n GO), pedido por bob!');
  });

  it('nothing is posted on a platform whose bot is not connected', async () => {
    await switches(allOn());
    await database.db.execute(sql`delete from kick_connection`);
    const g = await giveaway('Headset', 1, ['carl']);
    expect((await adminCall('POST', `/api/v1/admin/giveaways/${g._id}/draw`)).statusCode).toBe(200);
    await settled(1, 0);
    expect(twitchLines()).toEqual(['The giveaway was drawn! Winner: carl']);
    expect(kickLines()).toEqual([]);
  });

  it('refuses bad switches with stable codes and saves nothing', async () => {
    const bad = [
      { enabled: { ...allOn(), hunt_gtb: { twitch: 'yes', kick: true } } },
      { enabled: { ...allOn(), shout: { twitch: true, kick: true } } },
      { enabled: { hunt_gtb: { twitch: true, kick: true } } },
      { enabled: { ...allOn(), sr_played: { twitch: true, kick: true, discord: true } } },
      {},
    ];
    for (const body of bad) {
      const res = await adminCall('PUT', '/api/v1/admin/chat-announcements', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const viewer = await createUser(database, { login: 'ana' });
    expect((await call(app, 'PUT', '/api/v1/admin/chat-announcements', viewer, { enabled: allOn() })).statusCode).toBe(
      403,
    );
    expect(await queryRows(database.db, sql`select * from chat_announcement_settings`)).toEqual([]);
    // A good save is audited once; saving the same again writes nothing.
    await switches(allOn());
    await switches(allOn());
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where action = 'chat_announcements.update'`,
    );
    expect(audit).toHaveLength(1);
  });
});
