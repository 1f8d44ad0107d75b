import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { createTestApp, useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';

/** GTB done right: closed for good, prizes per place, paid once, winners told, prizes listed for the admin. */
let database: Database;
let app: FastifyInstance;
let admin: TestUser;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', displayName: 'Boss' });
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: TestUser | null,
  payload?: object,
  on: FastifyInstance = app,
) =>
  on.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const gtb = (status: string) => send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status });
const setPrizes = (prizes: object[], who: TestUser = admin) =>
  send('PUT', '/api/v1/admin/live-hunt/gtb/prizes', who, { prizes });
const guess = (who: TestUser, huntId: string, value: number) =>
  send('PUT', `/api/v1/bonustracker/${huntId}/gtb`, who, { guess: value });
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]?.n ?? 0;

/** A live hunt with one bonus paying `final` cents and GTB opened; returns its id. */
async function huntWithBonus(final: number): Promise<{ huntId: string; bonusId: string }> {
  const hunt = (await send('POST', '/api/v1/admin/live-hunt', admin, { start: 10_000 })).json();
  const bonusId = (
    await send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
      slot: { name: 'Gates of Olympus', provider: 'Pragmatic Play' },
      bet: 100,
      superBonus: false,
    })
  ).json().bonus[0]._id;
  await send('PATCH', `/api/v1/admin/live-hunt/bonuses/${bonusId}`, admin, { earning: final });
  return { huntId: hunt._id, bonusId };
}

describe('GTB closed for good', () => {
  it('once closed after being opened it never reopens (409 GTB_CLOSED_FOR_GOOD), and no guess gets in', async () => {
    const { huntId } = await huntWithBonus(5_000);
    // Closing a GTB that was never opened does not lock it.
    expect((await gtb('closed')).json().gtb).toMatchObject({ status: 'closed', closedForGood: false });
    expect((await gtb('opened')).json().gtb).toMatchObject({ status: 'opened', closedForGood: false });
    const viewer = await createUser(database);
    expect((await guess(viewer, huntId, 5_000)).statusCode).toBe(200);
    expect((await gtb('closed')).json().gtb).toMatchObject({ status: 'closed', closedForGood: true });
    const reopen = await gtb('opened');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('GTB_CLOSED_FOR_GOOD');
    // Many parallel attempts change nothing either.
    const tries = await Promise.all(Array.from({ length: 5 }, () => gtb('opened')));
    expect(tries.every((t) => t.json().error?.code === 'GTB_CLOSED_FOR_GOOD')).toBe(true);
    const late = await createUser(database);
    expect((await guess(late, huntId, 5_000)).json().error.code).toBe('GTB_CLOSED');
    const pub = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json();
    expect(pub.hunt.gtb).toMatchObject({ status: 'closed', closedForGood: true, participants: 1 });
    // Closing again is harmless; the database refuses an opened status with a closing time.
    expect((await gtb('closed')).statusCode).toBe(200);
    await expect(
      database.db.execute(sql`update live_hunts set gtb_status = 'opened' where id = ${huntId}`),
    ).rejects.toThrow();
  });
});

