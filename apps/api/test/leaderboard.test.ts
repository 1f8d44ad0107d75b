import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { fetchWagers, scaledToCents, toCents } from '../src/features/leaderboard/adapters';
import { monthWindow, windowOfPeriod } from '../src/lib/lisbon-months';
import { createLeaderboardService } from '../src/features/leaderboard/service';
import { createSecretBox } from '../src/lib/secret-box';
import { createTestApp, TEST_ORIGIN, TEST_SECRET } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { startFakeSponsors } from './fakes/fake-sponsors';

const KEY = 'sponsor-key-123';
let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let fake: Awaited<ReturnType<typeof startFakeSponsors>>;

const quietLog = { info: () => {}, warn: () => {}, error: () => {} };
const API_ADAPTERS = [
  'roobet',
  'shuffle',
  'gamdom',
  'rainbet',
  'clash',
  'acebet',
  'casesgg',
  'packdraw',
  'raingg',
] as const;
const CREDS = { key: KEY, userId: 'aff1', code: 'streamer' };
const lisbonDay = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeSponsors({ key: KEY });
  app = await createTestApp(database, {
    ROOBET_API_URL: fake.url,
    SHUFFLE_API_URL: fake.url,
    GAMDOM_API_URL: fake.url,
    RAINBET_API_URL: fake.url,
    CLASH_API_URL: fake.url,
    ACEBET_API_URL: fake.url,
    CASESGG_API_URL: fake.url,
    PACKDRAW_API_URL: fake.url,
    RAINGG_API_URL: fake.url,
    LEADERBOARD_TIMEOUT_MS: '1000',
    LEADERBOARD_CACHE_MS: '0',
  });
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  fake.state.mode = 'good';
  fake.state.period = monthWindow(new Date()).period;
  fake.state.later = [];
  fake.state.nextDay = '';
  fake.state.players = [
    { username: 'alice_high', wagered: '12000.50' },
    { username: 'bobby', wagered: '9000' },
    { username: 'carol99', wagered: '7000.25' },
    { username: 'dave', wagered: '5000' },
    { username: 'erin_x', wagered: '3000.10' },
    { username: 'frank', wagered: '100' },
  ];
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: admin.cookie }, payload });
const addSponsor = (slug: string, adapter: string, extra: object = {}) =>
  send('POST', '/api/v1/admin/sponsors', {
    slug,
    name: slug,
    logo: `/sponsors/${slug}.svg`,
    adapter,
    credentials: adapter === 'csv' ? null : { key: KEY, userId: 'aff1' },
    ...extra,
  });

