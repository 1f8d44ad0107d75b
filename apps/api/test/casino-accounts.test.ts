import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { monthWindow, previousMonth } from '../src/lib/lisbon-months';
import { createTestApp } from './helpers/app';
import { call } from './helpers/call';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { createUser, type TestUser } from './helpers/factories';
import { startFakeSponsors } from './fakes/fake-sponsors';

// Casino accounts (issue 33, ADR 058): claims, their verification against the sponsors' rows, expiry,
// the admin desk; on two instances sharing one database.

const KEY = 'sponsor-key-ca';
let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let fake: Awaited<ReturnType<typeof startFakeSponsors>>;

beforeAll(async () => {
  database = await openTestDatabase();
  fake = await startFakeSponsors({ key: KEY });
  const env = { ROOBET_API_URL: fake.url, LEADERBOARD_TIMEOUT_MS: '1000', LEADERBOARD_CACHE_MS: '0' };
  app = await createTestApp(database, env);
  second = await createTestApp(database, env);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await fake.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  fake.state.mode = 'good';
  fake.state.period = monthWindow(new Date()).period;
  fake.state.players = [];
  await addSponsor('stake', 'csv');
  await addSponsor('roobet', 'roobet');
});

function addSponsor(slug: string, adapter: string) {
  return call(app, 'POST', '/api/v1/admin/sponsors', admin, {
    slug,
    name: slug === 'stake' ? 'Stake' : 'Roobet',
    logo: `/sponsors/${slug}.svg`,
    adapter,
    credentials: adapter === 'csv' ? null : { key: KEY, userId: 'aff1' },
    prizes: [100, 50, 25],
    maskNames: true,
  });
}
const claim = (who: TestUser, username: string, sponsor = 'stake', on = app) =>
  call(on, 'POST', '/api/v1/casino-accounts', who, { sponsor, username });
const mine = async (who: TestUser) => (await call(app, 'GET', '/api/v1/casino-accounts', who)).json();
const importRows = (period: string, names: string[]) =>
  call(app, 'POST', '/api/v1/admin/sponsors/stake/import', admin, {
    period,
    csv: `username,wagered\n${names.map((n, i) => `${n},${1000 - i}`).join('\n')}\n`,
  });
const claimRows = () =>
  queryRows<{ user_id: string; username: string; state: string }>(
    database.db,
    sql`select user_id, username, state from casino_accounts order by claimed_at`,
  );
const auditOf = (action: string) =>
  queryRows<{ action: string; target_id: string; summary: { before: object; after: object } }>(
    database.db,
    sql`select action, target_id, summary from audit_log where action = ${action} order by id`,
  );