describe('GTB prizes', () => {
  it('a new hunt starts with the $30 text prize; the admin sets N places of points or text, validated', async () => {
    await huntWithBonus(5_000);
    let pub = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json();
    expect(pub.hunt.gtb.prizes).toEqual([{ points: null, text: '$30', affiliate: null }]);
    const ok = await setPrizes([{ points: 5_000 }, { text: '  Steam gift card $20 ' }, { points: 1 }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().gtb.prizes).toEqual([
      { points: 5_000, text: null, affiliate: null },
      { points: null, text: 'Steam gift card $20', affiliate: null },
      { points: 1, text: null, affiliate: null },
    ]);
    const bad: object[][] = [
      [{ points: 5, text: 'both' }],
      [{}],
      [{ points: 0 }],
      [{ points: 1_000_001 }],
      [{ points: 1.5 }],
      [{ text: '' }],
      [{ text: 'x'.repeat(121) }],
      Array.from({ length: 11 }, () => ({ points: 1 })),
      // The affiliate prize of a place: the same rules.
      [{ points: 5, affiliate: { points: 5, text: 'both' } }],
      [{ points: 5, affiliate: {} }],
      [{ points: 5, affiliate: { points: 0 } }],
      [{ points: 5, affiliate: { text: '' } }],
    ];
    for (const prizes of bad) {
      const res = await setPrizes(prizes);
      expect(res.statusCode, JSON.stringify(prizes)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    expect((await send('PUT', '/api/v1/admin/live-hunt/gtb/prizes', admin, { prizes: 'many' })).statusCode).toBe(400);
    const viewer = await createUser(database);
    expect((await setPrizes([{ points: 1 }], viewer)).statusCode).toBe(403);
    expect((await send('PUT', '/api/v1/admin/live-hunt/gtb/prizes', null, { prizes: [] })).statusCode).toBe(401);
    pub = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json();
    expect(pub.hunt.gtb.prizes).toHaveLength(3);
    // No places: allowed (no GTB prize this time).
    expect((await setPrizes([])).json().gtb.prizes).toEqual([]);
    await send('POST', '/api/v1/admin/live-hunt/cancel', admin);
    expect((await setPrizes([{ points: 1 }])).json().error.code).toBe('NO_LIVE_HUNT');
  });

  it('the winner of the default prize reads "Your prize: $30." (not "$30 prize."), amounts in the site currency', async () => {
    const { huntId } = await huntWithBonus(10_000);
    await gtb('opened');
    const winner = await createUser(database, { points: 0, displayName: 'Winner' });
    await guess(winner, huntId, 9_950);
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).statusCode).toBe(200);
    const notices = (await send('GET', '/api/v1/users/me/notices', winner)).json().notices as { body: string }[];
    expect(notices.map((n) => n.body)).toEqual([
      'Your guess of $99.50 was $0.50 off. Your prize: $30. The streamer will hand it out to you.',
    ]);
  });

  it('finish pays the top N once: points through the ledger, text prizes listed, ties to the earlier guess, winners told', async () => {
    const { huntId } = await huntWithBonus(10_000);
    await gtb('opened');
    await setPrizes([{ points: 500 }, { text: 'Signed mousepad' }, { points: 100 }]);
    const [early, late, far, farther] = await Promise.all(
      ['Early', 'Late', 'Far', 'Farther'].map((displayName) => createUser(database, { points: 0, displayName })),
    );
    await guess(early!, huntId, 9_900); // 100 off, first
    await guess(late!, huntId, 10_100); // 100 off, later: second
    await guess(far!, huntId, 12_000);
    await guess(farther!, huntId, 20_000); // 4th: no prize place
    const finished = await send('POST', '/api/v1/admin/live-hunt/finish', admin);
    expect(finished.statusCode).toBe(200);
    const winners = [
      {
        place: 1,
        username: 'Early',
        guess: 9_900,
        distance: 100,
        prize: { points: 500, text: null },
        affiliate: false,
      },
      {
        place: 2,
        username: 'Late',
        guess: 10_100,
        distance: 100,
        prize: { points: null, text: 'Signed mousepad' },
        affiliate: false,
      },
      {
        place: 3,
        username: 'Far',
        guess: 12_000,
        distance: 2_000,
        prize: { points: 100, text: null },
        affiliate: false,
      },
    ];
    expect(finished.json().settlement.gtbWinners).toEqual(winners);
    // gtbRanking is unchanged: every ranked guess (the overlay reads it).
    expect(finished.json().settlement.gtbRanking.map((r: { username: string }) => r.username)).toEqual([
      'Early',
      'Late',
      'Far',
      'Farther',
    ]);
    const pub = (await app.inject({ method: 'GET', url: '/api/v1/live-hunt' })).json();
    expect(pub.hunt.settlement.gtbWinners).toEqual(winners);
    expect(pub.hunt.gtb.closedForGood).toBe(true);
    expect(await balanceOf(database, early!.id)).toBe(500);
    expect(await balanceOf(database, late!.id)).toBe(0);
    expect(await balanceOf(database, far!.id)).toBe(100);
    const ledger = await queryRows<{ reason: string; ref_id: string; delta: number; params: unknown; note: unknown }>(
      database.db,
      sql`select reason, ref_id, delta::int, params, note from points_ledger where ref_type = 'live_hunt_gtb' order by ref_id`,
    );
    // The figures the web writes "Bonus Hunt #1: GTB place 1" from, in the reader's language.
    expect(ledger).toEqual([
      { reason: 'gtb_prize', ref_id: `${huntId}:1`, delta: 500, params: { hunt: 1, place: 1 }, note: null },
      { reason: 'gtb_prize', ref_id: `${huntId}:3`, delta: 100, params: { hunt: 1, place: 3 }, note: null },
    ]);
    // The ledger itself refuses a second credit of the same place.
    await expect(
      database.db.execute(
        sql`insert into points_ledger (user_id, delta, balance_after, reason, ref_type, ref_id) values (${early!.id}, 500, 1000, 'gtb_prize', 'live_hunt_gtb', ${`${huntId}:1`})`,
      ),
    ).rejects.toThrow();

    // Notices: each winner has one, others none; dismissed once; another user's is a 404.
    const noticesOf = async (who: TestUser) =>
      (await send('GET', '/api/v1/users/me/notices', who)).json().notices as {
        id: string;
        kind: string;
        title: string;
        body: string;
      }[];
    const mine = await noticesOf(early!);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'gtb_prize', title: 'You won GTB place 1 in Bonus Hunt #1!' });
    // The figures each language writes the notice from (the web's catalogs).
    expect(mine[0]).toMatchObject({
      params: { place: 1, huntIndex: 1, prizePoints: 500, prizeText: null },
    });
    expect((await noticesOf(late!))[0]).toMatchObject({ params: { prizePoints: null, prizeText: 'Signed mousepad' } });
    expect(mine[0]!.body).toContain('500 points');
    expect((await noticesOf(late!))[0]!.body).toContain('Signed mousepad');
    expect(await noticesOf(farther!)).toEqual([]);
    expect((await send('POST', `/api/v1/users/me/notices/${mine[0]!.id}/seen`, late!)).statusCode).toBe(404);
    expect((await send('POST', `/api/v1/users/me/notices/not-a-uuid/seen`, early!)).statusCode).toBe(400);
    expect((await send('GET', '/api/v1/users/me/notices', null)).statusCode).toBe(401);
    expect((await send('POST', `/api/v1/users/me/notices/${mine[0]!.id}/seen`, early!)).statusCode).toBe(204);
    expect(await noticesOf(early!)).toEqual([]);
    expect((await send('POST', `/api/v1/users/me/notices/${mine[0]!.id}/seen`, early!)).statusCode).toBe(204);

    // Finishing again, or re-running the settlement, pays nothing more.
    expect((await send('POST', '/api/v1/admin/live-hunt/finish', admin)).json().error.code).toBe('NO_LIVE_HUNT');
    const { createLiveHuntService } = await import('../src/features/live-hunt/service');
    const { createLocalBus } = await import('../src/features/live-hunt/bus');
    const { createCasinoAccountsService } = await import('../src/features/casino-accounts/service');
    const svc = createLiveHuntService({
      db: database.db,
      bus: createLocalBus(),
      affiliates: createCasinoAccountsService({ db: database.db }),
    });
    expect(await Promise.all([svc.settleAgain(huntId), svc.settleAgain(huntId)])).toEqual([false, false]);
    expect(await count(sql`select count(*)::int as n from points_ledger where ref_type = 'live_hunt_gtb'`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from user_notices`)).toBe(3);
    await expectLedgerInvariant(database);
  });

  it('two instances finishing at once, many times in parallel: one settlement, each place paid once', async () => {
    const { huntId } = await huntWithBonus(10_000);
    await gtb('opened');
    await setPrizes([{ points: 700 }, { points: 300 }]);
    const [a, b] = await Promise.all([createUser(database, { points: 0 }), createUser(database, { points: 0 })]);
    await guess(a!, huntId, 10_000);
    await guess(b!, huntId, 10_500);
    const other = await createTestApp(database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
    try {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          send('POST', '/api/v1/admin/live-hunt/finish', admin, undefined, i % 2 === 0 ? app : other),
        ),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 404).every((r) => r.json().error.code === 'NO_LIVE_HUNT')).toBe(
        true,
      );
    } finally {
      await other.close();
    }
    expect(await balanceOf(database, a!.id)).toBe(700);
    expect(await balanceOf(database, b!.id)).toBe(300);
    expect(await count(sql`select count(*)::int as n from points_ledger where ref_type = 'live_hunt_gtb'`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from live_hunt_gtb_awards`)).toBe(2);
    await expectLedgerInvariant(database);
  });

  it('prizes changed while the hunt runs are the ones paid; a cancelled hunt awards nothing', async () => {
    const { huntId } = await huntWithBonus(10_000);
    await gtb('opened');
    const a = await createUser(database, { points: 0 });
    await guess(a, huntId, 10_000);
    await setPrizes([{ points: 10 }]);
    await gtb('closed');
    await setPrizes([{ points: 25 }]); // still allowed after GTB closed, until the hunt ends
    await send('POST', '/api/v1/admin/live-hunt/finish', admin);
    expect(await balanceOf(database, a.id)).toBe(25);

    const second = await huntWithBonus(100);
    await gtb('opened');
    await setPrizes([{ points: 99 }]);
    const b = await createUser(database, { points: 0 });
    await guess(b, second.huntId, 100);
    expect((await send('POST', '/api/v1/admin/live-hunt/cancel', admin)).json()).toMatchObject({
      status: 'cancelled',
      settlement: null,
      gtb: { closedForGood: true },
    });
    expect(await balanceOf(database, b.id)).toBe(0);
    expect(await count(sql`select count(*)::int as n from live_hunt_gtb_awards where hunt_id = ${second.huntId}`)).toBe(
      0,
    );
  });
});

