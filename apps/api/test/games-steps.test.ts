import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client';
import { useTwoTestApps } from './helpers/app';
import { call } from './helpers/call';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { namedStatements, statementsDuring } from './helpers/statements';

// A round's writes (issue 37 item 2, ADR 077): each request of a round is a read and ONE statement,
// its stake and payout included, on two API instances sharing one database; the player's own racing
// requests each apply once, computed from the state the other left.
let database: Database;
let app: FastifyInstance;
let second: FastifyInstance;
let player: TestUser;

const env = { RATE_LIMIT_BETS_PER_MINUTE: '100000' };
useTwoTestApps((opened) => ({ database, app, second } = opened), env);
beforeEach(async () => {
  await resetDatabase(database);
  player = await createUser(database, { points: 100_000 });
});

const ours = (sent: string[]) => namedStatements(sent).filter((n) => /^(games|fairness|rg|points)_/.test(n));

async function gameRow(id: string) {
  const [row] = await queryRows<{
    rev: number;
    status: string;
    state: { minePositions?: number[]; revealed?: number[] };
  }>(database.db, sql`select rev, status, state from games where id = ${id}`);
  return row!;
}

async function ledgerOf(gameId: string) {
  return queryRows<{ reason: string; delta: number }>(
    database.db,
    sql`select reason, delta::int from points_ledger where ref_id = ${gameId} order by seq`,
  );
}

/** Every pair's nonce equals its user's games on it: no nonce handed out without its game. */
async function noncesAddUp() {
  const rows = await queryRows<{ off: number }>(
    database.db,
    sql`select count(*)::int as off from fairness_seeds p
        where p.nonce <> (select count(*) from games g where g.seed_id = p.id)`,
  );
  expect(rows[0]!.off).toBe(0);
}

async function openBlackjack(who: TestUser, on = app): Promise<string> {
  for (let i = 0; i < 30; i++) {
    const dealt = await call(on, 'POST', '/api/v1/blackjack/bet', who, { bet: 100 });
    expect(dealt.statusCode, dealt.body).toBe(200);
    if (dealt.json().round.gameState === 'in_progress') return dealt.json().round.gameId;
  }
  throw new Error('no open round in 30 deals');
}

