import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { staticHelmetHeaders } from '../src/plugins/security';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { queryRows, type Database } from '../src/db/client';
import { DEMO_VIEWER_POINTS } from '../src/features/auth/demo-accounts';
import { seedDemo } from '../src/seed';
import { createUsersService } from '../src/features/users/service';
import { resetDatabase } from './helpers/database';
import { createTestApp, useTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';

let database: Database;
let app: FastifyInstance;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_LOGIN_PER_MINUTE: '3' });

describe('errors', () => {
  it('unknown /api paths answer a JSON 404 in the one error shape', async () => {
    for (const url of ['/api/v1/nope', '/api/nothing', '/api/v1/users/me/extra']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('malformed JSON and wrong types are 400 VALIDATION_ERROR, with the bad fields named', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION_ERROR');
    const typed = await app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { origin: TEST_ORIGIN },
      payload: { code: 5 },
    });
    expect(typed.json().error.fields).toHaveProperty('code');
    expect(typed.json().error.fields).toHaveProperty('state');
  });

  it('every response carries a request id, echoing a sane incoming one', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a 500 hides the cause', async () => {
    const failing = new Proxy(database.db, {
      get: () => () => {
        throw new Error('relation "secret_table" does not exist');
      },
    });
    const broken = await createTestApp({ ...database, db: failing });
    const token = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setJti('00000000-0000-4000-8000-000000000001')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await broken.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie: `accessToken=${token}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(res.body).not.toContain('secret_table');
    await broken.close();
  });
});

describe('security', () => {
  it('refuses state-changing requests without the site Origin or Referer', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/v1/users/logout' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.code).toBe('BAD_ORIGIN');
    const evil = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    const referer = await app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { referer: `${TEST_ORIGIN}/shop` },
    });
    expect(referer.statusCode).toBe(200);
  });

  it("sends an API answer the headers that mean something for a fetched body, not a page's", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-xss-protection'])
      expect(res.headers[name], name).toBeUndefined();
    // An API error carries them too.
    const missing = await app.inject({
      url: '/api/v1/shop/not-a-number',
      method: 'PATCH',
      headers: { origin: 'https://evil.example' },
    });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends every page helmet headers with a CSP that allows the stream players', async () => {
    // An unrouted address (the SPA's pages in the built site) and the API's own HTML pages.
    const res = await app.inject({ method: 'GET', url: '/nothing-here' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/frame-src[^;]*https:\/\/player\.twitch\.tv/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/player\.kick\.com/);
    expect(csp).toMatch(/frame-src[^;]*https:\/\/www\.youtube\.com/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Chromium sends Origin: null on same-origin form posts under no-referrer; this policy keeps the origin.
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    // Not in production: no HSTS, no upgrade-insecure-requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
    // An unrouted /api address is no API answer either.
    expect((await app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).headers['x-frame-options']).toBe(
      'SAMEORIGIN',
    );
  });

  it('in production the same headers add HSTS and upgrade-insecure-requests', async () => {
    const headers = staticHelmetHeaders({
      hsts: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: [] },
      },
    });
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['content-security-policy']).toBe("default-src 'self';upgrade-insecure-requests");
  });

  it('rate-limits sign-in with 429 RATE_LIMITED', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (await app.inject({ method: 'GET', url: '/api/v1/auth/twitch', remoteAddress: '10.9.9.9' })).statusCode,
      );
    expect(codes).toEqual([302, 302, 302, 429, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/v1/auth/twitch', remoteAddress: '10.9.9.9' });
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('health and OpenAPI', () => {
  it('/api/health checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const down = await createTestApp({ ...database, ping: () => Promise.reject(new Error('down')) });
    const bad = await down.inject({ method: 'GET', url: '/api/health' });
    expect(bad.statusCode).toBe(503);
    expect(bad.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await down.close();
  });

  it('/api/openapi.json documents the API from the zod contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/me', '/api/v1/users/login', '/api/v1/data/stream', '/api/health']),
    );
    expect(JSON.stringify(doc.paths['/api/v1/users/me'])).toContain('#/components/schemas/Me');
    expect(Object.keys(doc.components.schemas.Me.properties)).toEqual([
      '_id',
      'username',
      'avatar',
      'points',
      'role',
      'locale',
    ]);
  });
});

describe('web app serving', () => {
  it('serves index.html for client routes, assets as files, and JSON 404 under /api', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(root, 'assets', 'app-123.js'), 'console.log(1)');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const web = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: false, webRoot: root });
    const page = await web.inject({ method: 'GET', url: '/minigames/mines' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const asset = await web.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await web.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const traversal = await web.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(traversal.body).not.toContain('root:');
    expect((await web.inject({ method: 'GET', url: '/assets/missing-1.js' })).statusCode).toBe(404);
    await web.close();
  });

  it('index.html: stylesheet inlined and the age gate without the age cookie, linked with it; compressed; assets sent precompressed', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'web-'));
    mkdirSync(path.join(root, 'assets'));
    mkdirSync(path.join(root, '.vite'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body>',
    );
    writeFileSync(path.join(root, 'assets', 'index-1.css'), '.x{color:red}');
    writeFileSync(
      path.join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app-main.tsx': { file: 'assets/app-main-9.js', imports: ['_dep.js'] },
        '_dep.js': { file: 'assets/dep-8.js' },
      }),
    );
    const big = `console.log(${JSON.stringify('x'.repeat(5000))})`;
    writeFileSync(path.join(root, 'assets', 'app-main-9.js'), big);
    writeFileSync(path.join(root, 'assets', 'app-main-9.js.br'), brotliCompressSync(big));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const web = await buildApp({ config, database, sessionSecret: TEST_SECRET, logger: false, webRoot: root });

    const first = await web.inject({
      method: 'GET',
      url: '/shop',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Cookie');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<style>.x{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toMatch(
      /<div id="age-gate" data-prefetch="\/assets\/index-1.css \/assets\/app-main-9.js \/assets\/dep-8.js"[^>]*role="dialog"/,
    );
    expect(html).toContain('I AM 18 OR OLDER - ENTER');
    expect(html).not.toContain('modulepreload');

    // The routes outside the app's layout never get the gate: OBS overlays and the sign-in return.
    // Without the cookie they keep the stylesheet inlined: nothing says the browser holds it.
    for (const url of ['/overlay/hunt?key=k', '/overlay/gtb', '/login?code=x']) {
      const body = (await web.inject({ method: 'GET', url })).body;
      expect(body, url).not.toContain('age-gate');
      expect(body, url).toContain('<style>.x{color:red}</style>');
    }
    // A visitor who answered the gate has been here (its page prefetched the stylesheet): it is linked.
    for (const age of ['true', 'false']) {
      const back = await web.inject({ method: 'GET', url: '/shop', headers: { cookie: `age=${age}` } });
      expect(back.headers['content-encoding']).toBeUndefined();
      expect(back.body).not.toContain('age-gate');
      expect(back.body).not.toContain('<style>');
      expect(back.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
      expect(back.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/app-main-9.js"><link rel="modulepreload" crossorigin href="/assets/dep-8.js"></head>',
      );
    }

    // A session cookie from before the signedIn companion: the page names it so the web asks /users/me.
    const old = await web.inject({ method: 'GET', url: '/', headers: { cookie: 'age=true; accessToken=x' } });
    expect(old.cookies.find((c) => c.name === 'signedIn')).toMatchObject({ value: '1', path: '/' });
    expect(
      (await web.inject({ method: 'GET', url: '/', headers: { cookie: 'age=true; accessToken=x; signedIn=1' } }))
        .cookies,
    ).toEqual([]);

    const asset = await web.inject({
      method: 'GET',
      url: '/assets/app-main-9.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(big);
    expect((await web.inject({ method: 'GET', url: '/assets/app-main-9.js' })).body).toBe(big);
    await web.close();
  });
});

describe('demo seed and admin roles', () => {
  it('seeds an empty database once: demo viewer with 10,000 points, demo admin, a shop and one pending redemption', async () => {
    await resetDatabase(database);
    expect(await seedDemo(database.db)).toEqual({ seeded: true });
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    const rows = await queryRows<{ login: string; role: string; points: number; ledger: number }>(
      database.db,
      sql`select u.login, u.role, u.points, coalesce((select sum(delta) from points_ledger l where l.user_id = u.id), 0)::int as ledger from users u order by login`,
    );
    expect(rows).toEqual([
      { login: 'demo_admin', role: 'Admin', points: 0, ledger: 0 },
      { login: 'demo_fan', role: 'User', points: 2_000, ledger: 2_000 },
      { login: 'demo_viewer', role: 'User', points: DEMO_VIEWER_POINTS, ledger: DEMO_VIEWER_POINTS },
    ]);
    const shop = await queryRows<{ n: number; out: number }>(
      database.db,
      sql`select count(*)::int as n, count(*) filter (where quantity = 0)::int as out from shop_items`,
    );
    expect(shop[0]).toEqual({ n: 6, out: 1 });
    const pending = await queryRows<{ item_name: string }>(
      database.db,
      sql`select item_name from redemptions where status = 'pending'`,
    );
    expect(pending).toEqual([{ item_name: 'Shout-out on Stream' }]);
  });

  it('grant and revoke by login (npm run admin)', async () => {
    await resetDatabase(database);
    await seedDemo(database.db);
    const users = createUsersService({ db: database.db, adminLogins: {}, signupBonus: 0 });
    expect(await users.setRoleByLogin('twitch', 'DEMO_VIEWER', 'Admin', 'cli:test')).toBe(true);
    expect(await users.setRoleByLogin('twitch', 'nobody', 'Admin', 'cli:test')).toBe(false);
    const role = await queryRows<{ role: string }>(
      database.db,
      sql`select role from users where login = 'demo_viewer'`,
    );
    expect(role[0]?.role).toBe('Admin');
  });

  it('the database refuses a negative balance', async () => {
    await resetDatabase(database);
    await seedDemo(database.db);
    await expect(database.db.execute(sql`update users set points = -1 where login = 'demo_viewer'`)).rejects.toThrow();
  });
});
