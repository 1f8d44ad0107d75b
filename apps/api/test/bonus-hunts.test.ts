import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import {
  CATALOGUE_RECHECK_MS,
  createSlotsService,
  parseSlotsCsv,
  seedSlotCatalogue,
} from '../src/features/slots/service';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { testActor } from './helpers/actor';

const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/slots/slots.csv');

let database: Database;
let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  owner = await createUser(database);
  other = await createUser(database);
  admin = await createUser(database, { role: 'Admin' });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function addSlots(rows: Array<[string, string]>): Promise<string[]> {
  const csv = ['name,provider', ...rows.map(([n, p]) => `"${n}","${p}"`)].join('\n');
  const res = await call('POST', '/api/v1/slots/import', admin, { csv });
  expect(res.statusCode).toBe(200);
  const found = await queryRows<{ id: string; name: string }>(database.db, sql`select id, name from slots`);
  return rows.map(([n]) => found.find((f) => f.name === n)!.id);
}

describe('slot catalogue', () => {
  it('seeds the bundled 2,262 slots once, searches case- and accent-insensitively, word starts first, at most 20', async () => {
    expect((await seedSlotCatalogue(database.db, CATALOGUE)).seeded).toBeGreaterThan(2_200);
    expect((await seedSlotCatalogue(database.db, CATALOGUE)).seeded).toBe(0);
    await addSlots([['Pokémon Bonanza', 'Test Studio']]);

    const olympus = (await call('GET', '/api/v1/slots?q=OLYMP')).json() as Array<{ name: string }>;
    expect(olympus.length).toBeGreaterThan(0);
    expect(olympus.length).toBeLessThanOrEqual(20);
    expect(olympus.every((s) => s.name.toLowerCase().includes('olymp'))).toBe(true);
    // Ranking (slot-search.test.ts): names where the query starts a word come before the others.
    const starts = olympus.map((s) => /(^|[^a-z0-9])olymp/.test(s.name.toLowerCase()));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));

    expect((await call('GET', '/api/v1/slots?q=pokemon')).json()).toEqual([
      expect.objectContaining({ name: 'Pokémon Bonanza', thumbnail: null }),
    ]);
    expect((await call('GET', '/api/v1/slots?q=the')).json().length).toBe(20);
    expect((await call('GET', '/api/v1/slots?q=%25%25%25')).json()).toEqual([]);
    const short = await call('GET', '/api/v1/slots?q=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('q');
  });

  it('serves the full list with an ETag that changes when the catalogue does', async () => {
    await addSlots([
      ['Alpha', 'P'],
      ['Beta', 'P'],
    ]);
    const first = await call('GET', '/api/v1/slots');
    expect(first.json()).toHaveLength(2);
    const etag = first.headers.etag as string;
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/slots', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    await addSlots([['Gamma', 'P']]);
    const after = await app.inject({ method: 'GET', url: '/api/v1/slots', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toHaveLength(3);
  });

  it("another instance's snapshot follows a catalogue change within the recheck time; its own writes at once", async () => {
    let clock = 1_000_000;
    const other = createSlotsService(database.db, { now: () => clock });
    const names = async (q: string) =>
      (JSON.parse(await other.search(q)) as Array<{ name: string }>).map((s) => s.name);
    expect(await names('zorro')).toEqual([]);
    await addSlots([['Zorro Gold', 'P']]); // through the app: another instance
    clock += CATALOGUE_RECHECK_MS - 1;
    expect(await names('zorro')).toEqual([]);
    clock += 1;
    expect(await names('zorro')).toEqual(['Zorro Gold']);
    await other.create({ name: 'Zorro Silver', provider: 'P' }, testActor());
    expect(await names('zorro')).toEqual(['Zorro Gold', 'Zorro Silver']);
    expect(JSON.parse((await other.fullList()).body)).toHaveLength(2);
  });

  it('admins add, edit and import (upsert by name + provider) with a report; viewers cannot', async () => {
    const created = await call('POST', '/api/v1/slots', admin, { name: 'Zeta Reels', provider: 'Acme' });
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/api/v1/slots', admin, { name: 'ZETA reels', provider: 'acme' })).statusCode).toBe(409);
    const edited = await call('PATCH', `/api/v1/slots/${created.json().id}`, admin, {
      thumbnail: 'https://cdn.example.com/zeta.png',
    });
    expect(edited.json()).toMatchObject({ name: 'Zeta Reels', thumbnail: 'https://cdn.example.com/zeta.png' });
    const badThumb = await call('PATCH', `/api/v1/slots/${created.json().id}`, admin, {
      thumbnail: 'javascript:alert(1)',
    });
    expect(badThumb.statusCode).toBe(400);
    expect((await call('POST', '/api/v1/slots', owner, { name: 'X', provider: 'Y' })).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/slots', null, { name: 'X', provider: 'Y' })).statusCode).toBe(401);

    const report = await call('POST', '/api/v1/slots/import', admin, {
      csv: 'name,provider,rtp\nZeta Reels,Acme,96.1%\nNew One,Acme,\n,Acme,\nNew One,Acme,95%\n',
    });
    expect(report.json()).toEqual({
      added: 1,
      updated: 1,
      rejected: [{ line: 4, problems: [{ code: 'REQUIRED', column: 'name' }] }],
    });
    // A file refused whole names the problem by code in the csv field, never in an English sentence.
    const noColumns = await call('POST', '/api/v1/slots/import', admin, { csv: 'title,studio\nA,B' });
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { csv: 'MISSING_COLUMNS' } });
    const tooLong = await call('POST', '/api/v1/slots/import', admin, {
      csv: `name,provider,thumbnail\n${'x'.repeat(121)},Acme,//evil.example/x.png\n`,
    });
    expect(tooLong.json().rejected).toEqual([
      {
        line: 2,
        problems: [
          { code: 'TOO_LONG', column: 'name', max: 120 },
          { code: 'NOT_AN_IMAGE_URL', column: 'thumbnail' },
        ],
      },
    ]);
  });

  it('parses the bundled CSV without rejecting a row', async () => {
    const { readFile } = await import('node:fs/promises');
    const parsed = parseSlotsCsv(await readFile(CATALOGUE, 'utf8'));
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows.length).toBeGreaterThan(2_200);
  });
});

