import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let viewer: TestUser;
let slotIds: string[];

useTestApp((opened) => ({ app, database } = opened));
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  viewer = await createUser(database);
  await app.inject({
    method: 'POST',
    url: '/api/v1/slots/import',
    headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
    payload: { csv: 'name,provider\nAlpha,P1\nBeta,P1\nGamma,P2' },
  });
  slotIds = (await queryRows<{ id: string }>(database.db, sql`select id from slots order by name`)).map((r) => r.id);
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: TestUser | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...headers, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('box picker boxes', () => {
  it('admins create, edit and delete boxes of catalogue slots; anyone reads them in order', async () => {
    const created = await call('POST', '/api/v1/admin/minigame/boxes', admin, {
      name: 'Box A',
      slots: [slotIds[1], slotIds[0]],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Box A',
      thumbnail: null,
      slots: [{ name: 'Beta' }, { name: 'Alpha' }],
    });
    await call('POST', '/api/v1/admin/minigame/boxes', admin, {
      name: 'Box B',
      thumbnail: 'https://cdn.example.com/b.png',
    });
    const edited = await call('PATCH', `/api/v1/admin/minigame/boxes/${created.json().id}`, admin, {
      slots: [slotIds[2]],
    });
    expect(edited.json().slots).toEqual([{ id: slotIds[2], name: 'Gamma', provider: 'P2' }]);

    const read = await call('GET', '/api/v1/minigame/boxes', null);
    expect(read.json().map((b: { name: string }) => b.name)).toEqual(['Box A', 'Box B']);
    expect((await call('DELETE', `/api/v1/admin/minigame/boxes/${created.json().id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/minigame/boxes', null)).json()).toHaveLength(1);
    expect((await call('DELETE', `/api/v1/admin/minigame/boxes/${created.json().id}`, admin)).statusCode).toBe(404);
  });

  it('refuses viewers, visitors and bad input with field names, storing nothing', async () => {
    expect((await call('POST', '/api/v1/admin/minigame/boxes', viewer, { name: 'X' })).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/admin/minigame/boxes', null, { name: 'X' })).statusCode).toBe(401);
    const bad: Array<[object, string]> = [
      [{ name: '' }, 'name'],
      [{ name: 'X', thumbnail: 'http://insecure.example/x.png' }, 'thumbnail'],
      [{ name: 'X', slots: ['nope'] }, 'slots.0'],
      [{ name: 'X', slots: [slotIds[0], slotIds[0]] }, 'slots'],
      [{ name: 'X', slots: ['00000000-0000-4000-8000-000000000000'] }, 'slots'],
    ];
    for (const [payload, field] of bad) {
      const res = await call('POST', '/api/v1/admin/minigame/boxes', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        Object.keys(res.json().error.fields ?? {}).some((k) => k.startsWith(field.split('.')[0]!)),
        JSON.stringify(res.json()),
      ).toBe(true);
    }
    expect((await call('GET', '/api/v1/minigame/boxes', null)).json()).toEqual([]);
  });

  it('a stream tool may read with the overlay key; a wrong key is 401', async () => {
    const key = (await call('POST', '/api/v1/admin/overlay-key', admin)).json().key as string;
    expect((await call('GET', '/api/v1/minigame/boxes', null, undefined, { 'x-api-key': key })).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/minigame/boxes', null, undefined, { 'x-api-key': 'wrong' })).statusCode).toBe(
      401,
    );
  });
});
