import { drawGiveaway, beaconClientSeed, parseGiveawayEntriesText } from '@app/games';
import type { Giveaway, GiveawayEntries } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { startFakeDrand } from './fakes/fake-drand';
import { createTestApp } from './helpers/app';
import { call } from './helpers/call';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// Winner limits (issue 35 item 5, ADR 070): a giveaway may refuse a win to an account that won a
// giveaway in the period before its close. The entry is refused while the account is at the limit;
// an account that reaches it after entering is marked ineligible in the frozen list at the draw (its
// tickets out of the draw, its points refunded), so the draw still recomputes from public data.

let database: Database;
let relay: Awaited<ReturnType<typeof startFakeDrand>>;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  relay = await startFakeDrand();
  app = await createTestApp(database, relay.env);
  second = await createTestApp(database, relay.env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await relay.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
  bob = await createUser(database, { points: 1_000, displayName: 'Bob' });
});

async function create(closeInMs: number, extra: object = {}): Promise<Giveaway> {
  const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
    title: 'Headset',
    prize: 'A gaming headset',
    winners: 1,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + closeInMs).toISOString(),
    entryCost: 100,
    maxTicketsPerAccount: 3,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Giveaway;
}
const enter = (on: FastifyInstance, g: Giveaway, who: TestUser, tickets = 1) =>
  call(on, 'POST', `/api/v1/giveaways/${g._id}/enter`, who, { tickets });
const get = async (g: Giveaway, who: TestUser | null = null): Promise<Giveaway> =>
  (await call(app, 'GET', `/api/v1/giveaways/${g._id}`, who)).json();

/** The admin's Draw now on one instance while the other's job runs: one draw. */
async function drawNow(g: Giveaway): Promise<Giveaway> {
  const [res] = await Promise.all([
    call(app, 'POST', `/api/v1/admin/giveaways/${g._id}/draw`, admin),
    second.giveaways.drawDue(),
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const drawn = await get(g);
  expect(drawn.state).toBe('drawn');
  return drawn;
}

const oneWinPer30Days = { eligibility: { winLimit: { wins: 1, days: 30 } } };

describe('giveaway winner limits', () => {
  it('refuses the entry of an account at the limit, saying when it may win again, and takes nothing', async () => {
    const first = await create(60_000);
    const r = await enter(app, first, ana);
    expect(r.statusCode, r.body).toBe(200);
    const won = await drawNow(first);
    expect(won.picks.map((p) => p.name)).toEqual(['Ana']);

    const limited = await create(60_000, oneWinPer30Days);
    expect(limited.eligibility.winLimit).toEqual({ wins: 1, days: 30 });
    const before = await balanceOf(database, ana.id);
    const refused = await enter(second, limited, ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'WIN_LIMIT_REACHED' });
    expect(Date.parse(refused.json().error.fields.until)).toBe(Date.parse(won.drawnAt!) + 30 * 86_400_000);
    expect(await balanceOf(database, ana.id)).toBe(before);
    expect((await get(limited, ana)).me).toBeNull();
    // Bob has not won: he enters.
    expect((await enter(app, limited, bob)).statusCode).toBe(200);
    // A giveaway without a limit still takes Ana.
    expect((await enter(app, await create(60_000), ana)).statusCode).toBe(200);
    await expectLedgerInvariant(database);
  });

  it('marks an entrant who won after entering as ineligible in the frozen list, refunds once, and the draw recomputes', async () => {
    const limited = await create(60_000, { ...oneWinPer30Days, winners: 2 });
    expect((await enter(app, limited, ana, 3)).statusCode).toBe(200);
    expect((await enter(second, limited, bob, 1)).statusCode).toBe(200);
    const carol = await createUser(database, { points: 1_000, displayName: 'Carol' });
    expect((await enter(app, limited, carol, 2)).statusCode).toBe(200);
    // Ana wins another giveaway before this one closes.
    const other = await create(60_000, { entryCost: 0 });
    expect((await enter(app, other, ana)).statusCode).toBe(200);
    await drawNow(other);
    expect(await balanceOf(database, ana.id)).toBe(700);

    const drawn = await drawNow(limited);
    expect(drawn.picks.map((p) => p.name).sort()).toEqual(['Bob', 'Carol']);
    expect((await get(drawn, ana)).me).toMatchObject({ ineligible: true, paid: 300 });
    // Her 300 points came back once, whichever instance drew; the list still holds her line, marked.
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    await Promise.all([app.giveaways.drawDue(), second.giveaways.drawDue()]);
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    const list = (await call(app, 'GET', `/api/v1/giveaways/${drawn._id}/entries`, null)).json() as GiveawayEntries;
    const anaLine = list.entries.find((e) => e.name === 'Ana')!;
    expect(anaLine.ineligible).toBe(true);
    expect(list.text.split('\n')).toContain(`${anaLine.entryId}:3:ineligible`);

    // The proof, from public data alone: the list text, the beacon round's randomness, the seed.
    const entries = parseGiveawayEntriesText(list.text);
    const clientSeed = beaconClientSeed(entries, drawn.beacon!.randomness!);
    expect(drawn.clientSeed).toBe(clientSeed);
    const picks = drawGiveaway(drawn.serverSeed!, entries, 2, clientSeed);
    expect(picks.map((p) => p.entryId)).toEqual(drawn.picks.map((p) => p.entryId));
    expect(picks[0]!.ticketsInDraw).toBe(3); // Bob 1 + Carol 2: Ana's 3 are out

    // A cancel after the draw refunds the others, never Ana a second time.
    expect((await call(app, 'POST', `/api/v1/admin/giveaways/${drawn._id}/cancel`, admin)).statusCode).toBe(200);
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    expect(await balanceOf(database, bob.id)).toBe(1_000);
    const refunds = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'giveaway_refund' and user_id = ${ana.id}`,
    );
    expect(refunds[0]!.n).toBe(1);
    await expectLedgerInvariant(database);
  });

  it('a win older than the period does not count', async () => {
    const old = await create(60_000, { entryCost: 0 });
    expect((await enter(app, old, ana)).statusCode).toBe(200);
    await drawNow(old);
    await database.db.execute(sql`update giveaways set drawn_at = now() - interval '31 days' where id = ${old._id}`);
    expect((await enter(app, await create(60_000, oneWinPer30Days), ana)).statusCode).toBe(200);
  });

  it.each([
    [{ wins: 0, days: 30 }, 'wins'],
    [{ wins: -1, days: 30 }, 'wins'],
    [{ wins: 1, days: 1e20 }, 'days'],
    [{ wins: 1.5, days: 30 }, 'wins'],
    [{ wins: 1, days: 366 }, 'days'],
    [{ wins: 1 }, 'days'],
  ])('refuses a bad limit %o with 400 and creates nothing', async (winLimit, field) => {
    const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
      title: 'Bad',
      prize: 'x',
      winners: 1,
      opensAt: new Date().toISOString(),
      closesAt: new Date(Date.now() + 60_000).toISOString(),
      eligibility: { winLimit },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(res.json().error.fields)).toContain(field);
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from giveaways`);
    expect(rows[0]!.n).toBe(0);
  });
});
