import { lossWindows } from '@app/contracts';
import { dealBlackjack, hashServerSeed } from '@app/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { responsiblePlayGuard } from '../src/features/responsible-play/guard';
import { createResponsiblePlayService } from '../src/features/responsible-play/service';
import { useTwoTestApps } from './helpers/app';
import { call } from './helpers/call';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

// Responsible play (issue 35 item 3, ADR 067) through two API instances on one database.
let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let viewer: TestUser;

const env = { RATE_LIMIT_BETS_PER_MINUTE: '100000' };
useTwoTestApps((opened) => ({ database, app, second } = opened), env);
beforeEach(async () => {
  await resetDatabase(database);
  viewer = await createUser(database, { points: 1000 });
});

const RG = '/api/v1/users/me/responsible-play';
const state = async (who = viewer) => (await call(app, 'GET', RG, who)).json();
const auditActions = async () =>
  (
    await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where action like 'responsible_play.%' order by id`,
    )
  ).map((r) => r.action);

describe('settings', () => {
  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const bad: Array<[string, string, object, string]> = [
      ['PUT', '/limits', { dailyLimit: -1, weeklyLimit: null }, 'RG_LIMIT_INVALID'],
      ['PUT', '/limits', { dailyLimit: null, weeklyLimit: 1e20 }, 'RG_LIMIT_INVALID'],
      ['PUT', '/limits', { dailyLimit: 1.5, weeklyLimit: null }, 'RG_LIMIT_INVALID'],
      ['PUT', '/limits', { dailyLimit: '100', weeklyLimit: null }, 'RG_LIMIT_INVALID'],
      ['POST', '/cool-off', { length: '12h' }, 'RG_COOL_OFF_LENGTH'],
      ['POST', '/cool-off', {}, 'RG_COOL_OFF_LENGTH'],
      ['POST', '/self-exclusion', { length: '1y' }, 'RG_COOL_OFF_LENGTH'],
      ['PUT', '/reality-check', { minutes: 7 }, 'RG_REALITY_CHECK_INVALID'],
    ];
    const before = await state();
    for (const [method, path, body, code] of bad) {
      const res = await call(app, method as 'PUT' | 'POST', `${RG}${path}`, viewer, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().error.code, `${path} ${JSON.stringify(body)}`).toBe(code);
    }
    expect(await state()).toEqual(before);
    expect(await auditActions()).toEqual([]);
    expect((await call(app, 'GET', RG, null)).statusCode).toBe(401);
  });

  it('lowers a limit at once, makes a raise wait, audits every change', async () => {
    const set = (dailyLimit: number | null, weeklyLimit: number | null) =>
      call(app, 'PUT', `${RG}/limits`, viewer, { dailyLimit, weeklyLimit });
    expect((await set(500, 2000)).json()).toMatchObject({
      daily: { limit: 500, pending: null, loss: 0, remaining: 500 },
      weekly: { limit: 2000, pending: null },
    });
    const raised = (await set(800, 1000)).json();
    expect(raised.daily).toMatchObject({ limit: 500, pending: { limit: 800 } });
    expect(Date.parse(raised.daily.pending.effectiveAt) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(raised.weekly).toMatchObject({ limit: 1000, pending: null });
    expect(await auditActions()).toEqual(['responsible_play.limits', 'responsible_play.limits']);
  });

  it('a cool-off or self-exclusion cannot be shortened, and no admin route lifts it (the admin reads it)', async () => {
    const admin = await createUser(database, { role: 'Admin' });
    expect((await call(app, 'POST', `${RG}/cool-off`, viewer, { length: '30d' })).statusCode).toBe(200);
    const shorter = await call(second, 'POST', `${RG}/cool-off`, viewer, { length: '7d' });
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json().error.code).toBe('RG_CANNOT_SHORTEN');
    expect((await call(app, 'POST', `${RG}/self-exclusion`, viewer, { length: 'forever' })).statusCode).toBe(200);
    const sixMonths = await call(app, 'POST', `${RG}/self-exclusion`, viewer, { length: '6m' });
    expect(sixMonths.json().error.code).toBe('RG_CANNOT_SHORTEN');
    const seen = await call(app, 'GET', `/api/v1/admin/users/${viewer.id}/responsible-play`, admin);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ excludedUntil: 'forever' });
    expect(Date.parse(seen.json().coolOffUntil) - Date.now()).toBeGreaterThan(29.9 * 24 * 3600_000);
    for (const method of ['DELETE', 'PUT', 'POST'] as const)
      expect((await call(app, method, `/api/v1/admin/users/${viewer.id}/responsible-play`, admin, {})).statusCode).toBe(
        404,
      );
    expect((await call(app, 'GET', `/api/v1/admin/users/${viewer.id}/responsible-play`, viewer)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'GET', `/api/v1/admin/users/${unknown}/responsible-play`, admin)).statusCode).toBe(404);
    expect(await auditActions()).toEqual(['responsible_play.cool_off', 'responsible_play.self_exclusion']);
  });
});

/** Points the user's fairness pair at a nonce where a Blackjack deal stays open, and at the next one too. */
async function openDealsAhead(who: TestUser): Promise<void> {
  expect((await call(app, 'GET', '/api/v1/fairness', who)).statusCode).toBe(200);
  const serverSeed = 'e'.repeat(64);
  const open = (nonce: number) => {
    const dealt = dealBlackjack({ bet: 50, serverSeed, clientSeed: 'c', nonce });
    return dealt.ok && dealt.state.gameState === 'in_progress';
  };
  let nonce = 0;
  while (!(open(nonce) && open(nonce + 1))) nonce++;
  await database.db.execute(
    sql`update fairness_seeds set server_seed = ${serverSeed}, server_seed_hash = ${hashServerSeed(serverSeed)},
        client_seed = 'c', nonce = ${nonce} where user_id = ${who.id} and status = 'active'`,
  );
}

describe('the stake guard', () => {
  it('two Mines bets racing on two instances past a daily limit: the second is refused', async () => {
    await call(app, 'PUT', `${RG}/limits`, viewer, { dailyLimit: 150, weeklyLimit: null });
    const [a, b] = await Promise.all([
      call(app, 'POST', '/api/v1/mines', viewer, { bet: 100, mines: 3 }),
      call(second, 'POST', '/api/v1/mines', viewer, { bet: 100, mines: 3 }),
    ]);
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403]);
    const refused = [a, b].find((r) => r.statusCode === 403)!.json().error;
    expect(refused.code).toBe('RG_LIMIT_REACHED');
    expect(refused.fields).toEqual({ until: lossWindows(new Date()).day.end.toISOString(), period: 'daily' });
    expect(await balanceOf(database, viewer.id)).toBe(900);
    expect((await state()).daily).toMatchObject({ loss: 100, remaining: 50 });
    await expectLedgerInvariant(database);
  });

  it('a Mines bet and a Blackjack deal racing past a weekly limit: one is refused', async () => {
    await call(app, 'PUT', `${RG}/limits`, viewer, { dailyLimit: null, weeklyLimit: 60 });
    // A natural settles at the deal and pays, which rightly leaves room for the other stake (the limit
    // is on net loss). So the pair is pointed at a nonce whose deal stays open, and so is the next one:
    // whichever of the two goes first, the Blackjack deal loses its 50 for now.
    await openDealsAhead(viewer);
    const [a, b] = await Promise.all([
      call(app, 'POST', '/api/v1/mines', viewer, { bet: 50, mines: 3 }),
      call(second, 'POST', '/api/v1/blackjack/bet', viewer, {
        bet: 50,
        sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 },
      }),
    ]);
    expect([a, b].map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect([a, b].find((r) => r.statusCode === 403)!.json().error).toMatchObject({
      code: 'RG_LIMIT_REACHED',
      fields: { period: 'weekly', until: lossWindows(new Date()).week.end.toISOString() },
    });
    await expectLedgerInvariant(database);
  });

  // A first game inserts the user's seed pair and (Blackjack) the game row before the responsible-play
  // lock: their key-share locks on the user's row must not close a cycle with the entry, which takes
  // the settings lock and then the balance (the deadlock a CI run on PostgreSQL met: ADR 072).
  // Three fresh accounts each, so each race starts from a first game.
  it.each([
    ['Mines bet', '/api/v1/mines', { bet: 100, mines: 3 }],
    ['Blackjack deal', '/api/v1/blackjack/bet', { bet: 100, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 } }],
  ])(
    'a first %s and a paid giveaway entry racing on two instances past a daily limit: one is refused',
    async (_, path, body) => {
      const admin = await createUser(database, { role: 'Admin' });
      const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
      const created = await call(app, 'POST', '/api/v1/admin/giveaways', admin, {
        title: 'Headset',
        prize: 'A headset',
        winners: 1,
        opensAt: inMs(-60_000),
        closesAt: inMs(3_600_000),
        entryCost: 100,
        maxTicketsPerAccount: 1,
      });
      expect(created.statusCode, created.body).toBe(201);
      for (let round = 0; round < 3; round++) {
        const player = round === 0 ? viewer : await createUser(database, { points: 1000 });
        await call(app, 'PUT', `${RG}/limits`, player, { dailyLimit: 150, weeklyLimit: null });
        const [a, b] = await Promise.all([
          call(app, 'POST', path, player, body),
          call(second, 'POST', `/api/v1/giveaways/${created.json()._id}/enter`, player, { tickets: 1 }),
        ]);
        // A Blackjack deal may settle at once (a natural, a push): what it paid back lowers the day's
        // loss, and then the entry after it fits the limit too.
        const [paidBack] = await queryRows<{ returned: number }>(
          database.db,
          sql`select coalesce(sum(delta), 0)::int8 as returned from points_ledger
              where user_id = ${player.id} and reason = 'game_payout'`,
        );
        const returned = Number(paidBack?.returned ?? 0);
        const statuses = [a, b].map((r) => r.statusCode).sort();
        if (returned === 0) expect(statuses, `${a.body} ${b.body}`).toEqual([200, 403]);
        else expect(statuses[0], `${a.body} ${b.body}`).toBe(200);
        for (const refused of [a, b].filter((r) => r.statusCode !== 200)) {
          expect(refused.statusCode, refused.body).toBe(403);
          expect(refused.json().error.code).toBe('RG_LIMIT_REACHED');
        }
        const staked = 100 * statuses.filter((s) => s === 200).length;
        expect(await balanceOf(database, player.id)).toBe(1000 - staked + returned);
      }
      await expectLedgerInvariant(database);
    },
  );

  it('a cool-off refuses every stake and says until when; nothing is debited', async () => {
    const res = await call(app, 'POST', `${RG}/cool-off`, viewer, { length: '24h' });
    const until = res.json().coolOffUntil as string;
    const bet = await call(second, 'POST', '/api/v1/mines', viewer, { bet: 10, mines: 3 });
    expect(bet.statusCode).toBe(403);
    expect(bet.json().error).toMatchObject({ code: 'RG_COOLING_OFF', fields: { until } });
    const deal = await call(app, 'POST', '/api/v1/blackjack/bet', viewer, {
      bet: 10,
      sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 },
    });
    expect(deal.json().error.code).toBe('RG_COOLING_OFF');
    expect(await balanceOf(database, viewer.id)).toBe(1000);
  });

  it('a raise applies only after 24 hours on the injected clock', async () => {
    let clock = new Date('2026-11-25T10:00:00Z');
    const rg = createResponsiblePlayService({ db: database.db, now: () => clock });
    const actor = { userId: viewer.id, name: viewer.displayName, role: 'User' as const, requestId: null, ip: null };
    await rg.setLimits(viewer.id, { dailyLimit: 100, weeklyLimit: null }, actor);
    await rg.setLimits(viewer.id, { dailyLimit: 500, weeklyLimit: null }, actor);
    const stake = (n: number) =>
      database.db.transaction((tx) => responsiblePlayGuard.assertMayStake(tx, viewer.id, n, clock));
    clock = new Date(clock.getTime() + 24 * 3600_000 - 1);
    expect((await rg.state(viewer.id)).daily).toMatchObject({ limit: 100, pending: { limit: 500 } });
    await expect(stake(150)).rejects.toMatchObject({ code: 'RG_LIMIT_REACHED' });
    clock = new Date(clock.getTime() + 1);
    expect((await rg.state(viewer.id)).daily).toMatchObject({ limit: 500, pending: null });
    await expect(stake(150)).resolves.toBeUndefined();
  });

  it('reports the net result of the stakes for the reality check', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await call(app, 'POST', '/api/v1/mines', viewer, { bet: 40, mines: 3 });
    const net = await call(app, 'GET', `${RG}/net?since=${encodeURIComponent(since)}`, viewer);
    expect(net.json()).toEqual({ since, net: -40 });
    expect((await call(app, 'GET', `${RG}/net?since=yesterday`, viewer)).statusCode).toBe(400);
  });
});
