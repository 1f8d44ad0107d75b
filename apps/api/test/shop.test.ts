import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createItem, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const post = (url: string, who: TestUser, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

describe('shop items', () => {
  it('an admin adds an item; everyone sees it; a signed-in user sees whether they hold a pending redemption', async () => {
    const created = await post('/api/v1/shop', admin, {
      name: ' Hoodie ',
      description: 'Warm',
      cost: 500,
      quantity: 2,
      image: 'https://i.imgur.com/x.png',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Hoodie', cost: 500, quantity: 2, available: true, redeemed: false });

    const viewer = await createUser(database, { points: 1000 });
    await post(`/api/v1/reedem/${created.json().id}`, viewer);
    const asViewer = await app.inject({ method: 'GET', url: '/api/v1/shop', headers: { cookie: viewer.cookie } });
    expect(asViewer.json()).toEqual([expect.objectContaining({ quantity: 1, redeemed: true })]);
    const asGuest = await app.inject({ method: 'GET', url: '/api/v1/shop' });
    expect(asGuest.json()).toEqual([expect.objectContaining({ quantity: 1, redeemed: false })]);
  });

  it('refuses bad fields with a 400 naming each of them', async () => {
    const res = await post('/api/v1/shop', admin, {
      name: '',
      cost: 0,
      quantity: -1.5,
      image: 'http://insecure.example/x.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['cost', 'image', 'name', 'quantity']);
    const fractional = await post('/api/v1/shop', admin, {
      name: 'x',
      cost: 1.5,
      quantity: 1,
      image: 'https://x.example/a.png',
    });
    expect(fractional.json().error.fields).toHaveProperty('cost');
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from shop_items`);
    expect(rows[0]?.n).toBe(0);
  });

  it('an admin edits and archives an item; an archived item leaves the shop and cannot be redeemed', async () => {
    const item = await createItem(database, { cost: 10 });
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/shop/${item.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
      payload: { cost: 20, quantity: 9 },
    });
    // Fields left out of the patch keep their values (the description too: it once fell back to '').
    expect(edit.json()).toMatchObject({ cost: 20, quantity: 9, name: item.name, description: item.description });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shop/${item.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/v1/shop' })).json()).toEqual([]);
    const viewer = await createUser(database, { points: 100 });
    const redeem = await post(`/api/v1/reedem/${item.id}`, viewer);
    expect(redeem.statusCode).toBe(404);
    expect(await balanceOf(database, viewer.id)).toBe(100);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/shop/${item.id}`,
      headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('redeem', () => {
  it('takes one unit, debits the cost through the ledger and creates a pending redemption', async () => {
    const item = await createItem(database, { cost: 30, quantity: 2, name: 'Sticker' });
    const viewer = await createUser(database, { points: 100, displayName: 'Viewer1' });
    const res = await post(`/api/v1/reedem/${item.id}`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      points: 70,
      redemption: { twitchName: 'Viewer1', itemName: 'Sticker', cost: 30, status: 'pending', decidedAt: null },
    });
    const ledger = await queryRows<{ delta: number; reason: string; ref_id: string; params: unknown }>(
      database.db,
      sql`select delta, reason, ref_id, params from points_ledger where user_id = ${viewer.id} order by seq desc limit 1`,
    );
    expect(ledger[0]).toEqual({
      delta: -30,
      reason: 'redemption',
      ref_id: res.json().redemption._id,
      params: { item: item.name },
    });
    await expectLedgerInvariant(database);
  });

  it('has distinct codes for not enough points, out of stock, already redeemed, unknown item — and changes nothing', async () => {
    const viewer = await createUser(database, { points: 50 });
    const dear = await createItem(database, { cost: 51 });
    const empty = await createItem(database, { quantity: 0 });
    const cheap = await createItem(database, { cost: 5 });
    const code = async (id: string) => (await post(`/api/v1/reedem/${id}`, viewer)).json().error?.code;

    expect(await code(dear.id)).toBe('INSUFFICIENT_POINTS');
    expect(await code(empty.id)).toBe('OUT_OF_STOCK');
    expect((await post(`/api/v1/reedem/${cheap.id}`, viewer)).statusCode).toBe(200);
    expect(await code(cheap.id)).toBe('ALREADY_REDEEMED');
    expect(await code('00000000-0000-4000-8000-000000000000')).toBe('NOT_FOUND');
    expect((await post('/api/v1/reedem/not-a-uuid', viewer)).statusCode).toBe(400);

    expect(await balanceOf(database, viewer.id)).toBe(45);
    const stock = await queryRows<{ id: string; quantity: number }>(
      database.db,
      sql`select id, quantity from shop_items`,
    );
    expect(Object.fromEntries(stock.map((s) => [s.id, s.quantity]))).toEqual({
      [dear.id]: 5,
      [empty.id]: 0,
      [cheap.id]: 4,
    });
    await expectLedgerInvariant(database);
  });

  it('a guest gets 401 and nothing moves', async () => {
    const item = await createItem(database);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/reedem/${item.id}`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('concurrency', () => {
  it('50 parallel redeems of an item with quantity 5 give exactly 5 successes and stock 0', async () => {
    const item = await createItem(database, { cost: 10, quantity: 5 });
    const viewers = await Promise.all(Array.from({ length: 50 }, () => createUser(database, { points: 100 })));
    const results = await Promise.all(viewers.map((v) => post(`/api/v1/reedem/${item.id}`, v)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().error.code === 'OUT_OF_STOCK')).toBe(true);
    const [row] = await queryRows<{ quantity: number; pending: number; spent: number }>(
      database.db,
      sql`select (select quantity from shop_items where id = ${item.id}) as quantity,
                 (select count(*)::int from redemptions where item_id = ${item.id}) as pending,
                 (select coalesce(-sum(delta), 0)::int from points_ledger where reason = 'redemption') as spent`,
    );
    expect(row).toEqual({ quantity: 0, pending: 5, spent: 50 });
    await expectLedgerInvariant(database);
  });

  it('a user with 100 points firing 30 parallel redeems of cost-10 items gets exactly 10, balance 0', async () => {
    const viewer = await createUser(database, { points: 100 });
    const items = await Promise.all(Array.from({ length: 30 }, () => createItem(database, { cost: 10, quantity: 1 })));
    const results = await Promise.all(items.map((i) => post(`/api/v1/reedem/${i.id}`, viewer)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode !== 200).every((r) => r.json().error.code === 'INSUFFICIENT_POINTS'),
    ).toBe(true);
    expect(await balanceOf(database, viewer.id)).toBe(0);
    const stock = await queryRows<{ left: number }>(
      database.db,
      sql`select sum(quantity)::int as left from shop_items`,
    );
    expect(stock[0]?.left).toBe(20);
    await expectLedgerInvariant(database);
  });

  it('the same user redeeming the same item 10 times at once gets exactly one', async () => {
    const viewer = await createUser(database, { points: 1000 });
    const item = await createItem(database, { cost: 10, quantity: 10 });
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`/api/v1/reedem/${item.id}`, viewer)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().error.code === 'ALREADY_REDEEMED')).toBe(
      true,
    );
    expect(await balanceOf(database, viewer.id)).toBe(990);
    const stock = await queryRows<{ quantity: number }>(database.db, sql`select quantity from shop_items`);
    expect(stock[0]?.quantity).toBe(9);
  });
});

describe('redemptions desk', () => {
  it('lists pending redemptions newest first; approve keeps the points, deny refunds and restocks; nothing is decided twice', async () => {
    const viewer = await createUser(database, { points: 100, displayName: 'Fan' });
    const a = await createItem(database, { cost: 10, quantity: 3, name: 'A' });
    const b = await createItem(database, { cost: 25, quantity: 3, name: 'B' });
    const ra = (await post(`/api/v1/reedem/${a.id}`, viewer)).json().redemption._id;
    const rb = (await post(`/api/v1/reedem/${b.id}`, viewer)).json().redemption._id;

    const desk = await app.inject({ method: 'GET', url: '/api/v1/reedem', headers: { cookie: admin.cookie } });
    expect(
      desk
        .json()
        .map((r: { itemName: string; twitchName: string; status: string }) => [r.itemName, r.twitchName, r.status]),
    ).toEqual([
      ['B', 'Fan', 'pending'],
      ['A', 'Fan', 'pending'],
    ]);

    const approve = await post(`/api/v1/reedem/approve/${ra}`, admin);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ _id: ra, status: 'approved', twitchName: 'Fan' });
    const deny = await post(`/api/v1/reedem/denied/${rb}`, admin);
    expect(deny.statusCode).toBe(204);

    expect(await balanceOf(database, viewer.id)).toBe(90);
    const stock = await queryRows<{ name: string; quantity: number }>(
      database.db,
      sql`select name, quantity from shop_items order by name`,
    );
    expect(stock).toEqual([
      { name: 'A', quantity: 2 },
      { name: 'B', quantity: 3 },
    ]);
    const refund = await queryRows<{ delta: number; actor_id: string; ref_id: string; params: unknown }>(
      database.db,
      sql`select delta, actor_id, ref_id, params from points_ledger where reason = 'redemption_refund'`,
    );
    expect(refund).toEqual([{ delta: 25, actor_id: admin.id, ref_id: rb, params: { item: 'B' } }]);

    for (const [url, id] of [
      ['approve', ra],
      ['denied', ra],
      ['approve', rb],
      ['denied', rb],
    ] as const) {
      const again = await post(`/api/v1/reedem/${url}/${id}`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('ALREADY_DECIDED');
    }
    expect(await balanceOf(database, viewer.id)).toBe(90);
    expect((await post('/api/v1/reedem/approve/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);

    // After a decision the same item can be redeemed again.
    expect((await post(`/api/v1/reedem/${b.id}`, viewer)).statusCode).toBe(200);
    await expectLedgerInvariant(database);
  });

  it('parallel approve and deny of one redemption: exactly one wins, the refund happens at most once', async () => {
    const viewer = await createUser(database, { points: 100 });
    const item = await createItem(database, { cost: 40, quantity: 1 });
    const rid = (await post(`/api/v1/reedem/${item.id}`, viewer)).json().redemption._id;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => post(`/api/v1/reedem/denied/${rid}`, admin)),
      ...Array.from({ length: 5 }, () => post(`/api/v1/reedem/approve/${rid}`, admin)),
    ]);
    expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
    const balance = await balanceOf(database, viewer.id);
    expect([60, 100]).toContain(balance);
    await expectLedgerInvariant(database);
  });

  it('desk reads racing decisions list every redemption once, pending or decided', async () => {
    const viewer = await createUser(database, { points: 10_000 });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const item = await createItem(database, { cost: 1, quantity: 1, name: `Race ${i}` });
      ids.push((await post(`/api/v1/reedem/${item.id}`, viewer)).json().redemption._id);
    }
    const reads: Array<Promise<{ _id: string }[]>> = [];
    const decisions = ids.map(async (id, i) => {
      reads.push(
        app.inject({ method: 'GET', url: '/api/v1/reedem', headers: { cookie: admin.cookie } }).then((r) => r.json()),
      );
      return post(`/api/v1/reedem/${i % 2 ? 'approve' : 'denied'}/${id}`, admin);
    });
    await Promise.all(decisions);
    for (const list of await Promise.all(reads)) {
      const seen = list.map((r) => r._id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(ids.length);
    }
  });
});

describe("the visitors' list", () => {
  it("is a prepared body with an ETag that this instance's redemptions, denials and edits refresh at once", async () => {
    const cached = await createTestApp(database, { SHOP_CACHE_MS: '60000', RATE_LIMIT_BETS_PER_MINUTE: '100000' });
    try {
      const send = (method: 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) =>
        cached.inject({
          method,
          url,
          headers: { origin: TEST_ORIGIN, cookie: who.cookie },
          ...(payload ? { payload } : {}),
        });
      const guest = (headers: Record<string, string> = {}) =>
        cached.inject({ method: 'GET', url: '/api/v1/shop', headers });
      const item = (
        await send('POST', '/api/v1/shop', admin, {
          name: 'Cap',
          description: '',
          cost: 10,
          quantity: 2,
          image: 'https://i.imgur.com/c.png',
        })
      ).json();
      const first = await guest();
      expect(first.json()).toEqual([expect.objectContaining({ id: item.id, quantity: 2, redeemed: false })]);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect((await guest({ 'if-none-match': etag })).statusCode).toBe(304);

      const viewer = await createUser(database, { points: 100 });
      const redeemed = await send('POST', `/api/v1/reedem/${item.id}`, viewer);
      expect(redeemed.statusCode).toBe(200);
      const after = await guest({ 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual([expect.objectContaining({ quantity: 1, redeemed: false })]);

      const [pending] = await queryRows<{ id: string }>(database.db, sql`select id from redemptions`);
      expect((await send('POST', `/api/v1/reedem/denied/${pending!.id}`, admin)).statusCode).toBe(204);
      expect((await guest()).json()).toEqual([expect.objectContaining({ quantity: 2 })]);
      await send('PATCH', `/api/v1/shop/${item.id}`, admin, { quantity: 7 });
      expect((await guest()).json()).toEqual([expect.objectContaining({ quantity: 7 })]);

      // A signed-in user's list is never the shared body.
      const own = await cached.inject({ method: 'GET', url: '/api/v1/shop', headers: { cookie: viewer.cookie } });
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.headers.etag).toBeUndefined();
    } finally {
      await cached.close();
    }
  });
});
