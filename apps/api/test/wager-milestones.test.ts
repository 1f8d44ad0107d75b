import { MAX_POINTS_BALANCE } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { monthWindow, previousMonth } from '../src/lib/lisbon-months';
import { createTestApp } from './helpers/app';
import { call } from './helpers/call';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, type TestUser } from './helpers/factories';

// Wager milestones (issue 33, ADR 058): tiers, grants exactly once across re-imports and two
// instances, approval, revocation, the viewer's progress; on two instances sharing one database.

let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
const current = monthWindow(new Date()).period;
const previous = previousMonth(new Date()).period;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
  second = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await second.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin' });
  for (const slug of ['stake', 'shuffle'])
    await call(app, 'POST', '/api/v1/admin/sponsors', admin, {
      slug,
      name: slug === 'stake' ? 'Stake' : 'Shuffle',
      logo: `/sponsors/${slug}.svg`,
      adapter: 'csv',
      credentials: null,
      prizes: [100],
      maskNames: true,
    });
});

const importRows = (sponsor: string, period: string, rows: [string, number][], on = app) =>
  call(on, 'POST', `/api/v1/admin/sponsors/${sponsor}/import`, admin, {
    period,
    csv: `username,wagered\n${rows.map(([n, w]) => `${n},${w}`).join('\n')}\n`,
  });
const claim = async (who: TestUser, username: string, sponsor = 'stake') => {
  const res = await call(app, 'POST', '/api/v1/casino-accounts', who, { sponsor, username });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; state: string };
};
const tier = (sponsor: string | null, scope: 'month' | 'lifetime', threshold: number, reward: number | string) => ({
  sponsor,
  scope,
  threshold,
  rewardPoints: typeof reward === 'number' ? reward : null,
  rewardText: typeof reward === 'string' ? reward : null,
});
const saveTiers = (tiers: object[], approvalAbove = 10_000) =>
  call(app, 'PUT', '/api/v1/admin/wager-milestones', admin, { tiers, approvalAbove });
const grantRows = () =>
  queryRows<{ status: string; period_key: string; reward_points: number | null; user_id: string; subject: string }>(
    database.db,
    sql`select g.status, g.period_key, g.reward_points, g.user_id, g.subject
          from wager_milestone_grants g join wager_milestones t on t.id = g.tier_id
         order by t.threshold_cents, g.period_key`,
  );
const milestoneLedger = (userId: string) =>
  queryRows<{ delta: number; balance_after: number; params: object; ref_id: string }>(
    database.db,
    sql`select delta, balance_after, params, ref_id from points_ledger
         where user_id = ${userId} and reason = 'wager_milestone' order by seq`,
  );