describe('sponsor adapters against the local fake', () => {
  const window = monthWindow(new Date());
  const opts = () => ({ baseUrl: fake.url, timeoutMs: 1000, now: new Date() });
  for (const adapter of API_ADAPTERS) {
    it(`${adapter}: good data, empty month, malformed rows, 4xx, 5xx, Cloudflare's challenge, timeout`, async () => {
      const good = await fetchWagers(adapter, CREDS, window, opts());
      expect(good.rows[0]).toEqual({ username: 'alice_high', wageredCents: 1_200_050 });
      expect(good.rows.map((r) => r.username)).toEqual(['alice_high', 'bobby', 'carol99', 'dave', 'erin_x', 'frank']);

      fake.state.mode = 'empty';
      expect((await fetchWagers(adapter, { key: KEY }, window, opts())).rows).toEqual([]);

      fake.state.mode = 'malformed';
      const mixed = await fetchWagers(adapter, { key: KEY }, window, opts());
      expect(mixed.rows).toHaveLength(6);
      expect(mixed.skipped).toBeGreaterThanOrEqual(4);

      for (const mode of ['4xx', '5xx'] as const) {
        fake.state.mode = mode;
        await expect(fetchWagers(adapter, { key: KEY }, window, opts())).rejects.toThrow(/HTTP (4|5)\d\d/);
      }
      fake.state.mode = 'cloudflare';
      await expect(fetchWagers(adapter, { key: KEY }, window, opts())).rejects.toThrow(
        /^HTTP 403: refused by Cloudflare/,
      );
      fake.state.mode = 'hang';
      const started = Date.now();
      await expect(fetchWagers(adapter, { key: KEY }, window, opts())).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(5000);
    });
  }

  it('sends each contract its own parameters (Shuffle never gets a future end)', async () => {
    fake.state.requests = [];
    const now = new Date();
    for (const adapter of API_ADAPTERS) await fetchWagers(adapter, CREDS, window, { ...opts(), now });
    const [roobet, shuffle, gamdom, rainbet, clash, acebet, casesgg, packdraw, raingg] = fake.state.requests;
    expect(roobet).toMatch(/^\/affiliate\/v2\/stats\?userId=aff1&startDate=.*&endDate=/);
    expect(shuffle).toMatch(new RegExp(`^/stats/${KEY}\\?startTime=\\d+&endTime=\\d+$`));
    expect(gamdom).toMatch(/after=\d{4}-\d{2}-01$/);
    expect(rainbet).toMatch(/start_at=\d{4}-\d{2}-01&end_at=\d{4}-\d{2}-\d{2}&key=/);
    // The detailed summary: one call from the month's first Lisbon day (it counts until now).
    const first = lisbonDay(window.start);
    expect(first).toMatch(/-01$/);
    for (const path of [clash, acebet, casesgg]) expect(path).toBe(`/affiliates/detailed-summary/v2/${first}`);
    // Packdraw: M-D-YYYY, no `before` while the month runs.
    const [y, m] = first.split('-');
    expect(packdraw).toBe(`/api/v1/affiliates/leaderboard?after=${Number(m)}-1-${y}&apiKey=${KEY}`);
    // Rain.gg: the month's start instant to now, wagered, the streamer's code.
    const q = new URL(raingg!, 'http://x').searchParams;
    expect(q.get('start_date')).toBe(window.start.toISOString());
    expect(q.get('end_date')).toBe(now.toISOString());
    expect([q.get('type'), q.get('code')]).toEqual(['wagered', 'streamer']);
  });

  it('the detailed summary counts whole hundredths: cents at Acebet and Cases.gg, hundredths of a gem at Clash', async () => {
    for (const adapter of ['clash', 'acebet', 'casesgg'] as const) {
      const { rows } = await fetchWagers(adapter, CREDS, window, opts());
      // The fake answers 12000.50 as 1200050: exact cents, no float on the way.
      expect(rows.map((r) => r.wageredCents)).toEqual([1_200_050, 900_000, 700_025, 500_000, 300_010, 10_000]);
    }
    expect([scaledToCents(1_200_050, 100), scaledToCents(7, 100), scaledToCents('12.5', 100)]).toEqual([
      1_200_050, 7, 13,
    ]);
    expect([scaledToCents(-1, 100), scaledToCents('1e3', 100)]).toEqual([null, null]);
  });

  it('an ended month: the detailed summary from its first day minus the one from the next month, asked first', async () => {
    const past = windowOfPeriod('2025-03');
    fake.state.nextDay = lisbonDay(past.end);
    fake.state.players = [
      { username: 'alice_high', wagered: '120.50' },
      { username: 'bobby', wagered: '90' },
    ];
    // Wagered in April and later: counted by "since March 1st", taken out again by "since April 1st".
    fake.state.later = [
      { username: 'alice_high', wagered: '5000.25' },
      { username: 'april_only', wagered: '77' },
    ];
    fake.state.requests = [];
    const { rows } = await fetchWagers('clash', CREDS, past, opts());
    expect(rows).toEqual([
      { username: 'alice_high', wageredCents: 12_050 },
      { username: 'bobby', wageredCents: 9_000 },
    ]);
    expect(fake.state.requests).toEqual([
      '/affiliates/detailed-summary/v2/2025-04-01',
      '/affiliates/detailed-summary/v2/2025-03-01',
    ]);
    // Just after a summer month ends in Lisbon (23:00 UTC), its next day has not begun in UTC: not asked.
    const july = windowOfPeriod('2025-07');
    fake.state.requests = [];
    fake.state.nextDay = '';
    await fetchWagers('acebet', CREDS, july, { ...opts(), now: new Date(july.end.getTime() + 10 * 60_000) });
    expect(fake.state.requests).toEqual(['/affiliates/detailed-summary/v2/2025-07-01']);
    fake.state.requests = [];
    await fetchWagers('packdraw', CREDS, past, opts());
    await fetchWagers('raingg', CREDS, past, opts());
    expect(fake.state.requests[0]).toBe(`/api/v1/affiliates/leaderboard?after=3-1-2025&before=4-1-2025&apiKey=${KEY}`);
    const q = new URL(fake.state.requests[1]!, 'http://x').searchParams;
    expect([q.get('start_date'), q.get('end_date')]).toEqual([
      '2025-03-01T00:00:00.000Z',
      new Date(past.end.getTime() - 1000).toISOString(),
    ]);
  });

  it("Rain.gg: another streamer's code has none of these players; the key goes in x-api-key", async () => {
    expect((await fetchWagers('raingg', { key: KEY, code: 'someone-else' }, window, opts())).rows).toEqual([]);
    await expect(fetchWagers('raingg', { key: 'wrong', code: 'streamer' }, window, opts())).rejects.toThrow(/HTTP 401/);
  });

  it('amounts become exact cents', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents(1234.565)).toBe(123_457);
    expect(toCents('12')).toBe(1200);
    expect([toCents('-1'), toCents('1e5'), toCents(Number.NaN), toCents(null)]).toEqual([null, null, null, null]);
  });
});

