import type { Giveaway } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase, resetDatabase } from './helpers/database';
import {
  balanceOf,
  casinoAccountAt,
  createUser,
  ensureSponsor,
  expectLedgerInvariant,
  type TestUser,
} from './helpers/factories';

// Affiliate-only rewards (issue 33 item 4, ADR 059): a giveaway that requires a verified casino
// account (at a named sponsor or any), an affiliate-only shop item, a GTB place's affiliate prize,
// on two instances sharing one database.

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let ana: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
  second = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await app.close();
  await second.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  ana = await createUser(database, { points: 1_000, displayName: 'Ana' });
  await ensureSponsor(database.db, 'stake', 'Stake');
  await ensureSponsor(database.db, 'roobet', 'Roobet');
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const call = (target: FastifyInstance, method: Method, url: string, who?: TestUser | null, payload?: object) =>
  target.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const everyone = { platform: null, subscribersOnly: false, minAccountAgeDays: 0 };

async function giveaway(affiliate: { sponsor: string | null } | null, overrides: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
    title: 'Headset',
    prize: 'A gaming headset',
    winners: 1,
    opensAt: inMs(-60_000),
    closesAt: inMs(3_600_000),
    entryCost: 100,
    maxTicketsPerAccount: 3,
    eligibility: { ...everyone, affiliate },
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Giveaway;
}
const enter = (g: { _id: string }, who: TestUser, target = app) =>
  call(target, 'POST', `/api/v1/giveaways/${g._id}/enter`, who, { tickets: 1 });
const entryCount = async () =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from giveaway_entries`))[0]!.n;

describe('a giveaway for verified affiliates', () => {
  it('shows its rule with the sponsor named by slug and name; none by default', async () => {
    expect((await giveaway(null)).eligibility.affiliate).toBeNull();
    expect((await giveaway({ sponsor: null })).eligibility.affiliate).toEqual({ sponsor: null });
    const named = await giveaway({ sponsor: 'stake' });
    expect(named.eligibility.affiliate).toEqual({ sponsor: { slug: 'stake', name: 'Stake' } });
    // Read back from the list, by anyone.
    const list = (await call(app, 'GET', '/api/v1/giveaways')).json() as { current: Giveaway[] };
    expect(list.current.find((g) => g._id === named._id)?.eligibility.affiliate).toEqual({
      sponsor: { slug: 'stake', name: 'Stake' },
    });
    // A giveaway made before the rule existed (no `affiliate` in the body) takes entries from anyone.
    const old = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
      title: 'Old',
      prize: 'p',
      winners: 1,
      opensAt: inMs(-60_000),
      closesAt: inMs(3_600_000),
      eligibility: everyone,
    });
    expect(old.json().eligibility.affiliate).toBeNull();
  });

  it('refuses an unknown sponsor with a 400 naming the field, and creates nothing', async () => {
    const res = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
      title: 'Headset',
      prize: 'p',
      winners: 1,
      opensAt: inMs(-60_000),
      closesAt: inMs(3_600_000),
      eligibility: { ...everyone, affiliate: { sponsor: 'nope' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'eligibility.affiliate.sponsor': 'is not a sponsor' },
    });
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from giveaways`);
    expect(rows[0]!.n).toBe(0);
  });

  it('any sponsor: refuses an account with no verified claim (AFFILIATE_REQUIRED, 403, nothing paid), lets a verified one in', async () => {
    const g = await giveaway({ sponsor: null });
    const refused = await enter(g, ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AFFILIATE_REQUIRED');
    // A pending, expired or revoked claim is no verified account.
    await casinoAccountAt(database.db, ana.id, 'stake', 'pending');
    await casinoAccountAt(database.db, ana.id, 'roobet', 'revoked');
    expect((await enter(g, ana, second)).json().error.code).toBe('AFFILIATE_REQUIRED');
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    expect(await entryCount()).toBe(0);

    const bob = await createUser(database, { points: 500 });
    await casinoAccountAt(database.db, bob.id, 'roobet');
    const ok = await enter(g, bob, second);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ entry: { tickets: 1, paid: 100 }, balance: 400 });
    await expectLedgerInvariant(database);
  });

  it('a named sponsor: a verified claim at another sponsor is refused; one there enters', async () => {
    const g = await giveaway({ sponsor: 'stake' });
    await casinoAccountAt(database.db, ana.id, 'roobet');
    expect((await enter(g, ana)).json().error.code).toBe('AFFILIATE_REQUIRED');
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    await casinoAccountAt(database.db, ana.id, 'stake');
    expect((await enter(g, ana)).statusCode).toBe(200);
    expect(await balanceOf(database, ana.id)).toBe(900);
  });

  it('the rule follows a renamed sponsor (kept by id), and an edit before the first entry changes it', async () => {
    const g = await giveaway({ sponsor: 'stake' });
    await database.db.execute(sql`update sponsors set slug = 'stake-com' where slug = 'stake'`);
    expect(((await call(app, 'GET', `/api/v1/giveaways/${g._id}`)).json() as Giveaway).eligibility.affiliate).toEqual({
      sponsor: { slug: 'stake-com', name: 'Stake' },
    });
    const edited = await call(app, 'PATCH', `/api/v1/admin/giveaways/${g._id}`, admin, {
      eligibility: { ...everyone, affiliate: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().eligibility.affiliate).toBeNull();
    expect((await enter(g, ana)).statusCode).toBe(200);
    const audit = await queryRows<{ summary: { before: object; after: object } }>(
      database.db,
      sql`select summary from audit_log where action = 'giveaway.update'`,
    );
    expect(audit[0]!.summary.after).toMatchObject({ affiliateRequired: false, affiliateSponsorId: null });
  });
});