describe('claiming a casino account', () => {
  it('refuses bad input with a 4xx in the error shape and saves nothing', async () => {
    const viewer = await createUser(database);
    const cases: [object, number, string][] = [
      [{ sponsor: 'nope', username: 'alice' }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake', username: '' }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake', username: '   ' }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake', username: 'x'.repeat(200) }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake', username: 'bad\u0000name' }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake', username: 'line\nbreak' }, 400, 'VALIDATION_ERROR'],
      [{ sponsor: 'stake' }, 400, 'VALIDATION_ERROR'],
      [{ username: 'alice' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call(app, 'POST', '/api/v1/casino-accounts', viewer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().error.code).toBe(code);
    }
    expect(
      (await call(app, 'POST', '/api/v1/casino-accounts', viewer, { sponsor: 'nope', username: 'a' })).json(),
    ).toMatchObject({ error: { fields: { sponsor: 'is not a sponsor' } } });
    expect(
      (await call(app, 'POST', '/api/v1/casino-accounts', null, { sponsor: 'stake', username: 'a' })).statusCode,
    ).toBe(401);
    expect(await claimRows()).toEqual([]);
  });

  it('a claim is pending, then verified when the rows of this month show the name (trimmed, any case)', async () => {
    const viewer = await createUser(database);
    const res = await claim(viewer, '  BoBBy_77 ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'BoBBy_77',
      state: 'pending',
      verifiedAt: null,
      sponsor: { slug: 'stake', name: 'Stake' },
    });
    const expires = new Date(res.json().expiresAt).getTime() - new Date(res.json().claimedAt).getTime();
    expect(expires).toBe(30 * 86_400_000);

    const period = monthWindow(new Date()).period;
    expect((await importRows(period, ['someone', 'bobby_77'])).statusCode).toBe(200);
    const after = await mine(viewer);
    expect(after.accounts).toEqual([
      expect.objectContaining({ username: 'BoBBy_77', state: 'verified', verifiedPeriod: period, expiresAt: null }),
    ]);
    expect(after.sponsors.map((s: { slug: string }) => s.slug)).toEqual(['stake', 'roobet']);
    expect(after.expiryDays).toBe(30);
  });

  it("a name already in last month's rows is verified at once, with that month", async () => {
    const last = previousMonth(new Date()).period;
    await importRows(last, ['carol']);
    await importRows(monthWindow(new Date()).period, ['carol']);
    const viewer = await createUser(database);
    const res = await claim(viewer, 'Carol');
    expect(res.json()).toMatchObject({ state: 'verified', verifiedPeriod: last });
  });

  it('the sync of an API sponsor verifies the names it brings', async () => {
    const viewer = await createUser(database);
    expect((await claim(viewer, 'Alice_High', 'roobet')).json().state).toBe('pending');
    fake.state.players = [{ username: 'alice_high', wagered: '120.50' }];
    await second.leaderboard.syncAll();
    expect((await mine(viewer)).accounts[0]).toMatchObject({ state: 'verified', sponsor: { slug: 'roobet' } });
  });

  it('one live claim per sponsor; a name belongs to the first account that claimed it', async () => {
    const [ann, ben] = [await createUser(database), await createUser(database)];
    expect((await claim(ann, 'dragon')).statusCode).toBe(201);
    const again = await claim(ann, 'other_name');
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CASINO_CLAIM_EXISTS']);
    expect((await claim(ann, 'dragon', 'roobet')).statusCode).toBe(201); // another sponsor: its own claim
    const taken = await claim(ben, 'DRAGON ');
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, 'CASINO_NAME_TAKEN']);

    await importRows(monthWindow(new Date()).period, ['dragon']);
    const verified = await claim(ben, 'dragon');
    expect([verified.statusCode, verified.json().error.code]).toEqual([409, 'CASINO_NAME_VERIFIED']);
    expect((await claimRows()).filter((r) => r.user_id === ben.id)).toEqual([]);
  });

  it('ten accounts claiming one name at once on two instances: exactly one holds it', async () => {
    const viewers = await Promise.all(Array.from({ length: 10 }, () => createUser(database)));
    const results = await Promise.all(viewers.map((v, i) => claim(v, 'lucky', 'stake', i % 2 ? second : app)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.code).toBe('CASINO_NAME_TAKEN');
    }
    expect(await claimRows()).toHaveLength(1);
  });

  it('one account claiming ten names at one sponsor at once on two instances: one claim', async () => {
    const viewer = await createUser(database);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claim(viewer, `name_${i}`, 'stake', i % 2 ? second : app)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code))).toEqual(
      new Set(['CASINO_CLAIM_EXISTS']),
    );
    expect(await claimRows()).toHaveLength(1);
  });
});