describe('leaderboard', () => {
  // The board's shape ({wager, time}) and prize rules: docs/product.md#wager-race.
  it('sync, the board shape {wager, time} with prizes, ETag and 304; credentials never reach a browser', async () => {
    expect((await addSponsor('roobet', 'roobet')).statusCode).toBe(201);
    const list = await app.inject({ method: 'GET', url: '/api/v1/sponsors' });
    expect(list.json()).toEqual([
      {
        slug: 'roobet',
        name: 'roobet',
        logo: '/sponsors/roobet.svg',
        prizes: [2000, 1500, 750, 500, 250],
        periods: [],
      },
    ]);
    const adminList = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/sponsors',
      headers: { cookie: admin.cookie },
    });
    expect(adminList.json()[0]).toMatchObject({ hasCredentials: true });
    expect(adminList.body + list.body).not.toContain(KEY);
    const stored = await queryRows<{ c: string }>(database.db, sql`select credentials_sealed as c from sponsors`);
    expect(stored[0]?.c).not.toContain(KEY);

    const before = await app.inject({ method: 'GET', url: '/api/v1/leaderboard/roobet' });
    expect(before.json()).toEqual({ wager: [], time: Math.floor(monthWindow(new Date()).end.getTime() / 1000) });

    const service = createLeaderboardService({
      db: database.db,
      secrets: createSecretBox(`${TEST_SECRET}:secrets-key`),
      log: quietLog,
      baseUrls: { roobet: fake.url },
      timeoutMs: 1000,
      cacheMs: 0,
    });
    await service.syncAll();
    const res = await app.inject({ method: 'GET', url: '/api/v1/leaderboard/roobet' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    expect(res.json().wager.slice(0, 5)).toEqual([
      { sort: 1, name: 'al***h', wager: 12000.5, prize: 2000 },
      { sort: 2, name: 'bo***y', wager: 9000, prize: 1500 },
      { sort: 3, name: 'ca***9', wager: 7000.25, prize: 750 },
      { sort: 4, name: 'd***e', wager: 5000, prize: 500 },
      { sort: 5, name: 'er***x', wager: 3000.1, prize: 250 },
    ]);
    expect(res.json().wager[5]).toMatchObject({ sort: 6, prize: 0 });
    const again = await app.inject({
      method: 'GET',
      url: '/api/v1/leaderboard/roobet',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // A failing sponsor keeps the last good standings.
    fake.state.mode = '5xx';
    await service.syncAll();
    expect((await app.inject({ method: 'GET', url: '/api/v1/leaderboard/roobet' })).json().wager).toHaveLength(6);
    expect((await app.inject({ method: 'GET', url: '/api/v1/leaderboard/nope' })).statusCode).toBe(404);
  });

  it('editing a sponsor changes only the fields sent; credentials stay sealed unless replaced or cleared', async () => {
    await addSponsor('gamdom', 'gamdom', { prizes: [100, 50], maskNames: false });
    const renamed = await send('PATCH', '/api/v1/admin/sponsors/gamdom', { name: 'Gamdom' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Gamdom', prizes: [100, 50], maskNames: false, hasCredentials: true });
    expect(
      (await send('PATCH', '/api/v1/admin/sponsors/gamdom', { prizes: [300, 200, 100], maskNames: true })).json(),
    ).toMatchObject({ prizes: [300, 200, 100], maskNames: true, hasCredentials: true });
    const bad = await send('PATCH', '/api/v1/admin/sponsors/gamdom', { prizes: [], logo: '//evil.test/x.png' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['logo', 'prizes']);
    const key = 'replacement-key-9';
    expect((await send('PATCH', '/api/v1/admin/sponsors/gamdom', { credentials: { key } })).json()).toMatchObject({
      hasCredentials: true,
    });
    const stored = await queryRows<{ c: string }>(
      database.db,
      sql`select credentials_sealed as c from sponsors where slug = 'gamdom'`,
    );
    expect(stored[0]?.c).not.toContain(key);
    expect((await send('PATCH', '/api/v1/admin/sponsors/gamdom', { credentials: null })).json()).toMatchObject({
      hasCredentials: false,
    });
    const list = await app.inject({ method: 'GET', url: '/api/v1/sponsors' });
    expect(list.json()).toEqual([expect.objectContaining({ slug: 'gamdom', name: 'Gamdom', prizes: [300, 200, 100] })]);
    expect((await send('PATCH', '/api/v1/admin/sponsors/nope', { name: 'x' })).statusCode).toBe(404);
  });

  it('4th and 5th prizes only with at least 5 entries; names unmasked when the sponsor says so', async () => {
    await addSponsor('stake', 'csv', { maskNames: false });
    const period = monthWindow(new Date()).period;
    const imported = await send('POST', '/api/v1/admin/sponsors/stake/import', {
      period,
      csv: 'username,wagered\nann,"1,000.00"\nben,500\ncid,400\ndan,300\nbad row,\n',
    });
    expect(imported.json()).toEqual({ imported: 4, skipped: 1 });
    const res = await app.inject({ method: 'GET', url: '/api/v1/leaderboard/stake' });
    expect(res.json().wager.map((w: { name: string; prize: number }) => [w.name, w.prize])).toEqual([
      ['ann', 2000],
      ['ben', 1500],
      ['cid', 750],
      ['dan', 0],
    ]);
    // A file without the two columns is refused whole, by code (the web writes the sentence).
    expect(
      (await send('POST', '/api/v1/admin/sponsors/stake/import', { period, csv: 'nothing,here\n1,2' })).json().error,
    ).toMatchObject({ code: 'VALIDATION_ERROR', fields: { csv: 'MISSING_COLUMNS' } });
  });

  it('a past month is frozen once under two concurrent runs; later syncs never change it; re-freeze needs confirm and is logged', async () => {
    await addSponsor('gamdom', 'gamdom');
    const past = '2025-03';
    await send('POST', '/api/v1/admin/sponsors/gamdom/import', { period: past, csv: 'username,wagered\nold_one,10\n' });
    const service = createLeaderboardService({
      db: database.db,
      secrets: createSecretBox(`${TEST_SECRET}:secrets-key`),
      log: quietLog,
      baseUrls: { gamdom: fake.url },
      timeoutMs: 1000,
      cacheMs: 0,
    });
    const [sponsor] = await queryRows<{ id: string }>(database.db, sql`select id from sponsors`);
    const results = await Promise.all([
      service.freeze(sponsor!.id, past, null),
      service.freeze(sponsor!.id, past, null),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const logRows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from leaderboard_freeze_log`,
    );
    expect(logRows[0]?.n).toBe(1);

    const start = Math.floor(windowOfPeriod(past).start.getTime() / 1000) + 3601;
    const frozen = await app.inject({ method: 'GET', url: `/api/v1/leaderboard/gamdom?startTimestamp=${start}` });
    expect(frozen.json().wager).toEqual([{ sort: 1, name: 'ol***e', wager: 10, prize: 2000 }]);
    expect(frozen.headers['cache-control']).toContain('max-age=300');
    expect(
      (
        await send('POST', '/api/v1/admin/sponsors/gamdom/import', { period: past, csv: 'username,wagered\nx,1\n' })
      ).json().error.code,
    ).toBe('MONTH_FROZEN');
    expect((await app.inject({ method: 'GET', url: '/api/v1/sponsors' })).json()[0].periods).toEqual([past]);

    // Re-freeze: refused without confirm; with it, fetched again from the sponsor and logged.
    expect((await send('POST', '/api/v1/admin/sponsors/gamdom/refreeze', { period: past })).statusCode).toBe(400);
    fake.state.period = past;
    expect(
      (await send('POST', '/api/v1/admin/sponsors/gamdom/refreeze', { period: past, confirm: true })).statusCode,
    ).toBe(204);
    const after = await app.inject({ method: 'GET', url: `/api/v1/leaderboard/gamdom?startTimestamp=${start}` });
    expect(after.json().wager[0]).toMatchObject({ name: 'al***h', wager: 12000.5 });
    const actions = await queryRows<{ action: string; admin_id: string | null }>(
      database.db,
      sql`select action, admin_id from leaderboard_freeze_log order by at`,
    );
    expect(actions.map((a) => a.action)).toEqual(['freeze', 'refreeze']);
    expect(actions[1]?.admin_id).toBe(admin.id);
  });

  it("a failing sponsor (Cloudflare's challenge, 5xx, hang) keeps its last good standings; the others still sync", async () => {
    const rain = await startFakeSponsors({ key: KEY, code: 'streamer' });
    try {
      rain.state.players = [{ username: 'rainy', wagered: '10.05' }];
      expect((await addSponsor('clash', 'clash')).statusCode).toBe(201);
      const created = await addSponsor('rain', 'raingg', { credentials: { key: KEY, code: 'streamer' } });
      expect(created.statusCode).toBe(201);
      expect(created.body).not.toContain('streamer');
      const errors: { err?: Error; sponsor?: string }[] = [];
      const service = createLeaderboardService({
        db: database.db,
        secrets: createSecretBox(`${TEST_SECRET}:secrets-key`),
        log: { ...quietLog, error: (o: object) => void errors.push(o) },
        baseUrls: { clash: fake.url, raingg: rain.url },
        timeoutMs: 300,
        cacheMs: 0,
      });
      const board = async (slug: string) =>
        (await app.inject({ method: 'GET', url: `/api/v1/leaderboard/${slug}` })).json().wager as {
          name: string;
          wager: number;
        }[];
      await service.syncAll();
      const clashBefore = await board('clash');
      expect(clashBefore).toHaveLength(6);
      expect(clashBefore[0]).toMatchObject({ name: 'al***h', wager: 12000.5 });
      expect(await board('rain')).toEqual([{ sort: 1, name: 'ra***y', wager: 10.05, prize: 2000 }]);

      for (const [mode, reason] of [
        ['cloudflare', /^HTTP 403: refused by Cloudflare/],
        ['5xx', /^HTTP 503$/],
        ['hang', /timed out/],
      ] as const) {
        fake.state.mode = mode;
        rain.state.players = [...rain.state.players, { username: `new_${mode}`, wagered: '1' }];
        errors.length = 0;
        await service.syncAll();
        expect(await board('clash')).toEqual(clashBefore);
        expect((await board('rain')).map((e) => e.name)).toContain(`ne***${mode.slice(-1)}`);
        expect(errors.length).toBeGreaterThan(0);
        for (const e of errors) {
          expect(e.sponsor).toBe('clash');
          expect(e.err?.message).toMatch(reason);
        }
      }
    } finally {
      await rain.close();
    }
  });
});
