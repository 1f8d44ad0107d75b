import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createSessionCodec } from '../src/lib/session';
import { createTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';

let database: Database;
let app: FastifyInstance;
let viewer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  viewer = await createUser(database, { points: 100 });
  admin = await createUser(database, { role: 'Admin' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const uuid = '00000000-0000-4000-8000-000000000000';

type OpenApiParameter = { in: string; name: string; schema?: { type?: string; enum?: unknown[] } };
type OpenApiOperation = { tags?: string[]; parameters?: OpenApiParameter[]; requestBody?: unknown };
type AdminOperation = { method: string; url: string; withBody: boolean };

/** A value that passes a path parameter's schema: uuid ids, or the schema's first enum value, or a word. */
function pathValue(parameter: OpenApiParameter): string {
  if (parameter.schema?.enum?.length) return String(parameter.schema.enum[0]);
  if (parameter.schema?.type === 'integer' || parameter.schema?.type === 'number') return '1';
  return /id$/i.test(parameter.name) ? uuid : 'unknown-slug';
}

/**
 * Every operation the API document tags `admin`, read from the served OpenAPI document itself: a new
 * admin route is in the matrix the day it is added, with nothing to list by hand.
 */
async function adminOperations(): Promise<AdminOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const operations: AdminOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      // A path of the admin area must be documented as an admin operation, or the matrix would miss it.
      if (path.includes('/admin/'))
        expect([method, path, operation.tags?.includes('admin')]).toEqual([method, path, true]);
      if (!operation.tags?.includes('admin')) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        pathValue(operation.parameters?.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name }),
      );
      operations.push({ method: method.toUpperCase(), url, withBody: Boolean(operation.requestBody) });
    }
  }
  return operations;
}

const call = (operation: AdminOperation, cookie?: string) =>
  app.inject({
    method: operation.method as 'GET',
    url: operation.url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(operation.withBody ? { payload: {} } : {}),
  });

const outcome = (operation: AdminOperation, res: { statusCode: number; json: () => { error?: { code?: string } } }) => [
  `${operation.method} ${operation.url}`,
  res.statusCode,
  res.json().error?.code,
];

describe('role matrix over every admin operation of the OpenAPI document', () => {
  it('covers every admin operation the document lists', async () => {
    // 82 when this matrix was generated (issue 31); it only grows with new admin routes.
    expect((await adminOperations()).length).toBeGreaterThanOrEqual(82);
  });

  it('a guest gets 401, a viewer 403, and a viewer whose token claims Admin 403 on every admin operation', async () => {
    const codec = createSessionCodec(TEST_SECRET);
    const claims = await codec.verify(viewer.cookie.slice('accessToken='.length));
    // The viewer's own live session with a role claim it was never given, signed with the real secret.
    const forgedRole = `accessToken=${await codec.sign({ ...claims!, role: 'Admin' })}`;
    // The same claim signed with another secret.
    const forgedSignature = `accessToken=${await createSessionCodec(`${TEST_SECRET}-not-ours`).sign({ ...claims!, role: 'Admin' })}`;
    for (const operation of await adminOperations()) {
      const name = `${operation.method} ${operation.url}`;
      expect(outcome(operation, await call(operation))).toEqual([name, 401, 'UNAUTHENTICATED']);
      expect(outcome(operation, await call(operation, viewer.cookie))).toEqual([name, 403, 'FORBIDDEN']);
      expect(outcome(operation, await call(operation, forgedRole))).toEqual([name, 403, 'FORBIDDEN']);
      expect(outcome(operation, await call(operation, forgedSignature))).toEqual([name, 401, 'UNAUTHENTICATED']);
    }
  });

  it('an admin gets past the guard on every admin operation, and nothing answers 5xx', async () => {
    // Unknown ids and empty bodies: the route itself answers (404, 400, 409 …), never the guard.
    for (const operation of await adminOperations()) {
      const res = await call(operation, admin.cookie);
      expect([
        `${operation.method} ${operation.url}`,
        res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500,
      ]).toEqual([`${operation.method} ${operation.url}`, false]);
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
