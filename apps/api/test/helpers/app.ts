import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { startFakeDrand } from '../fakes/fake-drand';
import { openTestDatabase } from './database';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

export type TestApp = { app: FastifyInstance; database: Database };

/**
 * The drand relay every test app trusts unless a test names its own (DRAND_URLS): a local fake that
 * signs any round asked, at once, so a draw does not wait out a period; one per test process.
 */
let sharedDrand: ReturnType<typeof startFakeDrand> | undefined;

/** The real app on the given database, with test configuration overrides. */
export async function createTestApp(database: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  // A production-mode app (tests of what production refuses) keeps the pinned chain: the config refuses
  // the fake chain's test-only settings outside NODE_ENV=test.
  const ownRelay = env.DRAND_URLS !== undefined || (env.NODE_ENV !== undefined && env.NODE_ENV !== 'test');
  const drand = ownRelay ? {} : (await (sharedDrand ??= startFakeDrand())).env;
  // Factories write straight to the database, so the expiring public caches are off unless a test turns one on.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    SHOP_CACHE_MS: '0',
    // A pushed go-live the platform's fake does not show is asked again after 20, 60 and 120 ms, not 5 to 30 s.
    GO_LIVE_RETRY_MS: '20',
    ...drand,
    ...env,
  });
  const app = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: false });
  await app.ready();
  return app;
}

/**
 * A test file's lifecycle: before its tests, a fresh test database and the real app on it (with `env`
 * overrides), handed to `bind` for the file's own variables; after them, both closed.
 */
export function useTestApp(bind: (opened: TestApp) => void, env: Record<string, string> = {}): void {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    opened = { database, app: await createTestApp(database, env) };
    bind(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.database.close();
  });
}

/**
 * `useTestApp` with two instances of the app on the one database, as two servers behind a load
 * balancer: both handed to `bind`, all three closed after the file's tests.
 */
export function useTwoTestApps(
  bind: (opened: { database: Database; app: FastifyInstance; second: FastifyInstance }) => void,
  env: Record<string, string> = {},
): void {
  let opened: { database: Database; app: FastifyInstance; second: FastifyInstance } | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    opened = { database, app: await createTestApp(database, env), second: await createTestApp(database, env) };
    bind(opened);
  });
  afterAll(async () => {
    await opened?.app.close();
    await opened?.second.close();
    await opened?.database.close();
  });
}

/** The cookies a response set, as a Cookie header value for the next request. */
export function cookieHeader(...responses: LightMyRequestResponse[]): string {
  const jar = new Map<string, string>();
  for (const res of responses) {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
