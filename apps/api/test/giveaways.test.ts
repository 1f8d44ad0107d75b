import {
  beaconClientSeed,
  drawGiveaway,
  giveawayClientSeed,
  hashServerSeed,
  parseGiveawayEntriesText,
} from '@app/games';
import { MAX_POINTS_BALANCE, type Giveaway } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import * as giveawayRepo from '../src/features/giveaways/repository';
import { pointsService } from '../src/features/points/service';
import { responsiblePlayGuard } from '../src/features/responsible-play/guard';
import type { SiteEvent } from '../src/lib/event-bus';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { platformViewer } from './helpers/connect';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// Giveaways (issue 23): creation with a hidden server seed, paid entries through the ledger on two
// instances, the database's clock at the close, the draw recomputed here from the public list and the
// revealed seed, rerolls, points prizes paid once, cancellation refunds once.

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
  second = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await app.close();
  await second.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
  bob = await createUser(database, { points: 1_000, displayName: 'Bob' });
});

function call(
  target: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who?: TestUser | null,
  payload?: object,
) {
  return target.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

async function create(overrides: Record<string, unknown> = {}): Promise<Giveaway> {
  const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
    title: 'Headset',
    prize: 'A gaming headset',
    winners: 1,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 100,
    maxTicketsPerAccount: 3,
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const enter = (g: { _id: string }, who: TestUser, tickets = 1, target = app) =>
  call(target, 'POST', `/api/v1/giveaways/${g._id}/enter`, who, { tickets });
const adminAction = (g: { _id: string }, action: string, payload?: object, target = app) =>
  call(target, 'POST', `/api/v1/admin/giveaways/${g._id}/${action}`, admin, payload);
const get = async (g: { _id: string }, who: TestUser | null = null): Promise<Giveaway> =>
  (await call(app, 'GET', `/api/v1/giveaways/${g._id}`, who)).json();

describe('giveaways', () => {
  it('shows only the server seed hash until the draw; the draw is the pure draw of the public list and the revealed seed', async () => {
    const g = await create({ winners: 2 });
    expect(g).toMatchObject({ state: 'open', serverSeed: null, clientSeed: null, picks: [], entries: 0 });
    expect(g.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json().error.code).toBe('GIVEAWAY_NOT_DRAWN');
    const carl = await createUser(database, { points: 1_000, displayName: 'Carl' });
    expect((await enter(g, ana, 2)).json()).toMatchObject({
      entry: { tickets: 2, bought: 2, paid: 200 },
      balance: 800,
    });
    expect((await enter(g, bob, 1, second)).statusCode).toBe(200);
    expect((await enter(g, carl, 3)).statusCode).toBe(200);
    expect((await get(g, ana)).me).toMatchObject({ tickets: 2, bought: 2 });

    const drawn = (await adminAction(g, 'draw')).json() as Giveaway;
    expect(drawn.state).toBe('drawn');
    expect(hashServerSeed(drawn.serverSeed!)).toBe(g.serverSeedHash);
    const list = (await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json();
    expect(list.entries.map((e: { name: string }) => e.name)).toEqual(['Ana', 'Bob', 'Carl']);
    const entries = parseGiveawayEntriesText(list.text);
    // The client seed comes from the public list and the drand round after the close (the fake relay's chain).
    expect(drawn.beacon).toMatchObject({ kind: 'drand', randomness: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(drawn.clientSeed).toBe(beaconClientSeed(entries, drawn.beacon!.randomness!));
    expect(drawn.clientSeed).not.toBe(giveawayClientSeed(entries));
    const expected = drawGiveaway(drawn.serverSeed!, entries, 2, drawn.clientSeed!);
    expect(drawn.picks.map((p) => ({ nonce: p.nonce, entryId: p.entryId, ticket: p.ticket, float: p.float }))).toEqual(
      expected.map((p) => ({ nonce: p.nonce, entryId: p.entryId, ticket: p.ticket, float: p.float })),
    );
    expect(drawn.allEntriesWon).toBe(false);
    const late = await enter(g, ana, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('GIVEAWAY_CLOSED');
    await expectLedgerInvariant(database);
  });

  it('entries pay per ticket once, never past the maximum, on two instances at once', async () => {
    const g = await create({ maxTicketsPerAccount: 3, entryCost: 50 });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => enter(g, ana, 1, i % 2 ? app : second)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === 'GIVEAWAY_MAX_TICKETS'),
    ).toBe(true);
    expect(await balanceOf(database, ana.id)).toBe(850);
    expect((await get(g, ana)).me).toMatchObject({ bought: 3, tickets: 3, paid: 150 });
    expect((await enter(g, bob, 4)).json().error.code).toBe('GIVEAWAY_MAX_TICKETS');
    const poor = await createUser(database, { points: 10 });
    const refused = await enter(g, poor);
    expect(refused.json().error.code).toBe('INSUFFICIENT_POINTS');
    expect((await get(g, poor)).me).toBeNull();
    await expectLedgerInvariant(database);
  });

  it('refuses entries before the opening, after the closing time (on the database clock, before any draw), and to the ineligible', async () => {
    const soon = await create({ opensAt: inMs(3_600_000), closesAt: inMs(7_200_000) });
    expect(soon.state).toBe('scheduled');
    expect((await enter(soon, ana)).json().error.code).toBe('GIVEAWAY_CLOSED');

    const closing = await create({ closesAt: inMs(400) });
    await new Promise((r) => setTimeout(r, 500));
    const late = await enter(closing, ana);
    expect(late.json().error.code).toBe('GIVEAWAY_CLOSED');
    expect((await get(closing)).state).toBe('closing');

    const kickOnly = await create({ eligibility: { platform: 'kick', subscribersOnly: false, minAccountAgeDays: 0 } });
    const onTwitch = await enter(kickOnly, ana);
    expect(onTwitch.statusCode).toBe(403);
    expect(onTwitch.json().error).toMatchObject({
      code: 'GIVEAWAY_NOT_ELIGIBLE',
      message: 'Only accounts linked to Kick may enter.',
    });
    const kicker = await platformViewer(database, 'kick', 'kicker', '4242', 500);
    expect((await enter(kickOnly, kicker)).statusCode).toBe(200);

    const veterans = await create({ eligibility: { platform: null, subscribersOnly: false, minAccountAgeDays: 30 } });
    expect((await enter(veterans, ana)).json().error.message).toBe('Only accounts older than 30 days may enter.');
    await database.db.execute(sql`update users set created_at = now() - interval '31 days' where id = ${ana.id}`);
    expect((await enter(veterans, ana)).statusCode).toBe(200);

    const subs = await create({ eligibility: { platform: null, subscribersOnly: true, minAccountAgeDays: 0 } });
    // Ana's account is a Twitch one and this server cannot ask Twitch: the refusal says how to enter.
    expect((await enter(subs, ana)).json().error.message).toBe(
      'Only subscribers may enter. The site cannot read Twitch subscriptions: enter with !join in the Twitch chat.',
    );
  });

  it('the draw job draws at the closing time once, however many instances run it', async () => {
    const g = await create({ winners: 3 });
    await enter(g, ana);
    await enter(g, bob);
    const events: SiteEvent[] = [];
    const off = app.bus.subscribeSite((e) => events.push(e));
    expect(await app.giveaways.drawDue()).toBe(0);
    // Its closing time passes (set on the database, so no test timing is involved).
    await database.db.execute(
      sql`update giveaways set closes_at = now() - interval '1 millisecond' where id = ${g._id}`,
    );
    const counts = await Promise.all([app.giveaways.drawDue(), second.giveaways.drawDue(), app.giveaways.drawDue()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const drawn = await get(g);
    expect(drawn.state).toBe('drawn');
    // Fewer entries than winners: every entry won, and the page says so.
    expect(drawn.picks.map((p) => p.name).sort()).toEqual(['Ana', 'Bob']);
    expect(drawn.allEntriesWon).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    off();
    expect(events).toContainEqual({ event: 'giveaway', data: { id: g._id, state: 'drawn' } });
  });

  it('a reroll disqualifies a winner publicly and the next nonce picks among the others; none left is refused', async () => {
    const g = await create({ winners: 1, entryCost: 0 });
    await enter(g, ana);
    await enter(g, bob);
    const drawn = (await adminAction(g, 'draw')).json() as Giveaway;
    const first = drawn.picks[0]!;
    const rerolled = await adminAction(g, 'reroll', { nonce: first.nonce, reason: 'multiple accounts' });
    expect(rerolled.statusCode).toBe(200);
    const after = rerolled.json() as Giveaway;
    expect(after.picks).toHaveLength(2);
    expect(after.picks[0]!.disqualified).toMatchObject({ reason: 'multiple accounts' });
    expect(after.picks[1]!.nonce).toBe(1);
    expect(after.picks[1]!.name).not.toBe(first.name);
    const list = parseGiveawayEntriesText((await call(app, 'GET', `/api/v1/giveaways/${g._id}/entries`)).json().text);
    expect(drawGiveaway(after.serverSeed!, list, 2, after.clientSeed!).map((p) => p.entryId)).toEqual(
      after.picks.map((p) => p.entryId),
    );
    const again = await adminAction(g, 'reroll', { nonce: 1, reason: 'no answer' });
    expect(again.json().error.code).toBe('NO_ENTRIES_LEFT');
    expect((await get(g)).picks[1]!.disqualified).toBeNull(); // nothing changed
    expect((await adminAction(g, 'reroll', { nonce: 0, reason: 'twice' })).statusCode).toBe(400);
  });

  it('finalizing pays each standing winner the points prize once; a prize past the balance limit changes nothing', async () => {
    const g = await create({ winners: 2, entryCost: 0, pointsPrize: 5_000 });
    await enter(g, ana);
    await enter(g, bob);
    await adminAction(g, 'draw');
    const [a, b] = await Promise.all([adminAction(g, 'finalize'), adminAction(g, 'finalize', undefined, second)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(database, ana.id)).toBe(6_000);
    expect(await balanceOf(database, bob.id)).toBe(6_000);
    const final = await get(g);
    expect(final.state).toBe('final');
    expect(final.picks.map((p) => p.pointsPaid)).toEqual([5_000, 5_000]);
    expect(
      await queryRows(database.db, sql`select params from points_ledger where reason = 'giveaway_prize' order by seq`),
    ).toEqual([{ params: { giveaway: 'Headset' } }, { params: { giveaway: 'Headset' } }]);
    expect((await adminAction(g, 'reroll', { nonce: 0, reason: 'late' })).json().error.code).toBe('GIVEAWAY_NOT_DRAWN');

    const rich = await createUser(database, { points: MAX_POINTS_BALANCE - 10 });
    const big = await create({ winners: 1, entryCost: 0, pointsPrize: 1_000_000_000 });
    await enter(big, rich);
    await adminAction(big, 'draw');
    const refused = await adminAction(big, 'finalize');
    expect(refused.json().error.code).toBe('POINTS_LIMIT');
    expect((await get(big)).state).toBe('drawn');
    // Nor does the auto-finalize job pay it: it stays drawn for the admin to reroll or cancel.
    await database.db.execute(
      sql`update giveaways set drawn_at = drawn_at - interval '25 hours' where id = ${big._id}`,
    );
    expect(await app.giveaways.finalizeDue()).toBe(0);
    expect((await get(big)).state).toBe('drawn');
    await expectLedgerInvariant(database);
  });

  it('a drawn giveaway becomes final by itself 24 h after its draw or last reroll, once across instances', async () => {
    const g = await create({ winners: 1, entryCost: 0, pointsPrize: 700 });
    await enter(g, ana);
    await enter(g, bob);
    const drawn = (await adminAction(g, 'draw')).json() as Giveaway;
    expect(Date.parse(drawn.finalizesAt!) - Date.parse(drawn.drawnAt!)).toBe(24 * 3_600_000);
    expect(await app.giveaways.finalizeDue()).toBe(0);
    // The draw was 25 hours ago (moved on the database), then an admin rerolls: the 24 hours start again.
    const back = sql`update giveaways set drawn_at = drawn_at - interval '25 hours' where id = ${g._id}`;
    await database.db.execute(back);
    const rerolled = (await adminAction(g, 'reroll', { nonce: 0, reason: 'no answer' })).json() as Giveaway;
    expect(Date.parse(rerolled.finalizesAt!)).toBe(Date.parse(rerolled.picks[0]!.disqualified!.at) + 24 * 3_600_000);
    expect(await app.giveaways.finalizeDue()).toBe(0);
    await database.db.execute(
      sql`update giveaway_picks set disqualified_at = disqualified_at - interval '25 hours' where giveaway_id = ${g._id}`,
    );
    const counts = await Promise.all([app.giveaways.finalizeDue(), second.giveaways.finalizeDue()]);
    expect(counts[0]! + counts[1]!).toBe(1);
    const final = await get(g);
    expect(final.state).toBe('final');
    expect(final.finalizesAt).toBeNull();
    const winner = final.picks[1]!.name === 'Ana' ? ana : bob;
    expect(await balanceOf(database, winner.id)).toBe(1_700);
    expect(final.picks.map((p) => p.pointsPaid)).toEqual([null, 700]);
    await expectLedgerInvariant(database);
  });

  it('cancelling refunds every paid ticket once and reveals the seed', async () => {
    const g = await create({ entryCost: 100, maxTicketsPerAccount: 3 });
    await enter(g, ana, 3);
    await enter(g, bob, 1);
    const [x, y] = await Promise.all([adminAction(g, 'cancel'), adminAction(g, 'cancel', undefined, second)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    expect(await balanceOf(database, bob.id)).toBe(1_000);
    const cancelled = await get(g);
    expect(cancelled).toMatchObject({ state: 'cancelled' });
    expect(hashServerSeed(cancelled.serverSeed!)).toBe(g.serverSeedHash);
    expect((await enter(g, ana)).json().error).toMatchObject({
      code: 'GIVEAWAY_CLOSED',
      message: 'This giveaway was cancelled.',
    });
    const refunds = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'giveaway_refund'`,
    );
    expect(refunds[0]!.n).toBe(2);
    // Figures, not English lines: the web writes "Headset: 3 tickets" and "Headset cancelled".
    expect(
      await queryRows(
        database.db,
        sql`select reason, params, note from points_ledger where user_id = ${ana.id} and ref_id = ${g._id} order by seq`,
      ),
    ).toEqual([
      { reason: 'giveaway_entry', params: { giveaway: 'Headset', tickets: 3 }, note: null },
      { reason: 'giveaway_refund', params: { giveaway: 'Headset' }, note: null },
    ]);
    await expectLedgerInvariant(database);
  });

  it('entries racing a cancel on two instances: each is refunded once or refused, with no deadlock', async () => {
    const g = await create({ entryCost: 100, maxTicketsPerAccount: 1 });
    const people = await Promise.all(
      Array.from({ length: 16 }, (_, i) => createUser(database, { points: 500, displayName: `Racer ${i}` })),
    );
    const [answers, cancel] = await Promise.all([
      Promise.all(people.map((p, i) => enter(g, p, 1, i % 2 ? app : second))),
      new Promise((r) => setTimeout(r, 5)).then(() => adminAction(g, 'cancel', undefined, second)),
    ]);
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    for (const p of people) expect(await balanceOf(database, p.id)).toBe(500);
    const [counts] = await queryRows<{ paid: number; refunds: number }>(
      database.db,
      sql`select count(*) filter (where reason = 'giveaway_entry')::int as paid,
            count(*) filter (where reason = 'giveaway_refund')::int as refunds
          from points_ledger where ref_id = ${g._id}`,
    );
    expect(counts!.refunds).toBe(counts!.paid);
    expect(counts!.paid).toBe(answers.filter((a) => a.statusCode === 200).length);
    await expectLedgerInvariant(database);
  });

  it('an account that can pay for one entry, entering two giveaways at once, pays once and holds one entry', async () => {
    const [g1, g2] = [await create({ entryCost: 600 }), await create({ entryCost: 600, title: 'Mouse' })];
    const answers = await Promise.all([enter(g1, ana, 1), enter(g2, ana, 1, second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('INSUFFICIENT_POINTS');
    expect(await balanceOf(database, ana.id)).toBe(400);
    const mine = [(await get(g1, ana)).me, (await get(g2, ana)).me].filter(Boolean);
    expect(mine).toEqual([expect.objectContaining({ bought: 1, paid: 600 })]);
    await expectLedgerInvariant(database);
  });

  it('a write whose rules changed after its read adds nothing and pays nothing (the entry reads again)', async () => {
    const g = await create({ entryCost: 100 });
    const read = await giveawayRepo.readForEntry(database.db, g._id, ana.id);
    await database.db.execute(sql`update giveaways set entry_cost = 50 where id = ${g._id}`);
    const row = await pointsService.debitAlong<giveawayRepo.EntryWriteRow>(
      database.db,
      'test_giveaway_enter',
      giveawayRepo.entryWrite({
        rules: read!.rules,
        bought: 1,
        tickets: 1,
        multiplier: 1,
        paid: 100,
        source: 'site',
        allowed: responsiblePlayGuard.stakeAllowedSql(ana.id, false),
        settingsSet: responsiblePlayGuard.settingsSetSql(ana.id),
      }),
      { userId: ana.id, amount: 100, reason: 'giveaway_entry', refType: 'giveaway', refId: g._id, note: 'stale' },
    );
    expect(row).toMatchObject({
      status: 'active',
      same_rules: false,
      entry_id: null,
      ledger_seq: null,
      payer_points: 1_000,
    });
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    // Through the API the entry reads the new rules and pays the new price.
    expect((await enter(g, ana)).json()).toMatchObject({ entry: { paid: 50 }, balance: 950 });
    await expectLedgerInvariant(database);
  });

  it('edits: anything before the first entry, then only a later closing time; bad input is a 400 naming the field', async () => {
    const g = await create();
    const edited = await call(app, 'PATCH', `/api/v1/admin/giveaways/${g._id}`, admin, {
      title: 'Keyboard',
      winners: 3,
    });
    expect(edited.json()).toMatchObject({ title: 'Keyboard', winners: 3 });
    await enter(g, ana);
    const locked = await call(app, 'PATCH', `/api/v1/admin/giveaways/${g._id}`, admin, { entryCost: 0 });
    expect(locked.json().error.code).toBe('GIVEAWAY_LOCKED');
    const earlier = await call(app, 'PATCH', `/api/v1/admin/giveaways/${g._id}`, admin, { closesAt: inMs(60_000) });
    expect(earlier.json().error.code).toBe('GIVEAWAY_LOCKED');
    const later = await call(app, 'PATCH', `/api/v1/admin/giveaways/${g._id}`, admin, { closesAt: inMs(7_200_000) });
    expect(later.statusCode).toBe(200);

    const bad = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
      title: 'x',
      prize: 'y',
      winners: 101,
      opensAt: inMs(0),
      closesAt: inMs(-1000),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['winners', 'closesAt']));
    expect((await call(app, 'POST', '/api/v1/admin/giveaways', ana, {})).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/v1/giveaways')).json().current).toHaveLength(1);
  });
});
