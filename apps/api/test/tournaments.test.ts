import type { Tournament, TournamentMatch } from '@app/contracts';
import { drawGiveaway, hashServerSeed, parseGiveawayEntriesText, sha256Hex } from '@app/games';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { startFakeDrand } from './fakes/fake-drand';
import { createTestApp } from './helpers/app';
import { call } from './helpers/call';
import { openTestDatabase, resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { namedStatements, statementsDuring } from './helpers/statements';

// Tournaments (issue 36, ADR 071): a bracket seeded by the giveaway draw with the beacon, matches
// decided from cents, predictions in pools settled once in total on any number of instances.

let database: Database;
let relay: Awaited<ReturnType<typeof startFakeDrand>>;
let app: FastifyInstance;
let second: FastifyInstance;
let admin: TestUser;
let viewers: TestUser[];
let slotIds: string[];

const env = () => ({ ...relay.env, RATE_LIMIT_BETS_PER_MINUTE: '100000' });

beforeAll(async () => {
  database = await openTestDatabase();
  relay = await startFakeDrand();
  app = await createTestApp(database, env());
  second = await createTestApp(database, env());
});
afterAll(async () => {
  await app.close();
  await second.close();
  await relay.close();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  admin = await createUser(database, { role: 'Admin', login: 'theadmin' });
  viewers = [];
  for (const name of ['Ana', 'Bob', 'Cid', 'Dee'])
    viewers.push(await createUser(database, { points: 10_000, displayName: name, login: name.toLowerCase() }));
  const names = ['Gates of Olympus', 'Sweet Bonanza', 'Book of Dead', 'Wanted Dead', 'Big Bass', 'Sugar Rush'];
  const csv = `name,provider\n${names.map((n) => `"${n}","Prov"`).join('\n')}`;
  expect((await call(app, 'POST', '/api/v1/slots/import', admin, { csv })).statusCode).toBe(200);
  const rows = await queryRows<{ id: string; name: string }>(database.db, sql`select id, name from slots`);
  slotIds = names.map((n) => rows.find((r) => r.name === n)!.id);
});

const base = { name: 'Friday battle', buyCents: 10_000, rule: 'payout', tieBreak: 'multiplier' };

async function create(count = 4, extra: object = {}): Promise<Tournament> {
  const res = await call(app, 'POST', '/api/v1/admin/tournaments', admin, {
    ...base,
    slotIds: slotIds.slice(0, count),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const start = async (t: Tournament, on = app): Promise<Tournament> => {
  const res = await call(on, 'POST', `/api/v1/admin/tournaments/${t.id}/start`, admin, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const get = async (t: Tournament, who: TestUser | null = null): Promise<Tournament> =>
  (await call(app, 'GET', `/api/v1/tournaments/${t.id}`, who)).json();
const matchesOf = (t: Tournament) => t.rounds.flatMap((r) => r.matches);
const current = (t: Tournament): TournamentMatch => matchesOf(t).find((m) => m.id === t.currentMatchId)!;
const admin_ = (on: FastifyInstance, t: Tournament, m: TournamentMatch, action: 'open' | 'close') =>
  call(on, 'POST', `/api/v1/admin/tournaments/${t.id}/matches/${m.id}/${action}`, admin);
const result = (on: FastifyInstance, t: Tournament, m: TournamentMatch, a: [number, number], b: [number, number]) =>
  call(on, 'PUT', `/api/v1/admin/tournaments/${t.id}/matches/${m.id}/result`, admin, {
    a: { cost: a[0], payout: a[1] },
    b: { cost: b[0], payout: b[1] },
  });
const predict = (on: FastifyInstance, t: Tournament, m: TournamentMatch, who: TestUser, side: string, points: number) =>
  call(on, 'POST', `/api/v1/tournaments/${t.id}/matches/${m.id}/predictions`, who, { side, points });
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;

describe('creating and seeding', () => {
  it('freezes the entrants, publishes the seed hash, and seeds by the giveaway draw with the beacon, recomputable from the page', async () => {
    const t = await create(5);
    expect(t).toMatchObject({ state: 'upcoming', entrantCount: 5, bracketSize: 8, rounds: [], currentMatchId: null });
    expect(t.proof.serverSeed).toBeNull();
    expect(t.entrants.map((e) => e.seed)).toEqual([null, null, null, null, null]);
    expect((await call(app, 'GET', '/api/v1/tournaments', null)).json()).toMatchObject({
      upcoming: [{ id: t.id, state: 'upcoming' }],
      running: [],
    });

    const s = await start(t);
    expect(s.state).toBe('running');
    // Everything needed to recompute the seeds is on the public page.
    const { proof } = s;
    expect(hashServerSeed(proof.serverSeed!)).toBe(proof.serverSeedHash);
    expect(proof.beacon).toMatchObject({ kind: 'drand' });
    expect(proof.clientSeed).toBe(sha256Hex(`${proof.entrantsText}\n${proof.beacon!.randomness}`));
    const list = parseGiveawayEntriesText(proof.entrantsText);
    expect(list.map((e) => e.id)).toEqual(t.entrants.map((e) => e.id));
    const order = drawGiveaway(proof.serverSeed!, list, list.length, proof.clientSeed!).map((p) => p.entryId);
    const bySeed = [...s.entrants].sort((x, y) => x.seed! - y.seed!).map((e) => e.id);
    expect(bySeed).toEqual(order);
    // 5 entrants in 8: seeds 1..3 have byes and wait in round 2; 4 v 5 is the first match played.
    const r1 = s.rounds[0]!.matches;
    expect(r1.map((m) => m.state)).toEqual(['bye', 'ready', 'bye', 'bye']);
    expect(r1[1]).toMatchObject({ a: order[3], b: order[4] });
    expect(s.rounds[1]!.matches.map((m) => [m.state, m.a, m.b])).toEqual([
      ['waiting', order[0], null],
      ['ready', order[1], order[2]],
    ]);
    expect(s.currentMatchId).toBe(r1[1]!.id);
    // A second start (another instance) changes nothing.
    const again = await call(second, 'POST', `/api/v1/admin/tournaments/${t.id}/start`, admin, {});
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('TOURNAMENT_NOT_UPCOMING');
  });

  it('drafts open slot requests with their requesters as callers, and refuses bad input creating nothing', async () => {
    expect((await call(app, 'PUT', '/api/v1/admin/slot-requests/settings', admin, { open: true })).statusCode).toBe(
      200,
    );
    for (const [i, v] of viewers.slice(0, 2).entries())
      expect((await call(app, 'POST', '/api/v1/slot-requests', v, { slotId: slotIds[i] })).statusCode).toBe(201);
    const requests = await queryRows<{ id: string }>(
      database.db,
      sql`select id from slot_requests order by created_at`,
    );
    const bad = [
      { slotIds: slotIds.slice(0, 2) },
      { slotIds: slotIds.slice(0, 4), tieBreak: 'payout' },
      { slotIds: [slotIds[0], slotIds[0], slotIds[1]] },
      { slotIds: [...slotIds.slice(2, 4), '00000000-0000-4000-8000-000000000000'] },
      { slotIds: slotIds.slice(0, 2), slotRequestIds: [requests[0]!.id] },
      { slotIds: slotIds.slice(2, 4), houseCutBps: 2001 },
      { slotIds: slotIds.slice(2, 4), buyCents: -5 },
      { slotIds: slotIds.slice(2, 4), maxStake: 1e20 },
      { slotIds: slotIds.slice(2, 5), rule: 'loudest' },
    ];
    for (const body of bad) {
      const res = await call(app, 'POST', '/api/v1/admin/tournaments', admin, { ...base, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(['VALIDATION_ERROR', 'TOURNAMENT_ENTRANTS_INVALID']).toContain(code(res));
    }
    const none = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from tournaments`);
    expect(none[0]!.n).toBe(0);
    const stillOpen = await queryRows<{ status: string }>(database.db, sql`select status from slot_requests`);
    expect(stillOpen.map((r) => r.status)).toEqual(['open', 'open']);

    const t = await create(0, { slotRequestIds: requests.map((r) => r.id), slotIds: slotIds.slice(2, 4) });
    expect(t.entrants.map((e) => [e.slot.name, e.caller?.name ?? null])).toEqual([
      ['Gates of Olympus', 'Ana'],
      ['Sweet Bonanza', 'Bob'],
      ['Book of Dead', null],
      ['Wanted Dead', null],
    ]);
    const played = await queryRows<{ status: string }>(database.db, sql`select status from slot_requests`);
    expect(played.map((r) => r.status)).toEqual(['played', 'played']);
    // A request already drafted cannot enter another tournament.
    const twice = await call(app, 'POST', '/api/v1/admin/tournaments', admin, {
      ...base,
      slotRequestIds: [requests[0]!.id],
      slotIds: slotIds.slice(4, 6),
    });
    expect(twice.statusCode).toBe(400);
    expect(code(twice)).toBe('TOURNAMENT_ENTRANTS_INVALID');
  });
});

describe('a whole tournament with predictions', () => {
  it('runs 4 slots to a champion: pools paid exactly, the champion pool settled, every refusal changing nothing', async () => {
    const t = await start(await create(4, { houseCutBps: 1000, maxStake: 5_000 }));
    const [ana, bob, cid, dee] = viewers as [TestUser, TestUser, TestUser, TestUser];
    const champ = (who: TestUser, entrantId: string, points: number) =>
      call(second, 'POST', `/api/v1/tournaments/${t.id}/champion`, who, { entrantId, points });
    const seed1 = t.entrants.find((e) => e.seed === 1)!.id;
    const seed2 = t.entrants.find((e) => e.seed === 2)!.id;
    expect((await champ(ana, seed1, 1_000)).statusCode).toBe(201);
    expect((await champ(bob, seed2, 3_000)).statusCode).toBe(201);
    expect(code(await champ(bob, seed1, 10))).toBe('PREDICTION_PLACED');
    expect(code(await champ(cid, '999999', 10))).toBe('VALIDATION_ERROR');

    const m1 = current(t);
    // Not open yet; then bad input of every kind.
    expect(code(await predict(app, t, m1, ana, 'a', 100))).toBe('PREDICTIONS_CLOSED');
    expect((await admin_(app, t, m1, 'open')).statusCode).toBe(200);
    expect(code(await champ(cid, seed1, 10))).toBe('CHAMPION_CLOSED');
    for (const [side, points] of [
      ['c', 100],
      ['a', -5],
      ['a', 0],
      ['a', 1.5],
      ['a', 1e12],
    ] as const)
      expect((await predict(app, t, m1, ana, side, points)).statusCode).toBe(400);
    expect(code(await predict(app, t, m1, ana, 'a', 5_001))).toBe('STAKE_TOO_HIGH');
    expect((await predict(app, t, m1, ana, 'a', 1)).statusCode).toBe(201);
    expect(await balanceOf(database, ana.id)).toBe(10_000 - 1_000 - 1);
    // The rest on two instances.
    expect((await predict(second, t, m1, bob, 'a', 300)).statusCode).toBe(201);
    expect((await predict(app, t, m1, cid, 'b', 600)).statusCode).toBe(201);
    expect((await predict(second, t, m1, dee, 'b', 200)).statusCode).toBe(201);
    expect(code(await predict(app, t, m1, bob, 'b', 10))).toBe('PREDICTION_PLACED');
    // A result for a match that is not the one being played.
    const later = matchesOf(t).find((m) => m.round === 2)!;
    expect(code(await result(app, t, later, [100, 1], [100, 2]))).toBe('MATCH_NOT_STARTED');

    // a pays 500.00, b 200.00: a wins. Losing pool 800, cut 10% = 80, 720 shared 1:300.
    const decided = (await result(second, t, m1, [10_000, 50_000], [10_000, 20_000])).json() as Tournament;
    const d1 = matchesOf(decided).find((m) => m.id === m1.id)!;
    expect(d1).toMatchObject({ state: 'decided', winner: 'a', decidedBy: 'rule' });
    expect(d1.result).toEqual({
      a: { cost: 10_000, payout: 50_000, multiplier: '5.00' },
      b: { cost: 10_000, payout: 20_000, multiplier: '2.00' },
    });
    expect(d1.predictions).toMatchObject({
      state: 'paid',
      a: { points: 301, count: 2 },
      b: { points: 800, count: 2 },
      houseCut: 80,
      capRemoved: 0,
      paid: 1 + 2 + 300 + 718,
    });
    // 720 * 1/301 = 2.39 -> 2 (remainder .39), 720 * 300/301 = 717.6 -> 717 (.61) + the 1 left = 718.
    expect(await balanceOf(database, ana.id)).toBe(10_000 - 1_000 - 1 + 3);
    expect(await balanceOf(database, bob.id)).toBe(10_000 - 3_000 - 300 + 1_018);
    expect(await balanceOf(database, cid.id)).toBe(10_000 - 600);
    expect((await get(decided, bob)).rounds[0]!.matches.find((m) => m.id === m1.id)!.predictions.mine).toEqual({
      side: 'a',
      points: 300,
      payout: 1_018,
      refunded: false,
    });
    // Prediction after the result.
    expect(code(await predict(app, decided, m1, dee, 'a', 5))).toBe('PREDICTIONS_CLOSED');

    // Play the rest without predictions; the final's winner is the champion.
    let now = decided;
    while (now.state === 'running') {
      const m = current(now);
      const res = await result(app, now, m, [10_000, 30_000], [10_000, 10_000]);
      expect(res.statusCode, res.body).toBe(200);
      now = res.json();
    }
    expect(now.state).toBe('finished');
    const final = matchesOf(now).at(-1)!;
    expect(now.championId).toBe(final.a);
    expect(now.entrants.filter((e) => !e.eliminated).map((e) => e.id)).toEqual([now.championId]);
    // Side a always won, so seed 1 (side a of the final) is the champion: ana's 1,000 takes bob's 3,000
    // less the 10 % cut.
    expect(now.championId).toBe(seed1);
    expect(now.champion).toMatchObject({ state: 'paid', houseCut: 300, capRemoved: 0, paid: 3_700 });
    expect(now.champion.pools.find((p) => p.entrantId === seed2)).toEqual({
      entrantId: seed2,
      points: 3_000,
      count: 1,
    });
    expect(await balanceOf(database, ana.id)).toBe(10_000 - 1_000 - 1 + 3 + 3_700);
    expect(await balanceOf(database, bob.id)).toBe(10_000 - 3_000 - 300 + 1_018);
    const listed = (await call(app, 'GET', '/api/v1/tournaments', null)).json();
    expect(listed.finished[0]).toMatchObject({ id: t.id, state: 'finished' });
    expect(listed.finished[0].champion).toBe(now.entrants.find((e) => e.id === seed1)!.slot.name);
    await expectLedgerInvariant(database);
  });

  it('a prediction is one statement for an account with no responsible-play settings; one with settings is checked under their lock, refusals alike on both paths (ADR 075)', async () => {
    const t = await start(await create(4));
    const [ana, bob, cid] = viewers as [TestUser, TestUser, TestUser];
    const RG = '/api/v1/users/me/responsible-play';
    expect((await call(app, 'PUT', `${RG}/limits`, bob, { dailyLimit: 150, weeklyLimit: null })).statusCode).toBe(200);
    expect((await call(app, 'POST', `${RG}/self-exclusion`, cid, { length: 'forever' })).statusCode).toBe(200);
    const ours = (sent: string[]) => namedStatements(sent).filter((n) => /^(tournament|rg|points)_/.test(n));
    const seed1 = t.entrants.find((e) => e.seed === 1)!.id;
    const champion = (who: TestUser, points: number) =>
      statementsDuring(() =>
        call(app, 'POST', `/api/v1/tournaments/${t.id}/champion`, who, { entrantId: seed1, points }),
      );

    // No settings: the champion pick is one statement, its debit included; with settings, the
    // statement finds them and writes nothing, then the check and the statement run in a transaction.
    const anaChamp = await champion(ana, 100);
    expect(anaChamp.result.statusCode, anaChamp.result.body).toBe(201);
    expect(ours(anaChamp.sent)).toEqual(['tournament_champion_predict']);
    const bobChamp = await champion(bob, 100);
    expect(bobChamp.result.statusCode, bobChamp.result.body).toBe(201);
    expect(ours(bobChamp.sent)).toEqual([
      'tournament_champion_predict',
      'rg_lock_settings',
      'tournament_champion_predict',
    ]);
    expect(code((await champion(cid, 100)).result)).toBe('RG_SELF_EXCLUDED');

    // A closed match is refused before responsible play, whatever the account's settings.
    const m1 = current(t);
    for (const who of [ana, bob, cid])
      expect(code(await predict(app, t, m1, who, 'a', 100))).toBe('PREDICTIONS_CLOSED');
    expect((await admin_(app, t, m1, 'open')).statusCode).toBe(200);
    const anaPick = await statementsDuring(() => predict(app, t, m1, ana, 'b', 250));
    expect(anaPick.result.statusCode, anaPick.result.body).toBe(201);
    expect(ours(anaPick.sent)).toEqual(['tournament_match_predict']);
    expect(anaPick.result.json()).toMatchObject({ balance: 10_000 - 100 - 250 });
    // Past the daily limit (100 of 150 lost): refused with nothing written; the self-excluded too.
    const bobPick = await predict(second, t, m1, bob, 'a', 100);
    expect(bobPick.statusCode).toBe(403);
    expect(code(bobPick)).toBe('RG_LIMIT_REACHED');
    expect(code(await predict(second, t, m1, cid, 'a', 100))).toBe('RG_SELF_EXCLUDED');
    expect(code(await predict(second, t, m1, bob, 'a', 50_000))).toBe('STAKE_TOO_HIGH');
    expect((await predict(second, t, m1, bob, 'a', 50)).statusCode).toBe(201);
    expect(code(await predict(app, t, m1, ana, 'a', 1))).toBe('PREDICTION_PLACED');
    expect([await balanceOf(database, bob.id), await balanceOf(database, cid.id)]).toEqual([9_850, 10_000]);

    // The ledger rows name the prediction and the tournament's name and round, as before the fold.
    const rows = await queryRows<{ ref_id: string; params: unknown; pick: string; round: number | null }>(
      database.db,
      sql`select l.ref_id, l.params, p.pick, m.round from points_ledger l
          join tournament_predictions p on p.id::text = l.ref_id
          left join tournament_matches m on m.id = p.match_id
          where l.user_id = ${ana.id} and l.reason = 'tournament_prediction' order by l.seq`,
    );
    expect(rows).toEqual([
      { ref_id: expect.any(String), params: { tournament: base.name, round: null }, pick: seed1, round: null },
      { ref_id: expect.any(String), params: { tournament: base.name, round: m1.round }, pick: 'b', round: m1.round },
    ]);
    await expectLedgerInvariant(database);
  });

  it('the list is one statement (one snapshot): a tournament cancelled while the list is read is in one of its parts', async () => {
    const ts: Tournament[] = [];
    for (let i = 0; i < 3; i++) ts.push(await start(await create(4, { name: `Race ${i}` })));
    for (const t of ts) {
      const [cancelled, ...lists] = await Promise.all([
        call(app, 'POST', `/api/v1/admin/tournaments/${t.id}/cancel`, admin, { reason: 'race' }),
        ...Array.from({ length: 6 }, () => call(second, 'GET', '/api/v1/tournaments', null)),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      for (const l of lists) {
        const body = l.json() as { running: Tournament[]; finished: Tournament[] };
        expect([...body.running, ...body.finished].map((x) => x.id)).toContain(t.id);
      }
    }
    const listing = await statementsDuring(() => call(second, 'GET', '/api/v1/tournaments', null));
    expect(listing.result.statusCode).toBe(200);
    // The open ones and the latest past ones, read by one statement (two reads were two snapshots).
    expect(listing.sent.filter((q) => q.includes('"tournaments"."status" in')).length).toBe(1);
  });

  it('predictions racing the close on two instances: each either in (and paid on) or refused, nothing lost', async () => {
    const many: TestUser[] = [];
    for (let i = 0; i < 30; i++) many.push(await createUser(database, { points: 1_000, login: `v${i}` }));
    const t = await start(await create(4));
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    const bets = many.map((v, i) => predict(i % 2 ? app : second, t, m, v, i % 3 ? 'a' : 'b', 100));
    const close = (async () => {
      await new Promise((r) => setTimeout(r, 5));
      return admin_(second, t, m, 'close');
    })();
    const answers = await Promise.all(bets);
    expect((await close).statusCode).toBe(200);
    const accepted = answers.filter((r) => r.statusCode === 201).length;
    for (const r of answers) if (r.statusCode !== 201) expect(code(r)).toBe('PREDICTIONS_CLOSED');
    // A viewer's read shares the public parts for up to a second per instance (the close's event drops them).
    await expect
      .poll(async () => {
        const closed = current(await get(t)).predictions;
        return closed.a.count + closed.b.count;
      })
      .toBe(accepted);
    const charged = (await Promise.all(many.map((v) => balanceOf(database, v.id)))).filter((b) => b === 900).length;
    expect(charged).toBe(accepted);
    // The same result sent to both instances at once: one decides, the other finds it decided with
    // the same figures (a correction that moves nothing); the pool is paid once.
    const [x, y] = await Promise.all([
      result(app, t, m, [100, 500], [100, 100]),
      result(second, t, m, [100, 500], [100, 100]),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const paid = await queryRows<{ total: number }>(
      database.db,
      sql`select coalesce(sum(delta), 0)::int as total from points_ledger where reason like 'tournament_%' and reason <> 'tournament_prediction'`,
    );
    expect(current(await get(t)).id).not.toBe(m.id);
    // No house cut: everything staked comes back to someone, once.
    expect(paid[0]!.total).toBe(accepted * 100);
    await expectLedgerInvariant(database);
  });
});

describe('corrections, ties and cancels', () => {
  it('a corrected result re-settles by differences: balances end as if the right result came first, once', async () => {
    const t = await start(await create(4));
    const [ana, bob] = viewers as [TestUser, TestUser];
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    expect((await predict(app, t, m, ana, 'a', 400)).statusCode).toBe(201);
    expect((await predict(app, t, m, bob, 'b', 600)).statusCode).toBe(201);
    expect((await result(app, t, m, [100, 900], [100, 100])).statusCode).toBe(200);
    expect(await balanceOf(database, ana.id)).toBe(10_600);
    // The streamer typed the payouts the wrong way round: b won.
    const fixed = await result(second, t, m, [100, 100], [100, 900]);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await balanceOf(database, ana.id)).toBe(9_600);
    expect(await balanceOf(database, bob.id)).toBe(10_400);
    // The same correction again (a retry on the other instance) moves nothing.
    expect((await result(app, t, m, [100, 100], [100, 900])).statusCode).toBe(200);
    expect(await balanceOf(database, bob.id)).toBe(10_400);
    const view = (fixed.json() as Tournament).rounds[0]!.matches.find((x) => x.id === m.id)!;
    expect(view).toMatchObject({ winner: 'b', predictions: { state: 'paid', paid: 1_000 } });
    const next = (await get(t)).rounds[1]!.matches[0]!;
    expect([next.a, next.b]).toContain(m.b);
    expect([next.a, next.b]).not.toContain(m.a);
    // Once the next match started, the old result is fixed.
    const now = await get(t);
    const m2 = current(now);
    expect((await admin_(app, now, m2, 'open')).statusCode).toBe(200);
    expect(code(await result(app, now, m, [100, 900], [100, 100]))).toBe('CORRECTION_CLOSED');
    await expectLedgerInvariant(database);
  });

  it('a tie the rule cannot break refunds the pool and the match is replayed', async () => {
    const t = await start(await create(4, { rule: 'multiplier', tieBreak: 'replay' }));
    const [ana, bob] = viewers as [TestUser, TestUser];
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    expect((await predict(app, t, m, ana, 'a', 400)).statusCode).toBe(201);
    expect((await predict(app, t, m, bob, 'b', 600)).statusCode).toBe(201);
    const tie = (await result(app, t, m, [100, 300], [200, 600])).json() as Tournament;
    const tied = current(tie);
    expect(tied).toMatchObject({
      id: m.id,
      state: 'replay',
      replays: 1,
      winner: null,
      predictions: { state: 'refunded' },
    });
    expect(await balanceOf(database, ana.id)).toBe(10_000);
    expect(await balanceOf(database, bob.id)).toBe(10_000);
    const replayed = (await result(app, t, m, [100, 300], [200, 500])).json() as Tournament;
    expect(replayed.rounds[0]!.matches[0]).toMatchObject({ state: 'decided', winner: 'a', replays: 1 });
    await expectLedgerInvariant(database);
  });

  it('a cancel refunds every unsettled prediction once, on either instance, and keeps settled ones', async () => {
    const t = await start(await create(4));
    const [ana, bob, cid] = viewers as [TestUser, TestUser, TestUser];
    const seed1 = t.entrants.find((e) => e.seed === 1)!.id;
    expect(
      (await call(app, 'POST', `/api/v1/tournaments/${t.id}/champion`, cid, { entrantId: seed1, points: 700 }))
        .statusCode,
    ).toBe(201);
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    expect((await predict(app, t, m, ana, 'a', 400)).statusCode).toBe(201);
    expect((await predict(app, t, m, bob, 'b', 600)).statusCode).toBe(201);
    const reason = { reason: 'Stream ended early' };
    const [x, y] = await Promise.all([
      call(app, 'POST', `/api/v1/admin/tournaments/${t.id}/cancel`, admin, reason),
      call(second, 'POST', `/api/v1/admin/tournaments/${t.id}/cancel`, admin, reason),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    for (const v of [ana, bob, cid]) expect(await balanceOf(database, v.id)).toBe(10_000);
    const after = await get(t, ana);
    expect(after).toMatchObject({
      state: 'cancelled',
      cancelReason: 'Stream ended early',
      champion: { state: 'refunded' },
    });
    expect(matchesOf(after).every((mm) => mm.state === 'void' || mm.state === 'bye')).toBe(true);
    expect(current(after)).toBeUndefined();
    const refunds = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from points_ledger where reason = 'tournament_refund' and params->>'why' = 'cancelled'`,
    );
    expect(refunds[0]!.n).toBe(3);
    expect(code(await predict(app, t, m, cid, 'a', 5))).toBe('PREDICTIONS_CLOSED');
    await expectLedgerInvariant(database);
  });

  it('caps a payout at 100,000 points and shows what the cap removed', async () => {
    const rich: TestUser[] = [];
    for (let i = 0; i < 3; i++) rich.push(await createUser(database, { points: 200_000, login: `rich${i}` }));
    const t = await start(await create(4, { maxStake: 100_000 }));
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    expect((await predict(app, t, m, rich[0]!, 'a', 10_000)).statusCode).toBe(201);
    expect((await predict(app, t, m, rich[1]!, 'b', 100_000)).statusCode).toBe(201);
    expect((await predict(app, t, m, rich[2]!, 'b', 100_000)).statusCode).toBe(201);
    const done = (await result(app, t, m, [100, 900], [100, 100])).json() as Tournament;
    expect(done.rounds[0]!.matches.find((x) => x.id === m.id)!.predictions).toMatchObject({
      paid: 100_000,
      capRemoved: 110_000,
    });
    expect(await balanceOf(database, rich[0]!.id)).toBe(290_000);
    await expectLedgerInvariant(database);
  });

  it('a winner at the balance ceiling is not paid, and the page counts the payout as removed, not paid', async () => {
    const full = await createUser(database, { points: 10 ** 15 - 50, login: 'full' });
    const other = await createUser(database, { points: 1_000, login: 'other' });
    const t = await start(await create(4));
    const m = current(t);
    expect((await admin_(app, t, m, 'open')).statusCode).toBe(200);
    expect((await predict(app, t, m, full, 'a', 20)).statusCode).toBe(201);
    expect((await predict(second, t, m, other, 'b', 100)).statusCode).toBe(201);
    // Side a wins: 120 would take the full account past 10^15.
    const done = (await result(app, t, m, [100, 900], [100, 100])).json() as Tournament;
    expect(done.rounds[0]!.matches.find((x) => x.id === m.id)!.predictions).toMatchObject({ paid: 0, capRemoved: 120 });
    expect(await balanceOf(database, full.id)).toBe(10 ** 15 - 70);
    const rows = await queryRows<{ payout: number; cap_removed: number }>(
      database.db,
      sql`select payout, cap_removed from tournament_predictions where user_id = ${full.id}`,
    );
    expect(rows.map((r) => [Number(r.payout), Number(r.cap_removed)])).toEqual([[0, 120]]);
    await expectLedgerInvariant(database);
  });
});