describe('prizes to hand out', () => {
  it('lists GTB awards (points as paid by the ledger) and the frozen leaderboard months; the admin marks text prizes handed out', async () => {
    const { huntId } = await huntWithBonus(10_000);
    await gtb('opened');
    await setPrizes([{ text: '$30 tip' }, { points: 250 }]);
    const [a, b] = await Promise.all([
      createUser(database, { points: 0, displayName: 'Ana', login: 'ana_w' }),
      createUser(database, { points: 0, displayName: 'Bo' }),
    ]);
    await guess(a!, huntId, 10_000);
    await guess(b!, huntId, 11_000);
    await send('POST', '/api/v1/admin/live-hunt/finish', admin);

    expect(
      (
        await send('POST', '/api/v1/admin/sponsors', admin, {
          slug: 'stake',
          name: 'Stake',
          logo: '/sponsors/stake.svg',
          adapter: 'csv',
          credentials: null,
          maskNames: true,
        })
      ).statusCode,
    ).toBe(201);
    await send('POST', '/api/v1/admin/sponsors/stake/import', admin, {
      period: '2025-03',
      csv: 'username,wagered\nann_real,"1,000.00"\nben_real,500\n',
    });
    await send('POST', '/api/v1/admin/sponsors/stake/import', admin, {
      period: '2025-04',
      csv: 'username,wagered\nnot_frozen,10\n',
    });
    await database.db.execute(sql`update wager_standings set frozen_at = now() where period = '2025-03'`);

    const list = (await send('GET', '/api/v1/admin/prizes', admin)).json().prizes as Array<Record<string, unknown>>;
    const byRef = new Map(list.map((p) => [`${p.source}|${p.ref}`, p]));
    expect(list).toHaveLength(4);
    // Figures only: the web writes the title, the prize and who handed it out in the reader's language.
    expect(byRef.get(`gtb|${huntId}:1`)).toEqual({
      source: 'gtb',
      ref: `${huntId}:1`,
      place: 1,
      threshold: null,
      scope: null,
      huntIndex: 1,
      sponsorName: null,
      period: null,
      winner: 'Ana (ana_w)',
      kind: 'text',
      prizePoints: null,
      prizeText: '$30 tip',
      prizeUsd: null,
      affiliate: false,
      awardedAt: expect.any(String),
      paidByLedger: false,
      handedOut: false,
      handedOutAt: null,
      handedOutBy: null,
      handedOutByRemoved: false,
    });
    expect(byRef.get(`gtb|${huntId}:2`)).toMatchObject({
      place: 2,
      threshold: null,
      scope: null,
      huntIndex: 1,
      kind: 'points',
      prizePoints: 250,
      prizeText: null,
      paidByLedger: true,
      handedOut: true,
      handedOutBy: null,
      handedOutByRemoved: false,
    });
    // The real usernames, even though the public board masks them; only places with a prize.
    expect(byRef.get('leaderboard|stake:2025-03:1')).toMatchObject({
      place: 1,
      threshold: null,
      scope: null,
      huntIndex: null,
      sponsorName: 'Stake',
      period: '2025-03',
      winner: 'ann_real',
      kind: 'usd',
      prizePoints: null,
      prizeText: null,
      prizeUsd: 2_000,
      handedOut: false,
    });
    expect(byRef.get('leaderboard|stake:2025-03:2')).toMatchObject({ winner: 'ben_real', prizeUsd: 1_500 });
    // Newest first; within one hunt or month by place (not by any English title).
    expect(list.map((p) => p.ref)).toEqual(
      list[0]!.source === 'gtb'
        ? [`${huntId}:1`, `${huntId}:2`, 'stake:2025-03:1', 'stake:2025-03:2']
        : ['stake:2025-03:1', 'stake:2025-03:2', `${huntId}:1`, `${huntId}:2`],
    );

    const mark = (source: string, ref: string, handedOut: boolean, who: TestUser = admin) =>
      send('PUT', '/api/v1/admin/prizes/handout', who, { source, ref, handedOut });
    const marked = await mark('gtb', `${huntId}:1`, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ handedOut: true, handedOutBy: 'Boss', handedOutByRemoved: false });
    expect(typeof marked.json().handedOutAt).toBe('string');
    // An admin whose account is gone (the mark's admin set to null): a flag, the web says so.
    await database.db.execute(sql`update prize_handouts set handed_out_by = null where ref = ${`${huntId}:1`}`);
    expect(
      ((await send('GET', '/api/v1/admin/prizes', admin)).json().prizes as Array<{ ref: string }>).find(
        (p) => p.ref === `${huntId}:1`,
      ),
    ).toMatchObject({ handedOut: true, handedOutBy: null, handedOutByRemoved: true });
    expect((await mark('leaderboard', 'stake:2025-03:2', true)).json()).toMatchObject({ handedOut: true });
    // The audit rows name what the prize was won in and the winner (names and figures only); the page
    // words the place from the target id in the reader's language.
    expect(
      await queryRows<{ target_id: string; target_label: string }>(
        database.db,
        sql`select target_id, target_label from audit_log where action = 'prize.handout' order by id`,
      ),
    ).toEqual([
      { target_id: `gtb:${huntId}:1`, target_label: 'Bonus Hunt #1 · Ana (ana_w)' },
      { target_id: 'leaderboard:stake:2025-03:2', target_label: 'Stake 2025-03 · ben_real' },
    ]);
    expect((await mark('leaderboard', 'stake:2025-03:2', false)).json()).toMatchObject({
      handedOut: false,
      handedOutAt: null,
      handedOutBy: null,
    });
    const points = await mark('gtb', `${huntId}:2`, false);
    expect(points.statusCode).toBe(409);
    expect(points.json().error.code).toBe('PRIZE_PAID_BY_LEDGER');
    expect((await mark('gtb', `${huntId}:9`, true)).statusCode).toBe(404);
    expect((await mark('leaderboard', 'stake:2025-04:1', true)).statusCode).toBe(404); // not frozen: not listed
    expect((await mark('shop', 'x', true)).statusCode).toBe(400);
    const viewer = await createUser(database);
    expect((await mark('gtb', `${huntId}:1`, false, viewer)).statusCode).toBe(403);
    expect((await send('GET', '/api/v1/admin/prizes', viewer)).statusCode).toBe(403);
    expect((await send('GET', '/api/v1/admin/prizes', null)).statusCode).toBe(401);
    const after = (await send('GET', '/api/v1/admin/prizes', admin)).json().prizes as Array<{
      ref: string;
      handedOut: boolean;
    }>;
    expect(after.find((p) => p.ref === `${huntId}:1`)?.handedOut).toBe(true);
  });
});
