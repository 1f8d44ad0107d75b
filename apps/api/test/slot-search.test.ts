import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import {
  applyPopularSlots,
  CATALOGUE_RECHECK_MS,
  createSlotsService,
  seedSlotCatalogue,
} from '../src/features/slots/service';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

const ASSETS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/slots');

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

const call = (method: 'GET' | 'POST', url: string, who?: TestUser | null, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const names = async (q: string) =>
  ((await call('GET', `/api/v1/slots?q=${encodeURIComponent(q)}`)).json() as Array<{ name: string }>).map(
    (s) => s.name,
  );
const popularityOf = async (name: string) =>
  (await queryRows<{ popularity: number }>(database.db, sql`select popularity from slots where name = ${name}`))[0]
    ?.popularity;

async function addSlots(rows: Array<[string, string]>): Promise<Map<string, string>> {
  const csv = ['name,provider', ...rows.map(([n, p]) => `"${n}","${p}"`)].join('\n');
  expect((await call('POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
  const found = await queryRows<{ id: string; name: string }>(database.db, sql`select id, name from slots`);
  return new Map(found.map((f) => [f.name, f.id]));
}

async function addToHunt(who: TestUser, slotId: string) {
  const hunt = await call('POST', '/api/v1/bonus-hunt', who, { name: 'Hunt' });
  const res = await call('POST', `/api/v1/bonus-hunt/${hunt.json().id}/bonuses`, who, { slot: slotId, bet: 1 });
  expect(res.statusCode).toBe(201);
}

describe('slot search ranking', () => {
  it('on the bundled catalogue with the curated figures, the top result is the slot a streamer means', async () => {
    await seedSlotCatalogue(database.db, path.join(ASSETS, 'slots.csv'));
    const { added } = await applyPopularSlots(database.db, path.join(ASSETS, 'popular.csv'));
    expect(added).toBeGreaterThan(0); // Sugar Rush and the newer famous slots the bundled list lacks
    expect((await applyPopularSlots(database.db, path.join(ASSETS, 'popular.csv'))).added).toBe(0);

    expect((await names('sweet')).slice(0, 3)).toEqual(['Sweet Bonanza', 'Sweet Bonanza 1000', 'Sweet Bonanza Xmas']);
    expect((await names('SUGAR')).slice(0, 3)).toEqual(['Sugar Rush', 'Sugar Rush 1000', 'Sugar Cubes']);
    expect((await names('book'))[0]).toBe('Book Of Dead');
    expect((await names('gates')).slice(0, 2)).toEqual(['Gates Of Olympus', 'Gates Of Olympus 1000']);
    expect((await names('dog house')).slice(0, 2).sort()).toEqual(['The Dog House', 'The Dog House Megaways']);
    expect(await names('the dog house')).toEqual(['The Dog House', 'The Dog House Megaways']);
  });

  it("a query equal to a slot's whole name, a leading 'The' aside, comes first even when a longer name is more popular", async () => {
    await addSlots([
      ['The Dog House Megaways', 'Pragmatic Play'],
      ['The Dog House', 'Pragmatic Play'],
      ['Dog House Blitz', 'Pragmatic Play'],
    ]);
    await database.db.execute(
      sql`update slots set popularity = case name when 'The Dog House Megaways' then 900 when 'Dog House Blitz' then 950 else 100 end`,
    );
    expect(await names('dog house')).toEqual(['The Dog House', 'Dog House Blitz', 'The Dog House Megaways']);
    expect((await names('  DOG   house '))[0]).toBe('The Dog House');
    expect((await names('the dog house'))[0]).toBe('The Dog House');
    expect((await names('dog house megaways'))[0]).toBe('The Dog House Megaways');
  });

  it('adding a slot to a hunt counts toward its popularity, once per picker and day, and search follows at once', async () => {
    const ids = await addSlots([
      ['Zed Alpha', 'P'],
      ['Zed Beta', 'P'],
      ['Zed Gamma', 'P'],
    ]);
    expect(await names('zed')).toEqual(['Zed Alpha', 'Zed Beta', 'Zed Gamma']);

    await addToHunt(owner, ids.get('Zed Gamma')!);
    expect(await popularityOf('Zed Gamma')).toBe(1);
    expect(await names('zed')).toEqual(['Zed Gamma', 'Zed Alpha', 'Zed Beta']);

    // The same picker again the same day: no change, however often.
    await addToHunt(owner, ids.get('Zed Gamma')!);
    await addToHunt(owner, ids.get('Zed Gamma')!);
    expect(await popularityOf('Zed Gamma')).toBe(1);

    // Another viewer, and the live hunt console (the streamer), each count once.
    await addToHunt(other, ids.get('Zed Beta')!);
    await addToHunt(owner, ids.get('Zed Beta')!);
    expect((await call('POST', '/api/v1/admin/live-hunt', admin, { start: 100 })).statusCode).toBe(201);
    const live = await call('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { _id: ids.get('Zed Beta'), name: 'Zed Beta', provider: 'P' },
      bet: 1,
      superBonus: false,
    });
    expect(live.statusCode).toBe(201);
    expect(await popularityOf('Zed Beta')).toBe(3);
    expect(await names('zed')).toEqual(['Zed Beta', 'Zed Gamma', 'Zed Alpha']);

    // A pick counted yesterday counts again today.
    await database.db.execute(sql`update slot_picks set counted_on = counted_on - 1`);
    await addToHunt(owner, ids.get('Zed Alpha')!);
    await addToHunt(owner, ids.get('Zed Gamma')!);
    expect(await popularityOf('Zed Gamma')).toBe(2);
  });

  it("another instance's search takes new figures within the recheck time, without touching the full list's ETag", async () => {
    const ids = await addSlots([
      ['Yak One', 'P'],
      ['Yak Two', 'P'],
    ]);
    let clock = 1_000_000;
    const instance = createSlotsService(database.db, { now: () => clock });
    const search = async (q: string) =>
      (JSON.parse(await instance.search(q)) as Array<{ name: string }>).map((s) => s.name);
    expect(await search('yak')).toEqual(['Yak One', 'Yak Two']);
    const { etag } = await instance.fullList();

    await addToHunt(owner, ids.get('Yak Two')!); // through the app: another instance
    expect(await search('yak')).toEqual(['Yak One', 'Yak Two']);
    clock += CATALOGUE_RECHECK_MS;
    expect(await search('yak')).toEqual(['Yak Two', 'Yak One']);
    expect((await instance.fullList()).etag).toBe(etag);
  });

  it('a bonus without a slot, or a refused one, counts nothing', async () => {
    const ids = await addSlots([['Xeno', 'P']]);
    const hunt = await call('POST', '/api/v1/bonus-hunt', owner, { name: 'Hunt' });
    expect((await call('POST', `/api/v1/bonus-hunt/${hunt.json().id}/bonuses`, owner, { bet: 1 })).statusCode).toBe(
      201,
    );
    // Another user's hunt: 404, and the slot's figure does not move.
    expect(
      (await call('POST', `/api/v1/bonus-hunt/${hunt.json().id}/bonuses`, other, { slot: ids.get('Xeno'), bet: 1 }))
        .statusCode,
    ).toBe(404);
    expect(await popularityOf('Xeno')).toBe(0);
  });
});
