import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { createItem, createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let viewer: TestUser;
let admin: TestUser;
let itemId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  viewer = await createUser(database, { points: 100 });
  admin = await createUser(database, { role: 'Admin' });
  itemId = (await createItem(database)).id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const uuid = '00000000-0000-4000-8000-000000000000';
/** Every admin route, with a body valid enough to pass validation so the role check is what answers. */
const adminRoutes = () =>
  [
    { method: 'GET', url: '/api/v1/admin/users' },
    { method: 'GET', url: '/api/v1/reedem' },
    {
      method: 'POST',
      url: '/api/v1/shop',
      payload: { name: 'x', description: '', cost: 1, quantity: 1, image: 'https://a.example/i.png' },
    },
    { method: 'PATCH', url: `/api/v1/shop/${itemId}`, payload: { cost: 2 } },
    { method: 'DELETE', url: `/api/v1/shop/${uuid}` },
    { method: 'POST', url: `/api/v1/reedem/approve/${uuid}` },
    { method: 'POST', url: `/api/v1/reedem/denied/${uuid}` },
    { method: 'PUT', url: '/api/v1/points', payload: { id: uuid, points: 5 } },
    { method: 'POST', url: '/api/v1/admin/points/season-reset', payload: { confirm: 'RESET' } },
  ] as const;

describe('role matrix over every admin route', () => {
  it('guest 401, viewer 403, admin gets past the guard', async () => {
    for (const route of adminRoutes()) {
      const base = {
        method: route.method,
        url: route.url,
        headers: { origin: TEST_ORIGIN },
        ...('payload' in route ? { payload: route.payload } : {}),
      };
      const guest = await app.inject(base);
      expect([route.url, guest.statusCode, guest.json().error.code]).toEqual([route.url, 401, 'UNAUTHENTICATED']);
      const asViewer = await app.inject({ ...base, headers: { ...base.headers, cookie: viewer.cookie } });
      expect([route.url, asViewer.statusCode, asViewer.json().error.code]).toEqual([route.url, 403, 'FORBIDDEN']);
    }
    // Admins pass the guard (404 for the unknown ids is the route itself answering). The reset runs last.
    for (const route of adminRoutes()) {
      const res = await app.inject({
        method: route.method,
        url: route.url,
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        ...('payload' in route ? { payload: route.payload } : {}),
      });
      expect([route.url, res.statusCode < 300 || res.statusCode === 404]).toEqual([route.url, true]);
    }
  });

  it('a role removed in the database takes effect at once, whatever the token says', async () => {
    const demoted = await createUser(database, { role: 'Admin' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/reedem', headers: { cookie: demoted.cookie } })).statusCode,
    ).toBe(200);
    const { setRoleById } = await import('../src/features/users/repository');
    await setRoleById(database.db, demoted.id, 'User');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/reedem', headers: { cookie: demoted.cookie } })).statusCode,
    ).toBe(403);
  });
});