describe('expiry and withdrawal', () => {
  const age = (days: number) =>
    database.db.execute(sql`update casino_accounts set claimed_at = now() - make_interval(days => ${days})`);

  it('a pending claim not seen within the window expires; the viewer may claim again', async () => {
    const viewer = await createUser(database);
    await claim(viewer, 'ghost');
    await age(29);
    await second.casinoAccounts.reconcile();
    expect((await mine(viewer)).accounts[0].state).toBe('pending');
    await age(31);
    const runs = await Promise.all([app.casinoAccounts.reconcile(), second.casinoAccounts.reconcile()]);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    const [expired] = (await mine(viewer)).accounts;
    expect(expired).toMatchObject({ state: 'expired', expiresAt: null });
    expect(expired.endedAt).not.toBeNull();
    // The name is free again, for anyone.
    const other = await createUser(database);
    expect((await claim(other, 'ghost')).statusCode).toBe(201);
    expect((await claim(viewer, 'ghost_two')).statusCode).toBe(201);
  });

  it('a name seen on the last day is verified, not expired', async () => {
    const viewer = await createUser(database);
    await claim(viewer, 'latecomer');
    await age(40);
    await database.db.execute(
      sql`insert into wager_standings (sponsor_id, period, rows, body, etag, source)
          select id, ${monthWindow(new Date()).period}, '[{"username":"LateComer","wageredCents":5}]'::jsonb, '{}', 'x', 'csv'
          from sponsors where slug = 'stake'`,
    );
    await app.casinoAccounts.reconcile();
    expect((await mine(viewer)).accounts[0].state).toBe('verified');
  });

  it('the admin sets the window; a shorter one expires older claims at the next check', async () => {
    const viewer = await createUser(database);
    await claim(viewer, 'short');
    await age(11);
    const bad = await call(app, 'PUT', '/api/v1/admin/casino-accounts/settings', admin, { expiryDays: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(app, 'PUT', '/api/v1/admin/casino-accounts/settings', viewer, { expiryDays: 10 })).statusCode,
    ).toBe(403);
    const ok = await call(app, 'PUT', '/api/v1/admin/casino-accounts/settings', admin, { expiryDays: 10 });
    expect(ok.json()).toEqual({ expiryDays: 10 });
    expect((await call(second, 'GET', '/api/v1/admin/casino-accounts/settings', admin)).json()).toEqual({
      expiryDays: 10,
    });
    await second.casinoAccounts.reconcile();
    expect((await mine(viewer)).accounts[0].state).toBe('expired');
    expect((await auditOf('casino_account.settings'))[0]!.summary).toEqual({
      before: { expiryDays: 30 },
      after: { expiryDays: 10 },
    });
  });

  it("a viewer removes their own claim; not another viewer's, not a revoked one", async () => {
    const [ann, ben] = [await createUser(database), await createUser(database)];
    const a = (await claim(ann, 'ann_name')).json();
    expect((await call(app, 'DELETE', `/api/v1/casino-accounts/${a.id}`, ben)).statusCode).toBe(404);
    expect((await call(app, 'DELETE', '/api/v1/casino-accounts/not-a-uuid', ann)).statusCode).toBe(400);
    expect((await call(second, 'DELETE', `/api/v1/casino-accounts/${a.id}`, ann)).json()).toEqual({ ok: true });
    expect(await claimRows()).toEqual([]);
    const b = (await claim(ben, 'ben_name')).json();
    await call(app, 'POST', `/api/v1/admin/casino-accounts/${b.id}/revoke`, admin, { note: 'not the owner' });
    const refused = await call(app, 'DELETE', `/api/v1/casino-accounts/${b.id}`, ben);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'CASINO_NAME_REVOKED']);
  });
});