/** users.points = sum(delta) for every user: the ledger check. */
const ledgerCheck = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users u
           where u.points <> coalesce((select sum(delta) from points_ledger l where l.user_id = u.id), 0)`,
    )
  )[0]!.n;

describe('the tiers', () => {
  it('refuses bad input in the error shape and changes nothing; admins only', async () => {
    const bad: [object, string][] = [
      [tier('nope', 'month', 100, 5), 'tiers.0.sponsor'],
      [{ ...tier('stake', 'month', 100, 5), rewardText: 'and a prize' }, 'tiers.0.rewardPoints'],
      [tier('stake', 'month', 0, 5), 'tiers.0.threshold'],
      [tier('stake', 'week' as 'month', 100, 5), 'tiers.0.scope'],
      [tier('stake', 'month', 100, 'x'.repeat(121)), 'tiers.0.rewardText'],
      [tier('stake', 'month', 100, 'bad\u0007text'), 'tiers.0.rewardText'],
      [tier('stake', 'month', 100, 'nul\u0000byte'), 'tiers.0.rewardText'],
      [tier('stake', 'month', -100, 5), 'tiers.0.threshold'],
      [tier('stake', 'month', 1e20, 5), 'tiers.0.threshold'],
      [tier('stake', 'month', 100.5, 5), 'tiers.0.threshold'],
      [tier('stake', 'month', 100, -5), 'tiers.0.rewardPoints'],
      [tier('stake', 'month', 100, 1e15), 'tiers.0.rewardPoints'],
      [tier('stake', 'month', 100, 2.5), 'tiers.0.rewardPoints'],
    ];
    for (const [t, field] of bad) {
      const res = await saveTiers([t]);
      expect(res.statusCode, JSON.stringify(t)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(res.json().error.fields ?? {})).toContain(field);
    }
    for (const approvalAbove of [-1, 1e20, 1.5, '10']) {
      const res = await call(app, 'PUT', '/api/v1/admin/wager-milestones', admin, { tiers: [], approvalAbove });
      expect([res.statusCode, Object.keys(res.json().error.fields ?? {})], String(approvalAbove)).toEqual([
        400,
        ['approvalAbove'],
      ]);
    }
    const viewer = await createUser(database);
    expect(
      (await call(app, 'PUT', '/api/v1/admin/wager-milestones', viewer, { tiers: [], approvalAbove: 0 })).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/v1/wager-milestones', null)).json()).toEqual({
      tiers: [],
      approvalAbove: 10_000,
    });
  });

  it('keeps, edits, adds and removes tiers by the list; the public list and the audit row follow', async () => {
    const saved = await saveTiers(
      [tier('stake', 'month', 1_000, 500), tier(null, 'lifetime', 50_000, 'A hoodie')],
      2_000,
    );
    expect(saved.statusCode).toBe(200);
    const [a, b] = saved.json().tiers;
    expect(a).toMatchObject({
      sponsor: { slug: 'stake', name: 'Stake' },
      scope: 'month',
      threshold: 1_000,
      rewardPoints: 500,
    });
    expect(b).toMatchObject({ sponsor: null, scope: 'lifetime', threshold: 50_000, rewardText: 'A hoodie' });
    const edited = await saveTiers([{ ...tier('stake', 'month', 2_000, 700), id: a.id }]);
    expect(edited.json().tiers).toEqual([expect.objectContaining({ id: a.id, threshold: 2_000, rewardPoints: 700 })]);
    expect((await call(second, 'GET', '/api/v1/wager-milestones', null)).json().tiers).toHaveLength(1);
    const unknownId = await saveTiers([{ ...tier('stake', 'month', 1, 1), id: b.id }]);
    expect(unknownId.json().error.fields).toEqual({ 'tiers.0.id': 'is not a tier' });
    const audit = await queryRows<{ summary: object }>(
      database.db,
      sql`select summary from audit_log where action = 'wager_milestone.update' order by id`,
    );
    expect(audit.map((r) => r.summary)).toEqual([
      { before: { tiers: 0, approvalAbove: 10_000 }, after: { tiers: 2, approvalAbove: 2_000 } },
      { before: { tiers: 2, approvalAbove: 2_000 }, after: { tiers: 1, approvalAbove: 10_000 } },
    ]);
  });
});

describe('granting', () => {
  it('pays a reached tier once: re-imports, two instances, a figure going down never pay twice or take back', async () => {
    await saveTiers([tier('stake', 'month', 1_000, 500), tier('stake', 'month', 5_000, 900)]);
    const viewer = await createUser(database);
    await claim(viewer, 'Alice');
    expect(await balanceOf(database, viewer.id)).toBe(0);

    await importRows('stake', current, [
      ['bob', 9_000],
      ['alice', 1_500],
    ]);
    expect(await balanceOf(database, viewer.id)).toBe(500);
    const [paid] = await milestoneLedger(viewer.id);
    expect(paid).toMatchObject({
      delta: 500,
      balance_after: 500,
      params: { sponsor: 'Stake', threshold: 1_000, scope: 'month', period: current },
    });

    // The same figures again, on both instances at once, then a smaller figure: nothing more, nothing back.
    await Promise.all([
      importRows('stake', current, [
        ['bob', 9_000],
        ['alice', 1_500],
      ]),
      importRows(
        'stake',
        current,
        [
          ['bob', 9_000],
          ['alice', 1_500],
          ['carol', 1],
        ],
        second,
      ),
      app.casinoAccounts.reconcile(),
      second.casinoAccounts.reconcile(),
    ]);
    await importRows('stake', current, [['alice', 10]]);
    expect(await balanceOf(database, viewer.id)).toBe(500);
    expect(await milestoneLedger(viewer.id)).toHaveLength(1);

    // Past the second tier: both tiers reached in one check are two rows whose balances run in order.
    const other = await createUser(database, { points: 50 });
    await claim(other, 'dave');
    await importRows('stake', current, [['dave', 6_000]]);
    expect((await milestoneLedger(other.id)).map((r) => [r.delta, r.balance_after])).toEqual([
      [500, 550],
      [900, 1_450],
    ]);
    expect(await balanceOf(database, other.id)).toBe(1_450);
    expect(await ledgerCheck()).toBe(0);
    const notices = await queryRows<{ kind: string; params: { threshold: number; status: string } }>(
      database.db,
      sql`select kind, params from user_notices where user_id = ${other.id} order by (params->>'threshold')::int`,
    );
    expect(notices.map((n) => [n.kind, n.params.threshold, n.params.status])).toEqual([
      ['wager_milestone', 1_000, 'paid'],
      ['wager_milestone', 5_000, 'paid'],
    ]);
    const audit = await queryRows<{ actor_role: string; summary: { after: { grants: number } } }>(
      database.db,
      sql`select actor_role, summary from audit_log where action = 'wager_milestone.grant' order by id`,
    );
    expect(audit.map((a) => [a.actor_role, a.summary.after.grants])).toEqual([
      ['system', 1],
      ['system', 2],
    ]);
  });

  it('a month older than last written again (a re-freeze, a late import) counts toward lifetime tiers, once', async () => {
    const older = previousMonth(previousMonth(previousMonth(new Date()).start).start).period;
    await saveTiers([tier('stake', 'lifetime', 5_000, 100)]);
    await importRows('stake', previous, [['alice', 2_000]]);
    const viewer = await createUser(database);
    expect((await claim(viewer, 'alice')).state).toBe('verified');
    // As if verified three months ago: that month counts toward "since verification".
    await database.db.execute(sql`update casino_accounts set verified_period = ${older}`);
    await importRows('stake', current, [['alice', 2_500]]);
    expect(await grantRows()).toEqual([]);
    // The older month written now: 1,000 more, 5,500 since verification.
    await importRows('stake', older, [['alice', 1_000]]);
    expect((await grantRows()).map((g) => [g.status, g.period_key, g.reward_points])).toEqual([
      ['paid', 'lifetime', 100],
    ]);
    const recorded = await queryRows<{ period: string; wagered_cents: string }>(
      database.db,
      sql`select period, wagered_cents::text from casino_wagers order by period`,
    );
    expect(recorded.map((r) => [r.period, Number(r.wagered_cents)])).toEqual([
      [older, 100_000],
      [previous, 200_000],
      [current, 250_000],
    ]);
    await importRows('stake', older, [['alice', 1_200]], second);
    expect(await grantRows()).toHaveLength(1);
    expect(await balanceOf(database, viewer.id)).toBe(100);
    expect(await ledgerCheck()).toBe(0);
  });

  it('lifetime tiers count from the verified month on; all-sponsor tiers add the names together', async () => {
    await saveTiers([
      tier('stake', 'lifetime', 5_000, 'Stake hoodie'),
      tier(null, 'month', 4_000, 300),
      tier(null, 'lifetime', 7_000, 1_000),
    ]);
    await importRows('stake', previous, [['alice', 3_000]]);
    const viewer = await createUser(database);
    // Verified from last month: 3,000 there is under every tier (each month counts on its own).
    expect((await claim(viewer, 'alice')).state).toBe('verified');
    await claim(viewer, 'alice_sh', 'shuffle');
    await importRows('stake', current, [['alice', 1_500]]);
    await importRows('shuffle', current, [['alice_sh', 800]]);
    // Stake since verification 4,500; all sponsors this month 2,300, since verification 5,300: nothing yet.
    expect(await grantRows()).toEqual([]);
    await importRows('stake', current, [['alice', 2_100]]);
    // Stake since verification 5,100 -> the text prize; all sponsors 2,900 this month, 5,900 in all.
    expect((await grantRows()).map((g) => [g.status, g.period_key])).toEqual([['prize', 'lifetime']]);
    await importRows('shuffle', current, [['alice_sh', 2_000]]);
    // All sponsors this month 4,100 -> 300 points; since verification 7,100 -> 1,000 points.
    expect((await grantRows()).map((g) => [g.status, g.period_key, g.reward_points])).toEqual([
      ['paid', current, 300],
      ['prize', 'lifetime', null],
      ['paid', 'lifetime', 1_000],
    ]);
    expect(await balanceOf(database, viewer.id)).toBe(1_300);

    const progress = (await call(app, 'GET', '/api/v1/wager-milestones/progress', viewer)).json();
    expect(progress.period).toBe(current);
    expect(progress.standings).toEqual([
      {
        sponsor: { slug: 'stake', name: 'Stake' },
        username: 'alice',
        period: current,
        monthCents: 210_000,
        rank: 1,
        lifetimeCents: 510_000,
      },
      {
        sponsor: { slug: 'shuffle', name: 'Shuffle' },
        username: 'alice_sh',
        period: current,
        monthCents: 200_000,
        rank: 1,
        lifetimeCents: 200_000,
      },
    ]);
    expect(
      progress.tiers.map((p: { wagerCents: number; grant: { status: string } | null }) => [
        p.wagerCents,
        p.grant?.status ?? null,
      ]),
    ).toEqual([
      [510_000, 'prize'],
      [710_000, 'paid'],
      [410_000, 'paid'],
    ]);
    expect((await call(app, 'GET', '/api/v1/wager-milestones/progress', null)).statusCode).toBe(401);

    // The text prize is in the admin's prizes to hand out, and is marked handed out there.
    const prizes = (await call(app, 'GET', '/api/v1/admin/prizes', admin)).json().prizes;
    const prize = prizes.find((p: { source: string }) => p.source === 'milestone');
    expect(prize).toMatchObject({
      kind: 'text',
      prizeText: 'Stake hoodie',
      threshold: 5_000,
      scope: 'lifetime',
      sponsorName: 'Stake',
      period: null,
      place: null,
      handedOut: false,
    });
    const marked = await call(second, 'PUT', '/api/v1/admin/prizes/handout', admin, {
      source: 'milestone',
      ref: prize.ref,
      handedOut: true,
    });
    expect(marked.json()).toMatchObject({ source: 'milestone', handedOut: true, handedOutBy: admin.displayName });
  });

  it('a notice per grant with its figures; a balance at the ceiling holds its grant for an admin', async () => {
    await saveTiers(
      [tier('stake', 'month', 1_000, 500), tier('stake', 'month', 2_000, 20_000), tier(null, 'lifetime', 1_000, 'Cap')],
      10_000,
    );
    const [viewer, full] = [
      await createUser(database),
      await createUser(database, { points: MAX_POINTS_BALANCE - 100 }),
    ];
    await claim(viewer, 'vic');
    await claim(full, 'fuller');
    await importRows('stake', current, [
      ['vic', 2_500],
      ['fuller', 1_500],
    ]);
    const noticesOf = (userId: string) =>
      queryRows<{ kind: string; title: string; body: string; params: { threshold: number; scope: string } }>(
        database.db,
        sql`select kind, title, body, params from user_notices where user_id = ${userId}
             order by params->>'scope' desc, (params->>'threshold')::int`,
      );
    const month = { sponsor: 'Stake', scope: 'month', period: current, prize: null };
    const lifetime = { sponsor: null, threshold: 1_000, scope: 'lifetime', period: null, points: null, prize: 'Cap' };
    expect(await noticesOf(viewer.id)).toEqual([
      {
        kind: 'wager_milestone',
        title: 'Wager milestone reached: $1000',
        body: '500 points',
        params: { ...month, threshold: 1_000, points: 500, status: 'paid' },
      },
      {
        kind: 'wager_milestone',
        title: 'Wager milestone reached: $2000',
        body: '20000 points (awaiting approval)',
        params: { ...month, threshold: 2_000, points: 20_000, status: 'awaiting' },
      },
      {
        kind: 'wager_milestone',
        title: 'Wager milestone reached: $1000',
        body: 'Cap',
        params: { ...lifetime, status: 'prize' },
      },
    ]);
    expect(await balanceOf(database, viewer.id)).toBe(500);
    expect(await milestoneLedger(viewer.id)).toEqual([
      expect.objectContaining({
        delta: 500,
        balance_after: 500,
        params: { sponsor: 'Stake', threshold: 1_000, scope: 'month', period: current },
      }),
    ]);

    // 500 more would pass the ceiling: no credit, no ledger row; the grant waits for an admin, and its notice says so.
    expect(await balanceOf(database, full.id)).toBe(MAX_POINTS_BALANCE - 100);
    expect(await milestoneLedger(full.id)).toEqual([]);
    expect((await noticesOf(full.id)).map((n) => [n.body, n.params])).toEqual([
      ['500 points (awaiting approval)', { ...month, threshold: 1_000, points: 500, status: 'awaiting' }],
      ['Cap', { ...lifetime, status: 'prize' }],
    ]);
    const held = (await grantRows()).filter((g) => g.user_id === full.id).map((g) => g.status);
    expect(held.sort()).toEqual(['awaiting', 'prize']);
    const [audit] = await queryRows<{ summary: object }>(
      database.db,
      sql`select summary from audit_log where action = 'wager_milestone.grant' order by id desc limit 1`,
    );
    expect(audit!.summary).toEqual({
      before: null,
      after: { grants: 5, paid: 1, points: 500, awaiting: 2, prizes: 2 },
    });
    expect(await ledgerCheck()).toBe(0);
  });

  it('rewards above the approval size wait; approve pays once, reject pays nothing', async () => {
    await saveTiers([tier('stake', 'month', 1_000, 20_000)], 10_000);
    const [ann, ben] = [await createUser(database), await createUser(database)];
    await claim(ann, 'ann');
    await claim(ben, 'ben');
    await importRows('stake', current, [
      ['ann', 2_000],
      ['ben', 3_000],
    ]);
    expect(await balanceOf(database, ann.id)).toBe(0);
    const awaiting = (await call(app, 'GET', '/api/v1/admin/wager-milestones/grants?status=awaiting', admin)).json()
      .grants;
    expect(awaiting).toHaveLength(2);
    const annGrant = awaiting.find((g: { user: { id: string } }) => g.user.id === ann.id);
    const benGrant = awaiting.find((g: { user: { id: string } }) => g.user.id === ben.id);
    const approvals = await Promise.all([
      call(app, 'POST', `/api/v1/admin/wager-milestones/grants/${annGrant.id}/approve`, admin),
      call(second, 'POST', `/api/v1/admin/wager-milestones/grants/${annGrant.id}/approve`, admin),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(database, ann.id)).toBe(20_000);
    const rejected = await call(app, 'POST', `/api/v1/admin/wager-milestones/grants/${benGrant.id}/reject`, admin);
    expect(rejected.json()).toMatchObject({ status: 'rejected', user: { id: ben.id } });
    expect(await balanceOf(database, ben.id)).toBe(0);
    expect(
      (await call(app, 'POST', `/api/v1/admin/wager-milestones/grants/${benGrant.id}/approve`, admin)).json().error
        .code,
    ).toBe('ALREADY_DECIDED');
    expect((await call(app, 'GET', '/api/v1/admin/wager-milestones/grants', ann)).statusCode).toBe(403);
    expect(await ledgerCheck()).toBe(0);
  });

  it('a revoked claim earns nothing more; a name moved to another account is not paid again', async () => {
    await saveTiers([tier('stake', 'month', 1_000, 100), tier('stake', 'month', 3_000, 200)]);
    const [squatter, owner] = [await createUser(database), await createUser(database)];
    const c = await claim(squatter, 'golden');
    await importRows('stake', current, [['golden', 1_500]]);
    expect(await balanceOf(database, squatter.id)).toBe(100);
    // Moved to its owner: the $1,000 tier of this month was paid for this name already.
    await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/reassign`, admin, { userId: owner.id });
    await importRows('stake', current, [['golden', 1_600]]);
    expect(await balanceOf(database, owner.id)).toBe(0);
    await call(app, 'POST', `/api/v1/admin/casino-accounts/${c.id}/revoke`, admin, {});
    await importRows('stake', current, [['golden', 5_000]]);
    expect(await balanceOf(database, owner.id)).toBe(0);
    // Nothing already paid is taken back.
    expect(await balanceOf(database, squatter.id)).toBe(100);
    expect(await ledgerCheck()).toBe(0);
  });
});
