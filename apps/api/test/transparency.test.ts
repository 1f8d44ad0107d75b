import { transparencySchema, type Tournament, type Transparency } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { monthWindow } from '../src/lib/lisbon-months';
import { siteEventsHeard } from './helpers/site-bus';
import { createTestApp, useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

// The public transparency report (issue 35 item 2, ADR 069): real rows written through the app, read
// back through GET /api/v1/transparency and its CSV.

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_BETS_PER_MINUTE: '100000' });

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const report = async (period = 'all'): Promise<Transparency> => {
  const res = await send('GET', `/api/v1/transparency?period=${period}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return transparencySchema.parse(res.json());
};

/** A free giveaway the two viewers enter, drawn now by the admin (with the fake relay's beacon). */
async function drawnGiveaway(title: string, pointsPrize: number) {
  const created = await send('POST', '/api/v1/admin/giveaways', admin, {
    title,
    prize: 'A hoodie',
    winners: 2,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 3_600_000).toISOString(),
    entryCost: 0,
    pointsPrize,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()._id as string;
  for (const who of [ana, bob])
    expect((await send('POST', `/api/v1/giveaways/${id}/enter`, who, { tickets: 1 })).statusCode).toBe(200);
  const drawn = await send('POST', `/api/v1/admin/giveaways/${id}/draw`, admin);
  expect(drawn.json().state).toBe('drawn');
  return id;
}

beforeEach(async () => {
  await resetDatabase(database);
  app.transparency.forget();
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
  bob = await createUser(database, { points: 1_000, displayName: 'Bob' });
});

describe('GET /api/v1/transparency', () => {
  it('sums the points issued and spent by source, for all time and for the Lisbon month', async () => {
    await database.db.transaction(async (tx) => {
      await pointsService.credit(tx, { userId: ana.id, amount: 40, reason: 'watch_time' });
      await pointsService.credit(tx, { userId: bob.id, amount: 25, reason: 'watch_time' });
      await pointsService.debit(tx, { userId: ana.id, amount: 300, reason: 'game_bet' });
      await pointsService.credit(tx, { userId: ana.id, amount: 120, reason: 'game_payout' });
    });
    const all = await report();
    const source = (t: Transparency, s: string) => t.points.sources.find((x) => x.source === s);
    // createUser's starting balances are ledger rows of their own; the sums include them.
    expect(source(all, 'watch_time')).toEqual({ source: 'watch_time', issued: 65, spent: 0 });
    expect(source(all, 'games')).toEqual({ source: 'games', issued: 120, spent: 300 });
    expect(all.points.issued).toBe(all.points.sources.reduce((s, x) => s + x.issued, 0));
    expect(all.points.spent).toBe(300);
    expect(all).toMatchObject({ period: 'all', from: null, until: null });

    const month = monthWindow(new Date()).period;
    const current = await report(month);
    expect(source(current, 'games')).toEqual({ source: 'games', issued: 120, spent: 300 });
    expect(current.from).toBe(monthWindow(new Date()).start.toISOString());
    expect(current.months[0]).toBe(month);
    const empty = await report('2020-01');
    expect(empty.points).toMatchObject({ issued: 0, spent: 0 });
    expect(empty.giveaways).toEqual([]);
  });

  it('lists every drawn giveaway with its proof and winners; a winner who chose anonymous is null', async () => {
    const id = await drawnGiveaway('Hoodie drop', 500);
    const before = await report();
    expect(before.giveaways).toHaveLength(1);
    expect(before.giveaways[0]).toMatchObject({
      id,
      title: 'Hoodie drop',
      final: false,
      entries: 2,
      tickets: 2,
      pointsPrize: 500,
      beacon: 'drand',
      proof: `/giveaways/${id}/verify`,
    });
    expect(before.giveaways[0]!.winners.map((w) => w.name).sort()).toEqual(['Ana', 'Bob']);
    expect(before.prizes.find((p) => p.kind === 'giveaway')).toMatchObject({
      awarded: 2,
      paid: 0,
      unpaid: 2,
      points: 0,
    });

    // Ana chooses to appear as anonymous: the report follows at once (its cache is dropped).
    expect((await send('GET', '/api/v1/users/me/privacy', ana)).json()).toEqual({ anonymous: false });
    expect((await send('PUT', '/api/v1/users/me/privacy', ana, { anonymous: true })).json()).toEqual({
      anonymous: true,
    });
    const after = await report();
    expect(after.giveaways[0]!.winners.map((w) => w.name).sort((a, b) => String(a).localeCompare(String(b)))).toEqual([
      'Bob',
      null,
    ]);
    expect(JSON.stringify(after)).not.toContain('Ana');

    // Finalized: the points prizes are paid, and the report says so.
    expect((await send('POST', `/api/v1/admin/giveaways/${id}/finalize`, admin)).statusCode).toBe(200);
    // The finalize's giveaway event reaches every instance's bus (PostgreSQL: LISTEN/NOTIFY, a moment
    // after the commit) and drops the cached report.
    await expect.poll(async () => (await report()).giveaways[0]!.final).toBe(true);
    expect((await report()).prizes.find((p) => p.kind === 'giveaway')).toMatchObject({
      awarded: 2,
      paid: 2,
      unpaid: 0,
      points: 1_000,
    });
  });

  it('a second instance drops its cached report when a winner turns anonymous on the first', async () => {
    await drawnGiveaway('Two instances', 0);
    const second = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
    try {
      const names = async () =>
        (
          (await second.inject({ method: 'GET', url: '/api/v1/transparency' })).json() as Transparency
        ).giveaways[0]!.winners.map((w) => w.name ?? 'anonymous').sort();
      expect(await names()).toEqual(['Ana', 'Bob']); // cached on the second instance now
      expect((await send('PUT', '/api/v1/users/me/privacy', bob, { anonymous: true })).statusCode).toBe(200);
      await expect.poll(names).toEqual(['Ana', 'anonymous']);
    } finally {
      await second.close();
    }
  });

  it('a prize handed out on one instance shows as paid on the other at once (the transparency event)', async () => {
    const created = await send('POST', '/api/v1/admin/live-hunt', admin, { start: 10_000 });
    const huntId = created.json()._id as string;
    expect((await send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status: 'opened' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/v1/bonustracker/${huntId}/gtb`, ana, { guess: 12_000 })).statusCode).toBe(200);
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const second = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
    try {
      const gtb = async () =>
        ((await second.inject({ method: 'GET', url: '/api/v1/transparency' })).json() as Transparency).prizes.find(
          (p) => p.kind === 'gtb',
        );
      expect(await gtb()).toMatchObject({ awarded: 1, paid: 0, unpaid: 1 }); // cached on the second instance
      const handout = await send('PUT', '/api/v1/admin/prizes/handout', admin, {
        source: 'gtb',
        ref: `${huntId}:1`,
        handedOut: true,
      });
      expect(handout.statusCode, handout.body).toBe(200);
      await expect.poll(gtb).toMatchObject({ awarded: 1, paid: 1, unpaid: 0 });
    } finally {
      await second.close();
    }
  });

  it('lists the finished live hunts with start, result and profit, newest first', async () => {
    const created = await send('POST', '/api/v1/admin/live-hunt', admin, { start: 10_000 });
    expect(created.statusCode).toBe(201);
    const added = await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
      bet: 100,
    });
    const bonusId = (added.json().bonus as { _id: string }[]).at(-1)!._id;
    await send('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { earning: 15_000 });
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const t = await report();
    expect(t.hunts).toHaveLength(1);
    expect(t.hunts[0]).toMatchObject({ id: created.json()._id, start: 100, result: 150, profit: 50 });
  });

  it('refuses a period other than all or YYYY-MM with 400 TRANSPARENCY_PERIOD_INVALID', async () => {
    for (const period of ['2026-13', '2026-1', 'last', '2026-01-01', "all'--"]) {
      const res = await send('GET', `/api/v1/transparency?period=${encodeURIComponent(period)}`, null);
      expect(res.statusCode, period).toBe(400);
      expect(res.json().error.code).toBe('TRANSPARENCY_PERIOD_INVALID');
    }
    expect((await send('PUT', '/api/v1/users/me/privacy', ana, { anonymous: 'yes' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/v1/users/me/privacy', null, { anonymous: true })).statusCode).toBe(401);
  });

  it('answers the same body with an ETag (304 on revalidation) and the CSV download', async () => {
    await drawnGiveaway('=HYPERLINK("x")', 0);
    // The draw's event drops the cached report when it arrives: after the first read it would be a
    // new report (a new generatedAt, so a new ETag), so wait for it first.
    await siteEventsHeard(app);
    const first = await send('GET', '/api/v1/transparency', null);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url: '/api/v1/transparency', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const csv = await send('GET', '/api/v1/transparency.csv?period=all', null);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="transparency-all.csv"');
    const rows = Papa.parse<Record<string, string>>(csv.body.trim(), { header: true }).data;
    expect(rows.filter((r) => r.section === 'points')).toHaveLength(9);
    const giveaway = rows.find((r) => r.section === 'giveaways')!;
    // a formula-looking title is defused for spreadsheets
    expect(giveaway.name).toBe(`'=HYPERLINK("x")`);
    expect(giveaway.link).toMatch(/\/giveaways\/[0-9a-f-]{36}\/verify$/);
    expect(giveaway.winners!.split('; ').sort()).toEqual(['Ana', 'Bob']);
  });
});

describe('tournaments in the report', () => {
  /** A 4-slot tournament (10 % house cut) started without the beacon, its first match open to predictions. */
  async function running(name: string) {
    const csv = `name,provider\n${['Gates', 'Bonanza', 'Book', 'Wanted'].map((n) => `"${name} ${n}","Prov"`).join('\n')}`;
    expect((await send('POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
    const slots = await queryRows<{ id: string }>(
      database.db,
      sql`select id from slots where name like ${`${name} %`} order by name`,
    );
    const created = await send('POST', '/api/v1/admin/tournaments', admin, {
      name,
      buyCents: 10_000,
      rule: 'payout',
      tieBreak: 'multiplier',
      houseCutBps: 1000,
      slotIds: slots.map((x) => x.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Tournament).id;
    const started = await send('POST', `/api/v1/admin/tournaments/${id}/start`, admin, { withoutBeacon: 'test' });
    expect(started.statusCode, started.body).toBe(200);
    const t = started.json() as Tournament;
    const matchId = t.currentMatchId!;
    expect((await send('POST', `/api/v1/admin/tournaments/${id}/matches/${matchId}/open`, admin)).statusCode).toBe(200);
    return { id, matchId };
  }
  const predict = (id: string, matchId: string, who: TestUser, side: 'a' | 'b', points: number) =>
    send('POST', `/api/v1/tournaments/${id}/matches/${matchId}/predictions`, who, { side, points });

  it('lists a finished tournament with its pools and a cancelled one with its refunds, newest first, by period and in the CSV', async () => {
    const done = await running('Friday battle');
    expect((await predict(done.id, done.matchId, ana, 'a', 100)).statusCode).toBe(201);
    expect((await predict(done.id, done.matchId, bob, 'b', 300)).statusCode).toBe(201);
    // Side a always pays more: it wins every match. The first pool: bob's 300 lost, 10 % cut (30), ana paid 100 + 270.
    let now: Tournament | null = null;
    let matchId: string | null = done.matchId;
    while (matchId) {
      const res = await send('PUT', `/api/v1/admin/tournaments/${done.id}/matches/${matchId}/result`, admin, {
        a: { cost: 10_000, payout: 50_000 },
        b: { cost: 10_000, payout: 20_000 },
      });
      expect(res.statusCode, res.body).toBe(200);
      now = res.json() as Tournament;
      matchId = now.state === 'running' ? now.currentMatchId : null;
    }
    expect(now!.state).toBe('finished');
    const champion = now!.entrants.find((e) => e.id === now!.championId)!.slot.name;

    const cancelled = await running('Saturday battle');
    expect((await predict(cancelled.id, cancelled.matchId, ana, 'a', 200)).statusCode).toBe(201);
    expect((await predict(cancelled.id, cancelled.matchId, bob, 'b', 50)).statusCode).toBe(201);
    const cancel = await send('POST', `/api/v1/admin/tournaments/${cancelled.id}/cancel`, admin, {
      reason: 'Stream ended',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const all = await report();
    expect(all.tournaments).toHaveLength(2);
    expect(all.tournaments[0]).toMatchObject({
      id: cancelled.id,
      name: 'Saturday battle',
      state: 'cancelled',
      entrants: 4,
      champion: null,
      predictions: 2,
      staked: 250,
      paid: 0,
      houseCut: 0,
      capRemoved: 0,
      refunded: 250,
      proof: `/tournaments/${cancelled.id}`,
    });
    expect(all.tournaments[1]).toEqual({
      id: done.id,
      name: 'Friday battle',
      state: 'finished',
      finishedAt: expect.any(String),
      entrants: 4,
      champion,
      predictions: 2,
      staked: 400,
      paid: 370,
      houseCut: 30,
      capRemoved: 0,
      refunded: 0,
      proof: `/tournaments/${done.id}`,
    });
    // The pools' ledger rows count in the bets source: staked 650, paid 370 back, 250 refunded.
    expect(all.points.sources.find((x) => x.source === 'bets')).toEqual({ source: 'bets', issued: 620, spent: 650 });

    // By the finish or cancel time: the cancel moved to an earlier month shows there only.
    await database.db.execute(
      sql`update tournaments set cancelled_at = '2025-03-15T12:00:00Z' where id = ${cancelled.id}::uuid`,
    );
    app.transparency.forget();
    const month = monthWindow(new Date()).period;
    expect((await report(month)).tournaments.map((x) => x.id)).toEqual([done.id]);
    expect((await report('2025-03')).tournaments.map((x) => x.id)).toEqual([cancelled.id]);
    expect((await report('2025-04')).tournaments).toEqual([]);
    expect((await report()).tournaments.map((x) => x.id)).toEqual([done.id, cancelled.id]);

    const csv = await send('GET', '/api/v1/transparency.csv?period=all', null);
    const rows = Papa.parse<Record<string, string>>(csv.body.trim(), { header: true }).data.filter(
      (r) => r.section === 'tournaments',
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      key: done.id,
      name: 'Friday battle',
      state: 'finished',
      entrants: '4',
      winners: champion,
      predictions: '2',
      staked: '400',
      paid: '370',
      house_cut: '30',
      cap_removed: '0',
      refunded: '0',
    });
    expect(rows[0]!.link).toMatch(new RegExp(`/tournaments/${done.id}$`));
    expect(rows[1]).toMatchObject({ key: cancelled.id, state: 'cancelled', winners: '', refunded: '250', paid: '0' });
  });
});