describe('the admin desk', () => {
  it('lists claims with filters; admins only', async () => {
    const [ann, ben] = [
      await createUser(database, { displayName: 'AnnTheViewer' }),
      await createUser(database, { displayName: 'Ben' }),
    ];
    await claim(ann, 'ann_stake');
    await claim(ann, 'ann_roo', 'roobet');
    await claim(ben, 'ben_stake');
    await importRows(monthWindow(new Date()).period, ['ben_stake']);
    const list = async (query: string) =>
      (await call(app, 'GET', `/api/v1/admin/casino-accounts${query}`, admin)).json();
    expect((await list('')).total).toBe(3);
    expect((await list('?sponsor=roobet')).items.map((i: { username: string }) => i.username)).toEqual(['ann_roo']);
    expect((await list('?state=verified')).items.map((i: { username: string }) => i.username)).toEqual(['ben_stake']);
    expect((await list('?q=annthe')).total).toBe(2);
    expect((await list('?q=STAKE')).total).toBe(2);
    expect((await list('?pageSize=1&page=2')).items).toHaveLength(1);
    const row = (await list('?state=verified')).items[0];
    expect(row).toMatchObject({ user: { id: ben.id, username: 'Ben' }, decidedBy: null, sponsor: { slug: 'stake' } });
    expect((await call(app, 'GET', '/api/v1/admin/casino-accounts?state=bogus', admin)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/v1/admin/casino-accounts', ann)).statusCode).toBe(403);
  });

  it('verify and revoke by hand, with a note and an audit row; a revoked name stays blocked', async () => {
    const [ann, ben] = [await createUser(database), await createUser(database)];
    const c = (await claim(ann, 'handmade')).json();
    const verified = await call(second, 'POST', `/api/v1/admin/casino-accounts/${c.id}/verify`, admin, {
      note: 'screenshot checked',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      state: 'verified',
      note: 'screenshot checked',
      verifiedPeriod: monthWindow(new Date()).period,
      decidedBy: admin.displayName,
    });
    const twice = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/verify`, admin, {});
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'ALREADY_DECIDED']);

    const revoked = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/revoke`, admin, {
      note: 'shared account',
    });
    expect(revoked.json()).toMatchObject({ state: 'revoked', note: 'shared account' });
    expect(revoked.json().endedAt).not.toBeNull();
    expect((await claim(ben, 'handmade')).json().error.code).toBe('CASINO_NAME_TAKEN');
    expect((await claim(ann, 'HANDMADE')).json().error.code).toBe('CASINO_NAME_REVOKED');
    // The account may still claim another name there: the revoke was of that name.
    expect((await claim(ann, 'second_name')).statusCode).toBe(201);

    expect((await auditOf('casino_account.verify'))[0]).toMatchObject({
      target_id: c.id,
      summary: { before: { state: 'pending' }, after: { state: 'verified' } },
    });
    expect((await auditOf('casino_account.revoke'))[0]!.summary).toMatchObject({
      before: { state: 'verified' },
      after: { state: 'revoked', note: 'shared account' },
    });
    const bad = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/revoke`, admin, {
      note: 'x'.repeat(201),
    });
    expect(bad.statusCode).toBe(400);
    const missing = await call(
      app,
      'POST',
      '/api/v1/admin/casino-accounts/00000000-0000-4000-8000-000000000000/verify',
      admin,
      {},
    );
    expect(missing.statusCode).toBe(404);
  });

  it('reassigns a claim to its real owner; refused when that account has a live claim at the sponsor', async () => {
    const [squatter, owner, busy] = [
      await createUser(database),
      await createUser(database),
      await createUser(database),
    ];
    const c = (await claim(squatter, 'real_owner')).json();
    await claim(busy, 'busy_name');
    const refused = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/reassign`, admin, {
      userId: busy.id,
    });
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'CASINO_CLAIM_EXISTS']);
    const unknown = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/reassign`, admin, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const same = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/reassign`, admin, {
      userId: squatter.id,
    });
    expect(same.statusCode).toBe(400);
    const moved = await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/reassign`, admin, {
      userId: owner.id,
    });
    expect(moved.json()).toMatchObject({ state: 'pending', user: { id: owner.id } });
    expect((await mine(owner)).accounts.map((a: { username: string }) => a.username)).toEqual(['real_owner']);
    expect((await mine(squatter)).accounts).toEqual([]);
    expect((await auditOf('casino_account.reassign'))[0]!.summary).toEqual({
      before: { userId: squatter.id },
      after: { userId: owner.id },
    });
  });
});

describe("a viewer's site name on the public board (their choice)", () => {
  const period = () => monthWindow(new Date()).period;
  const board = async (on = app) => {
    const res = await call(on, 'GET', '/api/v1/leaderboard/stake', null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const show = (who: TestUser, id: string, value: unknown, on = app) =>
    call(on, 'PATCH', `/api/v1/casino-accounts/${id}`, who, { showSiteName: value });

  it('never shown unless the verified viewer turns it on; off again, gone; a pending claim shows nothing', async () => {
    const ann = await createUser(database, { displayName: 'AnnOnSite' });
    const ben = await createUser(database, { displayName: 'BenOnSite' });
    await importRows(period(), ['ann_casino', 'ben_casino', 'carl_casino']);
    const a = (await claim(ann, 'ANN_casino ')).json();
    const b = (await claim(ben, 'not_on_board')).json();
    expect([a.state, a.showSiteName, b.state]).toEqual(['verified', false, 'pending']);
    // Masked names (the sponsor's setting) and no site name: nobody chose to show one.
    expect((await board()).wager.map((e: { name: string; viewer?: string }) => [e.name, e.viewer])).toEqual([
      ['an***o', undefined],
      ['be***o', undefined],
      ['ca***o', undefined],
    ]);

    const on = await show(ann, a.id, true);
    expect([on.statusCode, on.json().showSiteName]).toEqual([200, true]);
    expect((await show(ben, b.id, true)).json().showSiteName).toBe(true);
    // The other instance serves it too; the masked casino name stays masked beside it.
    const shown = await board(second);
    expect(shown.wager[0]).toMatchObject({ name: 'an***o', viewer: 'AnnOnSite' });
    expect(shown.wager.filter((e: { viewer?: string }) => e.viewer)).toHaveLength(1);
    expect((await mine(ann)).accounts[0].showSiteName).toBe(true);

    expect((await show(ann, a.id, false, second)).json().showSiteName).toBe(false);
    expect((await board()).wager.some((e: { viewer?: string }) => e.viewer)).toBe(false);
  });

  it('a revoked claim no longer shows the name; a frozen month shows the choice too', async () => {
    const ann = await createUser(database, { displayName: 'AnnOnSite' });
    const last = previousMonth(monthWindow(new Date()).start).period;
    await importRows(last, ['x_first', 'ann_casino']);
    const a = (await claim(ann, 'ann_casino')).json();
    await show(ann, a.id, true);
    const lastBoard = async () =>
      (
        await call(
          app,
          'GET',
          `/api/v1/leaderboard/stake?startTimestamp=${Math.floor(previousMonth(monthWindow(new Date()).start).start.getTime() / 1000) + 60}`,
          null,
        )
      ).json();
    expect((await lastBoard()).wager[1]).toMatchObject({ name: 'an***o', viewer: 'AnnOnSite' });
    await call(app, 'POST', `/api/v1/admin/casino-accounts/${a.id}/revoke`, admin, { note: 'shared account' });
    expect((await lastBoard()).wager[1].viewer).toBeUndefined();
  });

  it("refuses another viewer's claim, a bad id and a bad body, and changes nothing", async () => {
    const [ann, ben] = [await createUser(database), await createUser(database)];
    await importRows(period(), ['ann_casino']);
    const a = (await claim(ann, 'ann_casino')).json();
    const cases: [TestUser | null, string, object, number, string][] = [
      [ben, a.id, { showSiteName: true }, 404, 'NOT_FOUND'],
      [null, a.id, { showSiteName: true }, 401, 'UNAUTHENTICATED'],
      [ann, 'not-a-uuid', { showSiteName: true }, 400, 'VALIDATION_ERROR'],
      [ann, a.id, { showSiteName: 'yes' }, 400, 'VALIDATION_ERROR'],
      [ann, a.id, { showSiteName: true, extra: 1 }, 400, 'VALIDATION_ERROR'],
      [ann, a.id, {}, 400, 'VALIDATION_ERROR'],
      [ann, a.id, { showSiteName: '\u0000' }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [who, id, body, status, code] of cases) {
      const res = await call(app, 'PATCH', `/api/v1/casino-accounts/${id}`, who, body);
      expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await mine(ann)).accounts[0].showSiteName).toBe(false);
    expect((await board()).wager[0].viewer).toBeUndefined();
  });
});