describe('an affiliate-only shop item', () => {
  const createItem = (affiliate: unknown) =>
    call(app, 'POST', '/api/v1/shop', admin, {
      name: 'Casino hoodie',
      cost: 100,
      quantity: 3,
      image: 'https://example.com/h.png',
      ...(affiliate === undefined ? {} : { affiliate }),
    });
  const redeem = (id: string, who: TestUser, target = app) => call(target, 'POST', `/api/v1/reedem/${id}`, who);
  const shop = async (who: TestUser | null) =>
    (await call(app, 'GET', '/api/v1/shop', who)).json() as Array<{
      id: string;
      affiliate: unknown;
      meetsAffiliateRule: boolean;
      quantity: number;
    }>;

  it('is set by the admin (a named sponsor, any, or none), audited; an unknown sponsor is a 400 naming the field', async () => {
    const named = await createItem({ sponsor: 'stake' });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json()).toMatchObject({ affiliate: { sponsor: { slug: 'stake', name: 'Stake' } } });
    expect((await createItem({ sponsor: null })).json().affiliate).toEqual({ sponsor: null });
    expect((await createItem(undefined)).json()).toMatchObject({ affiliate: null, meetsAffiliateRule: true });
    const bad = await createItem({ sponsor: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'affiliate.sponsor': 'is not a sponsor' },
    });
    expect(await shop(null)).toHaveLength(3);
    // An edit clears it (null) or leaves it (absent).
    const id = named.json().id as string;
    const kept = await call(app, 'PATCH', `/api/v1/shop/${id}`, admin, { cost: 120 });
    expect(kept.json().affiliate).toEqual({ sponsor: { slug: 'stake', name: 'Stake' } });
    const cleared = await call(app, 'PATCH', `/api/v1/shop/${id}`, admin, { affiliate: null });
    expect(cleared.json()).toMatchObject({ affiliate: null, meetsAffiliateRule: true });
    const audit = await queryRows<{ summary: { before: object; after: object } }>(
      database.db,
      sql`select summary from audit_log where action = 'shop.item.update' order by id`,
    );
    expect(audit.at(-1)!.summary).toMatchObject({ before: { affiliateOnly: true }, after: { affiliateOnly: false } });
  });

  it('a viewer who is not verified there is refused (AFFILIATE_REQUIRED, 403): no unit, no points, no redemption', async () => {
    const id = ((await createItem({ sponsor: 'stake' })).json() as { id: string }).id;
    expect((await shop(ana)).find((i) => i.id === id)?.meetsAffiliateRule).toBe(false);
    expect((await shop(null)).find((i) => i.id === id)?.meetsAffiliateRule).toBe(false);
    await casinoAccountAt(database.db, ana.id, 'roobet');
    const refused = await redeem(id, ana);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('AFFILIATE_REQUIRED');
    expect(await balanceOf(database, ana.id)).toBe(1_000);
    expect((await shop(ana)).find((i) => i.id === id)?.quantity).toBe(3);
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from redemptions`);
    expect(rows[0]!.n).toBe(0);

    await casinoAccountAt(database.db, ana.id, 'stake');
    expect((await shop(ana)).find((i) => i.id === id)?.meetsAffiliateRule).toBe(true);
    const ok = await redeem(id, ana, second);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await balanceOf(database, ana.id)).toBe(900);
    await expectLedgerInvariant(database);
  });
});

describe("a GTB place's affiliate prize", () => {
  const admin_ = (method: Method, url: string, payload?: object) => call(app, method, url, admin, payload);

  it('is set per place and shown publicly beside the normal one; the winner verified at settlement gets it, once', async () => {
    const hunt = (await admin_('POST', '/api/v1/admin/live-hunt', { start: 10_000 })).json() as { _id: string };
    const bonus = (
      await admin_('POST', '/api/v1/admin/live-hunt/bonuses', {
        slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
        bet: 100,
        superBonus: false,
      })
    ).json().bonus[0]._id as string;
    await admin_('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonus}`, { earning: 10_000 });
    await admin_('POST', '/api/v1/admin/live-hunt/gtb', { status: 'opened' });
    const set = await admin_('PUT', '/api/v1/admin/live-hunt/gtb/prizes', {
      prizes: [
        { points: 500, affiliate: { points: 5_000 } },
        { text: 'Mousepad', affiliate: { text: ' $50 at the sponsor ' } },
        { points: 100, affiliate: null },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const places = [
      { points: 500, text: null, affiliate: { points: 5_000, text: null } },
      { points: null, text: 'Mousepad', affiliate: { points: null, text: '$50 at the sponsor' } },
      { points: 100, text: null, affiliate: null },
    ];
    expect(set.json().gtb.prizes).toEqual(places);
    expect((await call(second, 'GET', '/api/v1/live-hunt')).json().hunt.gtb.prizes).toEqual(places);

    const bob = await createUser(database, { displayName: 'Bob' });
    const cid = await createUser(database, { displayName: 'Cid' });
    await casinoAccountAt(database.db, ana.id, 'stake');
    await casinoAccountAt(database.db, cid.id, 'roobet');
    const guess = (who: TestUser, cents: number) =>
      call(app, 'PUT', `/api/v1/bonustracker/${hunt._id}/gtb`, who, { guess: cents });
    await guess(ana, 10_000); // 1st, verified: 5,000 points
    await guess(bob, 10_100); // 2nd, not verified: the mousepad
    await guess(cid, 12_000); // 3rd, verified, but the place has no affiliate prize: 100 points
    const finishes = await Promise.all([
      admin_('POST', '/api/v1/admin/live-hunt/finish'),
      call(second, 'POST', '/api/v1/admin/live-hunt/finish', admin),
    ]);
    const finished = finishes.find((f) => f.statusCode === 200)!;
    expect(
      finished.json().settlement.gtbWinners.map((w: { prize: object; affiliate: boolean }) => [w.prize, w.affiliate]),
    ).toEqual([
      [{ points: 5_000, text: null }, true],
      [{ points: null, text: 'Mousepad' }, false],
      [{ points: 100, text: null }, false],
    ]);
    expect(await balanceOf(database, ana.id)).toBe(6_000);
    expect(await balanceOf(database, cid.id)).toBe(100);
    const notice = (await call(app, 'GET', '/api/v1/users/me/notices', ana)).json().notices[0];
    expect(notice.params).toMatchObject({ place: 1, prizePoints: 5_000, affiliate: true });
    expect(notice.body).toContain('As a verified affiliate, you won the affiliate prize.');
    const prizes = (await admin_('GET', '/api/v1/admin/prizes')).json().prizes as Array<{
      ref: string;
      affiliate: boolean;
    }>;
    expect(prizes.map((p) => [p.ref, p.affiliate]).sort()).toEqual([
      [`${hunt._id}:1`, true],
      [`${hunt._id}:2`, false],
      [`${hunt._id}:3`, false],
    ]);
    const credits = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'gtb_prize'`,
    );
    expect(credits[0]!.n).toBe(2);
    await expectLedgerInvariant(database);
  });
});