describe('a round is a read and one statement per request', () => {
  it('Mines and Blackjack: the deal, each step, the payout; an account with settings stakes in a transaction', async () => {
    const bet = await statementsDuring(() => call(app, 'POST', '/api/v1/mines', player, { bet: 100, mines: 1 }));
    expect(bet.result.statusCode, bet.result.body).toBe(200);
    // The first game makes the player's fairness pair (between the two reads); later deals read it once.
    expect(ours(bet.sent)).toEqual(['fairness_current', 'fairness_current', 'games_deal']);
    expect(bet.result.json().balance).toBe(99_900);
    const { gameId } = bet.result.json().round;
    const mine = (await gameRow(gameId)).state.minePositions![0]!;
    const safe = [...Array(25).keys()].filter((t) => t !== mine);

    // The instance that dealt remembers the round it wrote: its reveal is the statement alone. The other
    // instance reads the round first. A remembered round another instance moved on costs the statement
    // once (it writes nothing), then the read and the statement.
    const reveal = await statementsDuring(() => call(app, 'PUT', '/api/v1/mines', player, { position: safe[0]! + 1 }));
    expect(reveal.result.statusCode, reveal.result.body).toBe(200);
    expect(ours(reveal.sent)).toEqual(['games_step']);
    const elsewhere = await statementsDuring(() =>
      call(second, 'PUT', '/api/v1/mines', player, { position: safe[1]! + 1 }),
    );
    expect(ours(elsewhere.sent)).toEqual(['games_active', 'games_step']);
    const cashout = await statementsDuring(() => call(app, 'POST', '/api/v1/mines/cashout', player));
    expect(ours(cashout.sent)).toEqual(['games_step', 'games_active', 'games_step']);
    const paid = cashout.result.json().round.points as number;
    expect(paid).toBeGreaterThan(100);
    expect(cashout.result.json().balance).toBe(99_900 + paid);
    expect(await ledgerOf(gameId)).toEqual([
      { reason: 'game_bet', delta: -100 },
      { reason: 'game_payout', delta: paid },
    ]);
    expect(await gameRow(gameId)).toMatchObject({ rev: 3, status: 'finished' });

    // The pair too: a later deal on the same instance is the deal's statement alone.
    const deal = await statementsDuring(() => openBlackjack(player, second));
    const deals = ours(deal.sent);
    expect(deals.slice(0, 2)).toEqual(['fairness_current', 'games_deal']);
    expect(deals.slice(2).every((n) => n === 'games_deal')).toBe(true);
    const stand = await statementsDuring(() =>
      call(app, 'POST', '/api/v1/blackjack/stand', player, { gameId: deal.result }),
    );
    expect(stand.result.statusCode, stand.result.body).toBe(200);
    expect(ours(stand.sent)).toEqual(['games_of_user', 'games_step']);

    // Settings (a daily limit): the deal's statement finds them and writes nothing; the check and the
    // statement then run in a transaction.
    const limited = await createUser(database, { points: 1_000, login: 'limited' });
    const set = await call(app, 'PUT', '/api/v1/users/me/responsible-play/limits', limited, {
      dailyLimit: 150,
      weeklyLimit: null,
    });
    expect(set.statusCode, set.body).toBe(200);
    const limitedBet = await statementsDuring(() =>
      call(app, 'POST', '/api/v1/mines', limited, { bet: 100, mines: 1 }),
    );
    expect(limitedBet.result.statusCode, limitedBet.result.body).toBe(200);
    const sent = ours(limitedBet.sent);
    expect(sent).toEqual(['fairness_current', 'fairness_current', 'games_deal', 'rg_lock_settings', 'games_deal']);
    // The round is lost (its mine revealed): 100 of 150 lost today, so a second bet of 100 is refused.
    const limitedMine = (await gameRow(limitedBet.result.json().round.gameId)).state.minePositions![0]!;
    const lost = await call(second, 'PUT', '/api/v1/mines', limited, { position: limitedMine + 1 });
    expect(lost.json().round.status).toBe('exploded');
    const past = await call(second, 'POST', '/api/v1/mines', limited, { bet: 100, mines: 1 });
    expect([past.statusCode, past.json().error.code]).toEqual([403, 'RG_LIMIT_REACHED']);
    expect(await balanceOf(database, limited.id)).toBe(900);
    await expectLedgerInvariant(database);
    await noncesAddUp();
  });

  it('a remembered pair is never dealt from once the player changed the client seed or rotated', async () => {
    const play = async (on: FastifyInstance) => {
      const bet = await call(on, 'POST', '/api/v1/mines', player, { bet: 10, mines: 24 });
      expect(bet.statusCode, bet.body).toBe(200);
      const { gameId } = bet.json().round;
      const [row] = await queryRows<{ client_seed: string; nonce: number; server_seed_hash: string }>(
        database.db,
        sql`select state->>'clientSeed' as client_seed, nonce, state->>'serverSeedHash' as server_seed_hash
            from games where id = ${gameId}`,
      );
      // 24 mines: the first reveal ends the round either way.
      await call(on, 'PUT', '/api/v1/mines', player, { position: 1 });
      if ((await gameRow(gameId)).status === 'active') await call(on, 'POST', '/api/v1/mines/cashout', player);
      return row!;
    };
    const first = await play(app);
    // The client seed changes on the other instance; `app` still remembers the pair with the old one.
    const seeded = await call(second, 'PUT', '/api/v1/fairness/client-seed', player, { clientSeed: 'fresh-seed' });
    expect(seeded.statusCode, seeded.body).toBe(200);
    const next = await statementsDuring(() => play(app));
    expect(next.result).toMatchObject({ client_seed: 'fresh-seed', nonce: first.nonce + 1 });
    expect(ours(next.sent).slice(0, 3)).toEqual(['games_deal', 'fairness_current', 'games_deal']);
    // A rotation: a new pair (nonce 0), its hash, whatever the instance remembered.
    const rotated = await call(second, 'POST', '/api/v1/fairness/rotate', player);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const after = await play(app);
    expect(after.nonce).toBe(0);
    expect(after.server_seed_hash).not.toBe(first.server_seed_hash);
    await expectLedgerInvariant(database);
    await noncesAddUp();
  });

  it('two reveals of one round racing on two instances: both tiles revealed, each once, nothing paid twice', async () => {
    for (let round = 0; round < 5; round++) {
      const bet = await call(app, 'POST', '/api/v1/mines', player, { bet: 10, mines: 1 });
      expect(bet.statusCode, bet.body).toBe(200);
      const { gameId } = bet.json().round;
      const mine = (await gameRow(gameId)).state.minePositions![0]!;
      const [a, b] = [...Array(25).keys()].filter((t) => t !== mine);
      const [ra, rb] = await Promise.all([
        call(app, 'PUT', '/api/v1/mines', player, { position: a! + 1 }),
        call(second, 'PUT', '/api/v1/mines', player, { position: b! + 1 }),
      ]);
      expect([ra.statusCode, rb.statusCode], `${ra.body} ${rb.body}`).toEqual([200, 200]);
      const row = await gameRow(gameId);
      expect(row.rev).toBe(2);
      expect([...row.state.revealed!].sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x! - y!));
      // The same tile twice: one reveals it, the other is told it is revealed already.
      const [sa, sb] = await Promise.all([
        call(app, 'PUT', '/api/v1/mines', player, { position: mine === 24 ? 24 : 25 }),
        call(second, 'PUT', '/api/v1/mines', player, { position: mine === 24 ? 24 : 25 }),
      ]);
      expect([sa.statusCode, sb.statusCode].sort()).toEqual([200, 409]);
      expect([sa, sb].find((r) => r.statusCode === 409)!.json().error.code).toBe('TILE_ALREADY_REVEALED');
      const out = await call(second, 'POST', '/api/v1/mines/cashout', player);
      expect(out.statusCode, out.body).toBe(200);
    }
    await expectLedgerInvariant(database);
    await noncesAddUp();
  });

  it('two cashouts, or two stands, racing on two instances: the round is paid once and both answer it', async () => {
    const start = await balanceOf(database, player.id);
    const bet = await call(app, 'POST', '/api/v1/mines', player, { bet: 100, mines: 1 });
    const { gameId } = bet.json().round;
    const mine = (await gameRow(gameId)).state.minePositions![0]!;
    await call(app, 'PUT', '/api/v1/mines', player, { position: mine === 0 ? 2 : 1 });
    const outs = await Promise.all([
      call(app, 'POST', '/api/v1/mines/cashout', player),
      call(second, 'POST', '/api/v1/mines/cashout', player),
    ]);
    expect(outs.map((r) => r.statusCode)).toEqual([200, 200]);
    const paid = outs[0]!.json().round.points as number;
    expect(outs[1]!.json().round).toMatchObject({ gameId, status: 'cashed_out', points: paid });
    expect((await ledgerOf(gameId)).filter((l) => l.reason === 'game_payout')).toEqual([
      { reason: 'game_payout', delta: paid },
    ]);
    expect(await balanceOf(database, player.id)).toBe(start - 100 + paid);

    const hand = await openBlackjack(player);
    const stands = await Promise.all([
      call(app, 'POST', '/api/v1/blackjack/stand', player, { gameId: hand }),
      call(second, 'POST', '/api/v1/blackjack/stand', player, { gameId: hand }),
    ]);
    expect(
      stands.map((r) => r.statusCode),
      stands.map((r) => r.body).join(' '),
    ).toEqual([200, 200]);
    expect(stands[0]!.json().round).toEqual(stands[1]!.json().round);
    const [totals] = await queryRows<{ total_bet: number; payout: number; rev: number }>(
      database.db,
      sql`select total_bet, payout, rev from games where id = ${hand}`,
    );
    const ledger = await ledgerOf(hand);
    expect(ledger.filter((l) => l.reason === 'game_bet').reduce((s, l) => s - l.delta, 0)).toBe(totals!.total_bet);
    expect(ledger.filter((l) => l.reason === 'game_payout').reduce((s, l) => s + l.delta, 0)).toBe(totals!.payout);
    expect(totals!.rev).toBe(1);
    await expectLedgerInvariant(database);
    await noncesAddUp();
  });
});
