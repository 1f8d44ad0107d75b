import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createItem, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { startFakeDiscord } from './fakes/fake-discord';
import { seedDemo } from '../src/seed';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let discord: Awaited<ReturnType<typeof startFakeDiscord>>;

const WEBHOOK_ID = '112233445566778899';
const WEBHOOK_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcdefghijklmnopqrstuvwxyzABCDEF';

beforeAll(async () => {
  discord = await startFakeDiscord();
  database = await openTestDatabase();
  app = await createTestApp(database, {
    RATE_LIMIT_BETS_PER_MINUTE: '100000',
    DISCORD_API_URL: discord.url,
    DISCORD_TIMEOUT_MS: '2000',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await discord?.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  discord.state.mode = 'good';
  discord.state.deliveries.length = 0;
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, who: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function itemAsking(
  detail: { label: string; kind: 'text' | 'email' | 'discord'; required: boolean },
  cost = 100,
) {
  const res = await call('POST', '/api/v1/shop', admin, {
    name: `Gift card ${detail.kind}`,
    cost,
    quantity: 5,
    image: 'https://i.imgur.com/x.png',
    detail,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().detail).toEqual(detail);
  return res.json().id as string;
}

describe('delivery details', () => {
  it('the seeded items that need a detail ask for it: without it the redemption is a 400 naming the field, nothing changed', async () => {
    await resetDatabase(database);
    expect(await seedDemo(database.db)).toEqual({ seeded: true });
    const viewer = await createUser(database, { points: 50_000 });
    const items = await queryRows<{ id: string; name: string; detail_kind: string | null; detail_required: boolean }>(
      database.db,
      sql`select id, name, detail_kind, detail_required from shop_items order by name`,
    );
    const byName = new Map(items.map((i) => [i.name, i]));
    expect(byName.get('Gifted Sub')).toMatchObject({ detail_kind: 'text', detail_required: true });
    expect(byName.get('Discord VIP Role (30 days)')).toMatchObject({ detail_kind: 'discord', detail_required: true });
    expect(byName.get('Shout-out on Stream')).toMatchObject({ detail_kind: null, detail_required: false });

    for (const name of ['Gifted Sub', 'Discord VIP Role (30 days)', 'Mystery Box', 'Stream Hoodie']) {
      const res = await call('POST', `/api/v1/reedem/${byName.get(name)!.id}`, viewer, {});
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toHaveProperty('detail');
    }
    expect(await balanceOf(database, viewer.id)).toBe(50_000);
    expect(
      await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from redemptions where user_id = ${viewer.id}`,
      ),
    ).toEqual([{ n: 0 }]);

    const given = await call('POST', `/api/v1/reedem/${byName.get('Discord VIP Role (30 days)')!.id}`, viewer, {
      detail: 'fan.name_1',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().redemption).toMatchObject({ detailLabel: 'Discord username', detail: 'fan.name_1' });
    await expectLedgerInvariant(database);
  });

  it('the item asks for a checked detail: a refused one is a 400 naming the field and changes nothing; the desk shows the given one', async () => {
    const itemId = await itemAsking({ label: 'E-mail', kind: 'email', required: true });
    const viewer = await createUser(database, { points: 1000, displayName: 'Viewer1' });

    for (const bad of [
      {},
      { detail: '   ' },
      { detail: 'not-an-email' },
      { detail: 'a@b' },
      { detail: `${'x'.repeat(250)}@example.com` },
      { detail: 'a\u0000b@example.com' },
    ]) {
      const res = await call('POST', `/api/v1/reedem/${itemId}`, viewer, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.fields).toHaveProperty('detail');
    }
    expect(await balanceOf(database, viewer.id)).toBe(1000);
    expect(
      (await queryRows<{ quantity: number }>(database.db, sql`select quantity from shop_items where id = ${itemId}`))[0]
        ?.quantity,
    ).toBe(5);
    expect((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from redemptions`))[0]?.n).toBe(
      0,
    );

    const ok = await call('POST', `/api/v1/reedem/${itemId}`, viewer, { detail: '  fan@example.com ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().redemption).toMatchObject({
      detailLabel: 'E-mail',
      detail: 'fan@example.com',
      status: 'pending',
      note: null,
    });
    const desk = await call('GET', '/api/v1/reedem', admin);
    expect(desk.json()).toEqual([
      expect.objectContaining({ twitchName: 'Viewer1', detailLabel: 'E-mail', detail: 'fan@example.com' }),
    ]);
    await expectLedgerInvariant(database);
  });

  it('checks Discord names and free text; an optional detail may be left out; a detail for an item that asks none is not kept', async () => {
    const discordItem = await itemAsking({ label: 'Discord name', kind: 'discord', required: true });
    const textItem = await itemAsking({ label: 'Casino username', kind: 'text', required: false });
    const plain = await createItem(database, { cost: 10 });
    const viewer = await createUser(database, { points: 1000 });
    expect((await call('POST', `/api/v1/reedem/${discordItem}`, viewer, { detail: 'has space' })).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/v1/reedem/${discordItem}`, viewer, { detail: 'fan.name_1' })).json().redemption.detail,
    ).toBe('fan.name_1');
    expect((await call('POST', `/api/v1/reedem/${textItem}`, viewer)).json().redemption).toMatchObject({
      detail: null,
      detailLabel: null,
    });
    expect(
      (await call('POST', `/api/v1/reedem/${plain.id}`, viewer, { detail: 'ignored' })).json().redemption.detail,
    ).toBeNull();
  });

  it('an admin sets, changes and clears the detail of an item; bad specs are refused with the field', async () => {
    const itemId = await itemAsking({ label: 'E-mail', kind: 'email', required: true });
    const bad = await call('PATCH', `/api/v1/shop/${itemId}`, admin, {
      detail: { label: '', kind: 'regex', required: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['detail.kind', 'detail.label', 'detail.required']);
    const cleared = await call('PATCH', `/api/v1/shop/${itemId}`, admin, { detail: null });
    expect(cleared.json().detail).toBeNull();
    const viewer = await createUser(database);
    expect((await call('PATCH', `/api/v1/shop/${itemId}`, viewer, { detail: null })).statusCode).toBe(403);
  });
});

describe('my redemptions', () => {
  it("lists only the viewer's own, newest first, paged, with the state and the admin's note", async () => {
    const viewer = await createUser(database, { points: 10_000 });
    const other = await createUser(database, { points: 10_000 });
    const items = await Promise.all([1, 2, 3].map((i) => createItem(database, { name: `Item ${i}`, cost: 10 * i })));
    const ids: string[] = [];
    for (const item of items) ids.push((await call('POST', `/api/v1/reedem/${item.id}`, viewer)).json().redemption._id);
    await call('POST', `/api/v1/reedem/${items[0]!.id}`, other);

    expect(
      (await call('POST', `/api/v1/reedem/approve/${ids[0]}`, admin, { note: 'Code sent by e-mail' })).json(),
    ).toMatchObject({ status: 'approved', note: 'Code sent by e-mail' });
    expect(
      (await call('POST', `/api/v1/reedem/denied/${ids[1]}`, admin, { note: 'Out of codes, refunded' })).statusCode,
    ).toBe(204);
    expect((await call('POST', `/api/v1/reedem/approve/${ids[2]}`, admin, { note: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );

    const page1 = await call('GET', '/api/v1/reedem/mine?pageSize=2', viewer);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(
      page1
        .json()
        .items.map((r: { itemName: string; status: string; note: string | null }) => [r.itemName, r.status, r.note]),
    ).toEqual([
      ['Item 3', 'pending', null],
      ['Item 2', 'denied', 'Out of codes, refunded'],
    ]);
    const page2 = await call('GET', '/api/v1/reedem/mine?pageSize=2&page=2', viewer);
    expect(page2.json().items.map((r: { itemName: string; note: string | null }) => [r.itemName, r.note])).toEqual([
      ['Item 1', 'Code sent by e-mail'],
    ]);

    expect((await call('GET', '/api/v1/reedem/mine', other)).json().items).toHaveLength(1);
    expect((await call('GET', '/api/v1/reedem/mine', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/reedem/mine?pageSize=500', viewer)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/reedem/mine?page=0', viewer)).statusCode).toBe(400);
    // Notes are an admin's: a viewer cannot decide.
    expect((await call('POST', `/api/v1/reedem/approve/${ids[2]}`, viewer, { note: 'mine' })).statusCode).toBe(403);
  });
});

describe('Discord announcement of new redemptions', () => {
  const url = `https://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`;

  it('only a Discord webhook URL is accepted; the token is stored sealed and never shown in full', async () => {
    for (const bad of [
      'https://evil.example/api/webhooks/1/2',
      `http://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
      `https://discord.com.evil.example/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
      `https://discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}?x=@evil.example`,
      `https://user@discord.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
      'https://discord.com/api/channels/1/messages',
      'not a url',
    ]) {
      const res = await call('PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields).toHaveProperty('webhookUrl');
    }
    const viewer = await createUser(database);
    expect((await call('PUT', '/api/v1/admin/redemptions/notify', viewer, { webhookUrl: url })).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/redemptions/notify', viewer)).statusCode).toBe(403);

    const set = await call('PUT', '/api/v1/admin/redemptions/notify', admin, {
      webhookUrl: `https://discordapp.com/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`,
    });
    expect(set.statusCode).toBe(200);
    const shown = await call('GET', '/api/v1/admin/redemptions/notify', admin);
    expect(shown.json()).toEqual({
      configured: true,
      webhook: `https://discord.com/api/webhooks/${WEBHOOK_ID}/…${WEBHOOK_TOKEN.slice(-4)}`,
    });
    expect(shown.body).not.toContain(WEBHOOK_TOKEN);
    const stored = await queryRows<{ webhook_token_sealed: string }>(
      database.db,
      sql`select webhook_token_sealed from redemption_notify`,
    );
    expect(stored[0]!.webhook_token_sealed).toMatch(/^v1\./);
    expect(stored[0]!.webhook_token_sealed).not.toContain(WEBHOOK_TOKEN);

    expect((await call('PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: null })).json()).toEqual({
      configured: false,
      webhook: null,
    });
  });

  it('after a redemption commits, the fake Discord receives the message over HTTP; no mention can ping', async () => {
    expect((await call('PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: url })).statusCode).toBe(200);
    const itemId = await itemAsking({ label: 'E-mail', kind: 'email', required: true });
    const viewer = await createUser(database, { points: 1000, displayName: '@everyone' });
    const received = discord.next();
    const res = await call('POST', `/api/v1/reedem/${itemId}`, viewer, { detail: 'fan@example.com' });
    expect(res.statusCode).toBe(200);
    const delivery = await received;
    expect(delivery.path).toBe(`/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}`);
    expect(delivery.contentType).toBe('application/json');
    expect(delivery.body.content).toBe('New redemption: Gift card email for @everyone');
    expect(delivery.body.allowed_mentions).toEqual({ parse: [] });
    expect(delivery.body.embeds?.[0]?.fields).toEqual(
      expect.arrayContaining([{ name: 'Cost', value: '100 points', inline: true }]),
    );
    // The personal detail stays on the desk.
    expect(JSON.stringify(delivery.body)).not.toContain('fan@example.com');
  });

  it('a failing or silent Discord never fails or delays the redemption past its timeout', async () => {
    expect((await call('PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: url })).statusCode).toBe(200);
    const viewer = await createUser(database, { points: 1000 });
    for (const mode of ['fail', 'hang'] as const) {
      discord.state.mode = mode;
      const item = await createItem(database, { cost: 10 });
      const received = discord.next();
      const res = await call('POST', `/api/v1/reedem/${item.id}`, viewer);
      expect(res.statusCode, `${mode} ${res.body}`).toBe(200);
      await received;
    }
    expect(await balanceOf(database, viewer.id)).toBe(980);
    // Nothing set: nothing sent.
    await call('PUT', '/api/v1/admin/redemptions/notify', admin, { webhookUrl: null });
    discord.state.mode = 'good';
    const before = discord.state.deliveries.length;
    const item = await createItem(database, { cost: 10 });
    expect((await call('POST', `/api/v1/reedem/${item.id}`, viewer)).statusCode).toBe(200);
    await app.close(); // waits for announcements on their way
    expect(discord.state.deliveries.length).toBe(before);
    app = await createTestApp(database, {
      RATE_LIMIT_BETS_PER_MINUTE: '100000',
      DISCORD_API_URL: discord.url,
      DISCORD_TIMEOUT_MS: '2000',
    });
  });
});
