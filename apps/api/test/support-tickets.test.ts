import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beaconClientSeed, drawGiveaway, parseGiveawayEntriesText } from '@app/games';
import type { Giveaway, SupportRewardsAdmin } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { signedEventSub } from './fakes/fake-twitch';
import { platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// Support events to giveaway tickets (ADR 065): signed Twitch EventSub deliveries through two
// instances of the real app on one database; the tickets land in the open giveaway's entry list once.
const SECRET = 'eventsub-secret-0123456789';
const TWITCH_HOOK = '/api/v1/webhooks/twitch/eventsub';

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = {
    TWITCH_CLIENT_ID: 'tw-id',
    TWITCH_CLIENT_SECRET: 'tw-secret',
    TWITCH_CHANNEL: 'bigstreamer',
    TWITCH_EVENTSUB_SECRET: SECRET,
    RATE_LIMIT_BETS_PER_MINUTE: '100000',
  };
  app = await createTestApp(database, env);
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
});

function call(target: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, who?: TestUser, payload?: object) {
  return target.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The table: a new sub gives 2 tickets, a cheer 1 ticket per 100 bits, a resub 300 points. */
async function setTable() {
  const res = await call(app, 'PUT', '/api/v1/admin/support-rewards', admin, {
    rules: [
      { platform: 'twitch', kind: 'sub', reward: 'tickets', points: 2 },
      { platform: 'twitch', kind: 'cheer', reward: 'tickets', points: 1 },
      { platform: 'twitch', kind: 'resub', points: 300 },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
async function createGiveaway(overrides: Record<string, unknown> = {}): Promise<Giveaway> {
  const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
    title: 'Headset',
    prize: 'A gaming headset',
    winners: 2,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 100,
    maxTicketsPerAccount: 5,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const getGiveaway = async (g: { _id: string }, who: TestUser): Promise<Giveaway> =>
  (await call(app, 'GET', `/api/v1/giveaways/${g._id}`, who)).json();

/** An EventSub notification as Twitch signs it; a fixed message id redelivers it. */
function twitchEvent(type: string, event: Record<string, unknown>, messageId?: string) {
  return signedEventSub(SECRET, type, event, messageId ? { messageId } : {});
}
const subEvent = (userId: string, login: string) =>
  twitchEvent('channel.subscribe', { user_id: userId, user_login: login, tier: '1000', is_gift: false });

async function deliver(d: ReturnType<typeof twitchEvent>, target: FastifyInstance = app) {
  const res = await target.inject({ method: 'POST', url: TWITCH_HOOK, headers: d.headers, payload: d.body });
  expect(res.statusCode).toBe(204);
}
/** Five deliveries of one event: two at once on both instances, then three more in turn. */
async function deliverFiveTimes(d: ReturnType<typeof twitchEvent>) {
  await Promise.all([deliver(d, app), deliver(d, second)]);
  for (const target of [second, app, second]) await deliver(d, target);
}

const adminPage = async () =>
  (await call(second, 'GET', '/api/v1/admin/support-rewards', admin)).json() as SupportRewardsAdmin;
const auditRows = (action: string) =>
  queryRows<{ target_id: string; summary: { after: Record<string, unknown> } }>(
    database.db,
    sql`select target_id, summary from audit_log where action = ${action} order by id`,
  );
const entryCount = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from giveaway_entries`))[0]!.n;

describe('support events to giveaway tickets', () => {
  it('a sub gives free tickets in the open giveaway once, delivered 5 times on two instances; the draw proves them', async () => {
    await setTable();
    const g = await createGiveaway();
    const fan = await platformViewer(database, 'twitch', 'fan', '501');
    const ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
    expect((await call(app, 'POST', `/api/v1/giveaways/${g._id}/enter`, ana, { tickets: 1 })).statusCode).toBe(200);

    await deliverFiveTimes(subEvent('501', 'fan'));

    expect((await getGiveaway(g, fan)).me).toMatchObject({ tickets: 2, bought: 0, free: 2, paid: 0 });
    expect(await balanceOf(database, fan.id)).toBe(0);
    const ledger = await queryRows(database.db, sql`select 1 from points_ledger where user_id = ${fan.id}`);
    expect(ledger).toHaveLength(0);
    const [event] = (await adminPage()).recent;
    expect(event).toMatchObject({
      kind: 'sub',
      login: 'fan',
      reward: 'tickets',
      points: 0,
      tickets: 2,
      giveaway: { id: g._id, title: 'Headset' },
      skip: null,
    });
    const audit = await auditRows('support_rewards.tickets');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      target_id: fan.id,
      summary: { after: { platform: 'twitch', kind: 'sub', tickets: 2, giveaway: 'Headset' } },
    });

    // The free tickets count toward the maximum of 5: three more may be bought, then none.
    const fanWithPoints = await platformViewer(database, 'twitch', 'rich', '502', 1_000);
    await deliver(subEvent('502', 'rich'));
    const bought = await call(second, 'POST', `/api/v1/giveaways/${g._id}/enter`, fanWithPoints, { tickets: 3 });
    expect(bought.json()).toMatchObject({ entry: { tickets: 5, bought: 3, paid: 300 }, balance: 700 });
    const over = await call(app, 'POST', `/api/v1/giveaways/${g._id}/enter`, fanWithPoints, { tickets: 1 });
    expect(over.json().error.code).toBe('GIVEAWAY_MAX_TICKETS');
    // At the maximum, another sub gives none, and says why.
    await deliver(subEvent('502', 'rich'));
    expect((await getGiveaway(g, fanWithPoints)).me).toMatchObject({ tickets: 5, bought: 3, free: 2 });
    expect((await adminPage()).recent[0]).toMatchObject({ login: 'rich', tickets: 0, skip: 'max_tickets' });

    // The draw's public list holds the free tickets, and the picks are the pure draw of it.
    const drawn = (await call(app, 'POST', `/api/v1/admin/giveaways/${g._id}/draw`, admin)).json() as Giveaway;
    expect(drawn.state).toBe('drawn');
    const list = (await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json();
    const entries = parseGiveawayEntriesText(list.text);
    expect(entries.map((e) => e.tickets)).toEqual([1, 2, 5]);
    // The client seed comes from the public list and the drand round after the close (ADR 066).
    expect(drawn.clientSeed).toBe(beaconClientSeed(entries, drawn.beacon!.randomness!));
    const expected = drawGiveaway(drawn.serverSeed!, entries, 2, drawn.clientSeed!);
    expect(drawn.picks.map((p) => ({ entryId: p.entryId, ticket: p.ticket }))).toEqual(
      expected.map((p) => ({ entryId: p.entryId, ticket: p.ticket })),
    );
    // After the draw a sub finds no giveaway open.
    await deliver(subEvent('501', 'fan'));
    expect((await adminPage()).recent[0]).toMatchObject({ login: 'fan', skip: 'no_open_giveaway' });
    await expectLedgerInvariant(database);
  });

  it('an unlinked viewer gets nothing, and nothing is recorded', async () => {
    await setTable();
    const g = await createGiveaway();
    await deliverFiveTimes(subEvent('999', 'stranger'));
    expect(await entryCount()).toBe(0);
    expect((await adminPage()).recent).toEqual([]);
    expect(await auditRows('support_rewards.tickets')).toEqual([]);
    expect((await getGiveaway(g, admin)).me).toBeNull();
  });

  it('no giveaway open: the event gives nothing (no points either), is spent, and the admin sees why', async () => {
    await setTable();
    const fan = await platformViewer(database, 'twitch', 'fan', '501');
    // A giveaway that opens later is not open for entries.
    const later = await createGiveaway({ opensAt: inMs(3_600_000), closesAt: inMs(7_200_000) });
    const d = subEvent('501', 'fan');
    await deliverFiveTimes(d);
    expect(await entryCount()).toBe(0);
    expect(await balanceOf(database, fan.id)).toBe(0);
    const page = await adminPage();
    expect(page.recent).toHaveLength(1);
    expect(page.recent[0]).toMatchObject({ reward: 'tickets', tickets: 0, giveaway: null, skip: 'no_open_giveaway' });
    expect((await auditRows('support_rewards.tickets'))[0]!.summary.after).toMatchObject({
      tickets: 0,
      skip: 'no_open_giveaway',
    });
    // Delivered again once a giveaway is open: the event was spent, it gives nothing more.
    const open = await createGiveaway();
    await deliver(d, second);
    expect((await getGiveaway(open, fan)).me).toBeNull();
    expect((await getGiveaway(later, fan)).me).toBeNull();
    // A points kind still pays points whatever the giveaways.
    await deliver(
      twitchEvent('channel.subscription.message', { user_id: '501', user_login: 'fan', tier: '1000' }),
      second,
    );
    expect(await balanceOf(database, fan.id)).toBe(300);
    await expectLedgerInvariant(database);
  });

  it("the giveaway's rules hold: subscribers only takes a sub's tickets but not a cheer's; its platform must be linked", async () => {
    await setTable();
    const g = await createGiveaway({ eligibility: { subscribersOnly: true } });
    const fan = await platformViewer(database, 'twitch', 'fan', '501');
    await deliver(twitchEvent('channel.cheer', { user_id: '501', user_login: 'fan', bits: 300, is_anonymous: false }));
    expect((await getGiveaway(g, fan)).me).toBeNull();
    expect((await adminPage()).recent[0]).toMatchObject({
      kind: 'cheer',
      skip: 'not_eligible',
      giveaway: { id: g._id },
    });
    await deliver(subEvent('501', 'fan'));
    expect((await getGiveaway(g, fan)).me).toMatchObject({ tickets: 2, free: 2 });

    await call(app, 'POST', `/api/v1/admin/giveaways/${g._id}/draw`, admin);
    await createGiveaway({ title: 'Kick only', eligibility: { platform: 'kick' } });
    const other = await platformViewer(database, 'twitch', 'other', '503');
    await deliver(subEvent('503', 'other'));
    expect((await adminPage()).recent[0]).toMatchObject({ login: 'other', skip: 'not_eligible' });
    expect(await balanceOf(database, other.id)).toBe(0);
  });

  it('a tickets rule above the most an account may hold is refused', async () => {
    const res = await call(app, 'PUT', '/api/v1/admin/support-rewards', admin, {
      rules: [{ platform: 'twitch', kind: 'sub', reward: 'tickets', points: 1_001 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
