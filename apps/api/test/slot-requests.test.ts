import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotRequestBoard } from '@app/contracts';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { namedStatements, statementsDuring } from './helpers/statements';

// Slot requests from the site (issue 22): the cost leaves the balance with the request and comes back
// when it is rejected or withdrawn, one open request per account, none while closed, and the
// streamer's decisions, on two instances sharing one database.

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let viewer: TestUser;
let slotIds: Map<string, string>;

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
  viewer = await createUser(database, { points: 1_000, login: 'ana', displayName: 'Ana' });
  const csv =
    'name,provider\n"Gates of Olympus","Pragmatic Play"\n"Sweet Bonanza","Pragmatic Play"\n"Book of Dead","Play n GO"';
  expect((await call(app, 'POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
  const rows = await queryRows<{ id: string; name: string }>(database.db, sql`select id, name from slots`);
  slotIds = new Map(rows.map((r) => [r.name, r.id]));
});

function call(
  target: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

const board = async (who: TestUser | null = null) =>
  (await call(app, 'GET', '/api/v1/slot-requests', who)).json() as SlotRequestBoard;
const settings = (body: object) => call(app, 'PUT', '/api/v1/admin/slot-requests/settings', admin, body);
const request = (who: TestUser, slot: string, target = app) =>
  call(target, 'POST', '/api/v1/slot-requests', who, { slotId: slotIds.get(slot) ?? slot });
const ledger = (userId: string) =>
  queryRows<{ reason: string; delta: number; ref_type: string | null; params: unknown }>(
    database.db,
    sql`select reason, delta::int, ref_type, params from points_ledger where user_id = ${userId} and reason like 'slot_request%' order by seq`,
  );

async function liveHunt() {
  const res = await call(app, 'POST', '/api/v1/admin/live-hunt', admin, { start: 100_000 });
  expect(res.statusCode).toBe(201);
}

describe('slot requests from the site', () => {
  it('are closed and free until an admin opens them; a request then costs the set points, once', async () => {
    expect(await board()).toEqual({ open: false, cost: 0, queue: [], history: [], mine: null });
    const refused = await request(viewer, 'Gates of Olympus');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_REQUESTS_CLOSED');

    expect((await settings({ open: true, cost: 250 })).json()).toEqual({ open: true, cost: 250 });
    const filed = await statementsDuring(() => request(viewer, 'Gates of Olympus'));
    const made = filed.result;
    expect(made.statusCode).toBe(201);
    // Every statement of the filing is named and prepared (issue 37), and the request is not read again.
    expect(namedStatements(filed.sent).filter((n) => /^(slot_requests|points)_/.test(n))).toEqual([
      'slot_requests_settings_share',
      'slot_requests_insert_open',
      'points_debit',
    ]);
    expect(filed.sent.filter((q) => q.startsWith('- ') && q.includes('slot_requests'))).toEqual([]);
    expect(made.json()).toMatchObject({
      balance: 750,
      request: {
        slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
        requester: 'Ana',
        source: 'site',
        cost: 250,
        status: 'open',
        inHunt: false,
      },
    });
    expect(await balanceOf(database, viewer.id)).toBe(750);
    expect(await ledger(viewer.id)).toEqual([
      { reason: 'slot_request', delta: -250, ref_type: 'slot_request', params: { slot: 'Gates of Olympus' } },
    ]);

    const second_ = await request(viewer, 'Sweet Bonanza', second);
    expect(second_.statusCode).toBe(409);
    expect(second_.json().error.code).toBe('SLOT_REQUEST_OPEN');
    expect(await balanceOf(database, viewer.id)).toBe(750);

    const mine = await board(viewer);
    expect(mine.queue.map((r) => r.slot.name)).toEqual(['Gates of Olympus']);
    expect(mine.mine?.slot.name).toBe('Gates of Olympus');
    expect((await board()).mine).toBeNull();
    await expectLedgerInvariant(database);
  });

  it('twenty requests of one viewer at once on two instances file one and take the cost once', async () => {
    await settings({ open: true, cost: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(viewer, i % 2 ? 'Gates of Olympus' : 'Book of Dead', i % 2 ? app : second),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balanceOf(database, viewer.id)).toBe(900);
    expect((await board()).queue).toHaveLength(1);
    await expectLedgerInvariant(database);
  });

  it('refuses a viewer who cannot pay, an unknown slot and a signed-out visitor, changing nothing', async () => {
    await settings({ open: true, cost: 5_000 });
    const poor = await request(viewer, 'Gates of Olympus');
    expect(poor.statusCode).toBe(409);
    expect(poor.json().error.code).toBe('INSUFFICIENT_POINTS');
    const unknown = await request(viewer, '7d4b3a2e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ slotId: 'is not in the catalogue' });
    const bad = await call(app, 'POST', '/api/v1/slot-requests', viewer, { slotId: 'gates' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_ERROR');
    expect(
      (await call(app, 'POST', '/api/v1/slot-requests', null, { slotId: slotIds.get('Book of Dead') })).statusCode,
    ).toBe(401);
    expect((await board()).queue).toEqual([]);
    expect(await balanceOf(database, viewer.id)).toBe(1_000);
  });

  it('a withdrawn request gives its cost back and frees the account for another', async () => {
    await settings({ open: true, cost: 300 });
    await request(viewer, 'Book of Dead');
    const back = await call(second, 'DELETE', '/api/v1/slot-requests/mine', viewer);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ balance: 1_000, request: { status: 'withdrawn' } });
    const again = await call(app, 'DELETE', '/api/v1/slot-requests/mine', viewer);
    expect(again.statusCode).toBe(404);
    expect(await ledger(viewer.id)).toEqual([
      { reason: 'slot_request', delta: -300, ref_type: 'slot_request', params: { slot: 'Book of Dead' } },
      {
        reason: 'slot_request_refund',
        delta: 300,
        ref_type: 'slot_request',
        params: { slot: 'Book of Dead', why: 'withdrawn' },
      },
    ]);
    expect((await board()).history).toEqual([]); // withdrawn ones are not in the public history
    expect((await request(viewer, 'Sweet Bonanza')).statusCode).toBe(201);
    await expectLedgerInvariant(database);
  });

  it('the streamer rejects one (refunded, with a note) and marks another played; each decision once', async () => {
    await settings({ open: true, cost: 200 });
    const bob = await createUser(database, { points: 500, displayName: 'Bob' });
    const anaId = (await request(viewer, 'Book of Dead')).json().request._id as string;
    const bobId = (await request(bob, 'Sweet Bonanza')).json().request._id as string;
    expect((await board()).queue.map((r) => r.requester)).toEqual(['Ana', 'Bob']);

    const rejected = await call(app, 'POST', `/api/v1/admin/slot-requests/${anaId}/rejected`, admin, {
      note: 'played yesterday',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'played yesterday' });
    expect(await balanceOf(database, viewer.id)).toBe(1_000);
    const twice = await Promise.all([
      call(app, 'POST', `/api/v1/admin/slot-requests/${bobId}/played`, admin),
      call(second, 'POST', `/api/v1/admin/slot-requests/${bobId}/played`, admin),
      call(second, 'POST', `/api/v1/admin/slot-requests/${bobId}/rejected`, admin),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(twice.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual([
      'ALREADY_DECIDED',
      'ALREADY_DECIDED',
    ]);
    const after = await board();
    expect(after.queue).toEqual([]);
    expect(after.history.map((r) => [r.requester, r.status]).sort()).toEqual([
      ['Ana', 'rejected'],
      ['Bob', twice[0]!.statusCode === 200 || twice[1]!.statusCode === 200 ? 'played' : 'rejected'],
    ]);
    // Bob paid once; if the rejection won he was refunded once.
    expect(await balanceOf(database, bob.id)).toBe(
      after.history.find((r) => r.requester === 'Bob')!.status === 'played' ? 300 : 500,
    );
    expect((await call(app, 'POST', `/api/v1/admin/slot-requests/${anaId}/played`, admin)).statusCode).toBe(409);
    await expectLedgerInvariant(database);
  });

  it('“Add to hunt” puts the requested slot in the live hunt once, however often it is pressed', async () => {
    await settings({ open: true, cost: 0 });
    const id = (await request(viewer, 'Gates of Olympus')).json().request._id as string;
    const none = await call(app, 'POST', `/api/v1/admin/slot-requests/${id}/add-to-hunt`, admin, { bet: 200 });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NO_LIVE_HUNT');
    expect((await board()).queue).toHaveLength(1);

    await liveHunt();
    const presses = await Promise.all(
      [app, second, app, second].map((t) =>
        call(t, 'POST', `/api/v1/admin/slot-requests/${id}/add-to-hunt`, admin, { bet: 200 }),
      ),
    );
    expect(presses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(presses.find((r) => r.statusCode === 200)!.json()).toMatchObject({ status: 'played', inHunt: true });
    const bonuses = await queryRows<{ slot_name: string; slot_id: string; bet_cents: number }>(
      database.db,
      sql`select slot_name, slot_id, bet_cents::int from live_hunt_bonuses`,
    );
    expect(bonuses).toEqual([
      { slot_name: 'Gates of Olympus', slot_id: slotIds.get('Gates of Olympus'), bet_cents: 200 },
    ]);
    const hunt = (await call(app, 'GET', '/api/v1/live-hunt')).json();
    expect(hunt.hunt.bonus.map((b: { slot: { name: string } }) => b.slot.name)).toEqual(['Gates of Olympus']);
    expect((await board()).history[0]).toMatchObject({ status: 'played', inHunt: true });
  });

  it('admin calls are for admins, and bad settings get a 400 naming the field', async () => {
    expect((await call(app, 'PUT', '/api/v1/admin/slot-requests/settings', viewer, { open: true })).statusCode).toBe(
      403,
    );
    const negative = await settings({ cost: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toHaveProperty('cost');
    expect((await settings({ cost: 1_000_001 })).statusCode).toBe(400);
    expect((await settings({ cost: 1.5 })).statusCode).toBe(400);
    expect((await settings({ open: 'yes' })).statusCode).toBe(400);
    expect(await board()).toMatchObject({ open: false, cost: 0 });
    expect((await settings({ open: true })).json()).toEqual({ open: true, cost: 0 });
    expect((await settings({ cost: 40 })).json()).toEqual({ open: true, cost: 40 });
    const missing = await call(
      app,
      'POST',
      '/api/v1/admin/slot-requests/7d4b3a2e-0000-4000-8000-000000000000/played',
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });
});