describe('hunts', () => {
  it('a new hunt needs a name: empty or blank is 400 HUNT_NAME_REQUIRED, over 80 characters HUNT_NAME_TOO_LONG; nothing stored', async () => {
    for (const payload of [{ name: '' }, { name: '   ' }, {}]) {
      const res = await call('POST', '/api/v1/bonus-hunt', owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code, JSON.stringify(payload)).toBe(
        payload.name === undefined ? 'VALIDATION_ERROR' : 'HUNT_NAME_REQUIRED',
      );
    }
    const long = await call('POST', '/api/v1/bonus-hunt', owner, { name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.code).toBe('HUNT_NAME_TOO_LONG');
    expect((await call('GET', '/api/v1/bonus-hunt', owner)).json()).toEqual([]);
    const ok = await call('POST', '/api/v1/bonus-hunt', owner, { name: `  ${'y'.repeat(80)}  ` });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().name).toBe('y'.repeat(80));
    // A rename follows the same rule: never emptied, never too long, and a refused rename keeps the name.
    const id = ok.json().id as string;
    for (const [name, code] of [
      ['', 'HUNT_NAME_REQUIRED'],
      ['  ', 'HUNT_NAME_REQUIRED'],
      ['z'.repeat(81), 'HUNT_NAME_TOO_LONG'],
    ] as const) {
      const res = await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { name });
      expect([name, res.statusCode, res.json().error.code]).toEqual([name, 400, code]);
    }
    expect((await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).json().name).toBe('y'.repeat(80));
    const renamed = await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { name: '  Friday  ' });
    expect(renamed.json().name).toBe('Friday');
  });

  it('enforces ownership on every call; a shared hunt is readable by anyone and never editable there', async () => {
    const created = await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Friday' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const [slotId] = await addSlots([['Sweet Test', 'Prag']]);
    const bonus = (await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { slot: slotId, bet: '2.50' })).json();

    for (const who of [other, admin]) {
      expect((await call('GET', `/api/v1/bonus-hunt/${id}`, who)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/v1/bonus-hunt/${id}`, who, { name: 'mine' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/v1/bonus-hunt/${id}`, who)).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, who, { bet: '1' })).statusCode).toBe(404);
      expect(
        (await call('PATCH', `/api/v1/bonus-hunt/${id}/bonuses/${bonus.id}`, who, { earning: '999' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/v1/bonus-hunt/${id}/bonuses/${bonus.id}`, who)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/v1/bonus-hunt/${id}/reorder`, who, { newOrder: [bonus.id] })).statusCode).toBe(
        404,
      );
      expect((await call('GET', '/api/v1/bonus-hunt', who)).json()).toEqual([]);
    }
    expect((await call('GET', `/api/v1/bonus-hunt/${id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/bonus-hunt/${id}/shared`, null)).statusCode).toBe(404);

    expect((await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { shared: true })).json()).toMatchObject({
      shared: true,
      editable: true,
    });
    const shared = await call('GET', `/api/v1/bonus-hunt/${id}/shared`, null);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      name: 'Friday',
      editable: false,
      bonuses: [{ bet: '2.50', slot: { name: 'Sweet Test' } }],
    });
    expect((await call('GET', `/api/v1/bonus-hunt/${id}/shared`, other)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/bonus-hunt/${id}/export.csv`, null)).body).toContain(
      'Sweet Test,Prag,2.50,,,no',
    );

    await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { shared: false });
    expect((await call('GET', `/api/v1/bonus-hunt/${id}/shared`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/bonus-hunt/${id}/export.csv`, null)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/bonus-hunt/${id}`, owner)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).statusCode).toBe(404);
  });

  it('stores euros exactly, enforces the input limits with field-named 400s, and stores nothing on a bad request', async () => {
    const id = (await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Limits' })).json().id as string;
    const ok = await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet: '0.10', earning: 1234.5 });
    expect(ok.json()).toMatchObject({
      bet: '0.10',
      earning: '1234.50',
      multiplier: 12345,
      slot: null,
      superBonus: false,
    });
    expect(
      (
        await call('PATCH', `/api/v1/bonus-hunt/${id}/bonuses/${ok.json().id}`, owner, { bet: '', earning: '0,3' })
      ).json(),
    ).toMatchObject({ bet: '0.00', earning: '0.30', multiplier: null });
    expect((await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { start: '1000.5' })).json()).toMatchObject({
      start: '1000.50',
    });

    const bad: Array<[object, string]> = [
      [{ bet: '123456' }, 'bet'],
      [{ bet: '1.234' }, 'bet'],
      [{ bet: '-1' }, 'bet'],
      [{ earning: '12345678' }, 'earning'],
      [{ earning: 'abc' }, 'earning'],
      [{ slot: 'not-a-uuid' }, 'slot'],
      [{ slot: '00000000-0000-4000-8000-000000000000' }, 'slot'],
      [{ superBonus: 'yes' }, 'superBonus'],
    ];
    for (const [payload, field] of bad) {
      const res = await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    expect(
      (await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { start: '12345678901' })).json().error.fields,
    ).toHaveProperty('start');
    expect(
      (await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { name: 'x'.repeat(81) })).json().error.fields,
    ).toHaveProperty('name');
    const [n] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from bonus_hunt_bonuses`);
    expect(n?.n).toBe(1);
  });

  it('reorder takes exactly the hunt’s bonus ids, else 409 and nothing moves', async () => {
    const id = (await call('POST', '/api/v1/bonus-hunt', owner, { name: 'R' })).json().id as string;
    const ids: string[] = [];
    for (const bet of ['1', '2', '3'])
      ids.push((await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet })).json().id);
    const reordered = await call('PATCH', `/api/v1/bonus-hunt/${id}/reorder`, owner, {
      newOrder: [ids[2], ids[0], ids[1]],
    });
    expect(reordered.json().bonuses.map((b: { bet: string }) => b.bet)).toEqual(['3.00', '1.00', '2.00']);
    for (const newOrder of [
      [ids[0], ids[1]],
      [ids[0], ids[1], ids[1]],
      [ids[0], ids[1], ids[2], ids[2]],
      [ids[0], ids[1], '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await call('PATCH', `/api/v1/bonus-hunt/${id}/reorder`, owner, { newOrder });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('REORDER_MISMATCH');
    }
    // A tab that still shows the old list after a bonus was added elsewhere cannot drop the new one.
    await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet: '4' });
    expect(
      (await call('PATCH', `/api/v1/bonus-hunt/${id}/reorder`, owner, { newOrder: [ids[0], ids[1], ids[2]] }))
        .statusCode,
    ).toBe(409);
    const bets = (await call('GET', `/api/v1/bonus-hunt/${id}`, owner))
      .json()
      .bonuses.map((b: { bet: string }) => b.bet);
    expect(bets).toEqual(['3.00', '1.00', '2.00', '4.00']);
  });

  it('limits: 500 bonuses per hunt (BONUS_LIMIT) and 200 hunts per user (HUNT_LIMIT), also under parallel requests', async () => {
    const id = (await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Big' })).json().id as string;
    await database.db.execute(
      sql`insert into bonus_hunt_bonuses (hunt_id, position, bet_cents) select ${id}, g, 100 from generate_series(1, 498) g`,
    );
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet: '1' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'BONUS_LIMIT')).toBe(true);

    await database.db.execute(
      sql`insert into bonus_hunts (owner_id, name) select ${other.id}, 'h' || g from generate_series(1, 198) g`,
    );
    const made = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/v1/bonus-hunt', other, { name: 'x' })),
    );
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(made.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'HUNT_LIMIT')).toBe(true);
    expect((await call('GET', '/api/v1/bonus-hunt', other)).json()).toHaveLength(200);
  });

  it('statistics of a 50-bonus hunt match an independent computation', async () => {
    const slotIds = await addSlots([
      ['S1', 'P1'],
      ['S2', 'P2'],
      ['S3', 'P3'],
    ]);
    const id = (await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Stats' })).json().id as string;
    await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { start: '2500' });
    // Every 4th bonus is still closed (null), every 9th opened paid nothing (a dead bonus, 0).
    const bonuses = Array.from({ length: 50 }, (_, i) => ({
      bet: ((i % 7) + 1) * 40 + (i % 3),
      earning: i % 4 === 0 ? null : i % 9 === 0 ? 0 : ((i * 7919) % 50_000) + 1,
      slot: i % 3,
    }));
    for (const b of bonuses) {
      const res = await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, {
        slot: slotIds[b.slot],
        bet: (b.bet / 100).toFixed(2),
        earning: b.earning === null ? null : (b.earning / 100).toFixed(2),
      });
      expect(res.statusCode).toBe(201);
    }
    const hunt = (await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).json();
    const opened = bonuses.filter((b): b is typeof b & { earning: number } => b.earning !== null);
    expect(opened.some((b) => b.earning === 0)).toBe(true);
    const totalBets = bonuses.reduce((t, b) => t + b.bet, 0);
    const totalEarnings = opened.reduce((t, b) => t + b.earning, 0);
    const unopenedBets = bonuses.filter((b) => b.earning === null).reduce((t, b) => t + b.bet, 0);
    const eur = (c: number) => (c / 100).toFixed(2);
    const r2 = (x: number) => Math.round(x * 100) / 100;
    const multis = opened.map((b) => b.earning / b.bet);
    expect(hunt.stats).toMatchObject({
      totalBonuses: 50,
      openedBonuses: opened.length,
      totalBets: eur(totalBets),
      totalEarnings: eur(totalEarnings),
      profit: (totalEarnings - 250_000 < 0 ? '-' : '') + eur(Math.abs(totalEarnings - 250_000)),
      startBreakEvenX: r2(250_000 / totalBets),
      breakEvenAmount: eur(Math.max(0, 250_000 - totalEarnings)),
      breakEvenX: 250_000 - totalEarnings > 0 ? r2((250_000 - totalEarnings) / unopenedBets) : 0,
      avgEarning: eur(Math.round(totalEarnings / opened.length)),
      avgMulti: r2(multis.reduce((t, m) => t + m, 0) / multis.length),
      avgMultiWeighted: r2(totalEarnings / opened.reduce((t, b) => t + b.bet, 0)),
      highestWin: eur(Math.max(...opened.map((b) => b.earning))),
      highestMulti: r2(Math.max(...multis)),
    });
    expect(hunt.stats.providers.map((p: { count: number }) => p.count).reduce((t: number, n: number) => t + n, 0)).toBe(
      50,
    );
    const list = (await call('GET', '/api/v1/bonus-hunt', owner)).json();
    expect(list[0]).toMatchObject({
      id,
      slots: 50,
      left: bonuses.length - opened.length,
      breakEvenX: hunt.stats.breakEvenX,
      breakEvenAmount: hunt.stats.breakEvenAmount,
      status: 'In progress',
    });
  });

  it('an opened bonus stays opened whatever it paid: 0 is a dead bonus, null or empty un-opens it, and the hunt completes when all are opened', async () => {
    const id = (await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Dead' })).json().id as string;
    await call('PATCH', `/api/v1/bonus-hunt/${id}`, owner, { start: '10' });
    const closed = (await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet: '1' })).json();
    expect(closed).toMatchObject({ earning: null, multiplier: null });
    const win = (await call('POST', `/api/v1/bonus-hunt/${id}/bonuses`, owner, { bet: '2', earning: '30' })).json();
    expect(win).toMatchObject({ earning: '30.00', multiplier: 15 });
    let hunt = (await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).json();
    expect(hunt.status).toBe('In progress');
    // Earnings 30 > start 10, but a bonus is still closed: in progress until every bonus is opened.
    const dead = await call('PATCH', `/api/v1/bonus-hunt/${id}/bonuses/${closed.id}`, owner, { earning: '0' });
    expect(dead.json()).toMatchObject({ earning: '0.00', multiplier: 0 });
    hunt = (await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).json();
    expect(hunt).toMatchObject({ status: 'Completed', stats: { openedBonuses: 2, avgMulti: 7.5, breakEvenX: 0 } });
    expect((await call('GET', '/api/v1/bonus-hunt', owner)).json()[0]).toMatchObject({ left: 0, status: 'Completed' });
    for (const earning of ['', null, '  ']) {
      const res = await call('PATCH', `/api/v1/bonus-hunt/${id}/bonuses/${closed.id}`, owner, { earning });
      expect(res.json()).toMatchObject({ earning: null, multiplier: null });
    }
    hunt = (await call('GET', `/api/v1/bonus-hunt/${id}`, owner)).json();
    expect(hunt).toMatchObject({ status: 'In progress', stats: { openedBonuses: 1, avgMulti: 15 } });
    const csv = (await call('GET', `/api/v1/bonus-hunt/${id}/export.csv`, owner)).body;
    expect(csv.split('\n')[1]).toMatch(/^1,,,1\.00,,,no/);
  });
});
