import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardSequence, cardView, dealBlackjack, hashServerSeed, minesBoard } from '@app/games';
import { queryRows, type Database } from '../src/db/client';
import { pointsService } from '../src/features/points/service';
import { useTestApp, TEST_ORIGIN } from './helpers/app';
import { resetDatabase } from './helpers/database';
import { balanceOf, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { testActor } from './helpers/actor';

let database: Database;
let app: FastifyInstance;
let player: TestUser;

useTestApp((opened) => ({ app, database } = opened), { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
beforeEach(async () => {
  await resetDatabase(database);
  player = await createUser(database, { points: 1000 });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

/** The secret board of the user's active Mines round, read from the database as only a test may. */
async function secretMines(userId: string): Promise<number[]> {
  const [row] = await queryRows<{ state: { minePositions: number[] } }>(
    database.db,
    sql`select state from games where user_id = ${userId} and kind = 'mines' and status = 'active'`,
  );
  return row!.state.minePositions;
}

describe('Mines through the API', () => {
  it('a bet debits, the board stays secret, a cashout credits floor(bet x multiplier)', async () => {
    const bet = await call('POST', '/api/v1/mines', player, { bet: 100, mines: 3 });
    expect(bet.statusCode).toBe(200);
    const { round, balance } = bet.json();
    expect(balance).toBe(900);
    expect(round).toMatchObject({
      status: 'active',
      bet: 100,
      totalRevealed: 0,
      points: null,
      fairness: null,
      game: { mines: 3, currentMultiplier: null, exploded: false, cashedOut: false },
    });
    expect(round.board.every((t: { hidden: boolean; type: unknown }) => t.hidden && t.type === null)).toBe(true);
    expect(JSON.stringify(bet.json())).not.toMatch(/mine"/);

    const mines = await secretMines(player.id);
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
    const r1 = await call('PUT', '/api/v1/mines', player, { position: safe[0]! + 1 });
    expect(r1.json().round.updatedTile).toEqual({ index: safe[0], type: 'diamond', hidden: false });
    expect(r1.json().round.board.filter((t: { type: unknown }) => t.type === 'mine')).toHaveLength(0);
    await call('PUT', '/api/v1/mines', player, { position: safe[1]! + 1 });
    const restored = await call('GET', '/api/v1/mines', player);
    expect(restored.json().round).toMatchObject({
      gameId: round.gameId,
      totalRevealed: 2,
      revealed: [safe[0], safe[1]],
    });

    const expected = Math.floor(100 * 0.99 * (25 / 22) * (24 / 21));
    expect(restored.json().round.cashoutValue).toBe(expected);
    const out = await call('POST', '/api/v1/mines/cashout', player);
    expect(out.json().balance).toBe(900 + expected);
    expect(out.json().round).toMatchObject({ status: 'cashed_out', points: expected, fairness: { nonce: 0 } });
    expect(out.json().round.board.filter((t: { type: string }) => t.type === 'mine')).toHaveLength(3);

    // Repeating the settling request returns the settled round and pays nothing more.
    const again = await call('POST', '/api/v1/mines/cashout', player);
    expect(again.statusCode).toBe(200);
    expect(again.json().round.gameId).toBe(round.gameId);
    expect(await balanceOf(database, player.id)).toBe(900 + expected);
    await expectLedgerInvariant(database);
  });

  it('a mine ends the round: nothing paid, the whole board and its fairness data returned', async () => {
    await call('POST', '/api/v1/mines', player, { bet: 10, mines: 5 });
    const [mine] = await secretMines(player.id);
    const boom = await call('PUT', '/api/v1/mines', player, { position: mine! + 1 });
    expect(boom.json().round).toMatchObject({
      status: 'exploded',
      points: 0,
      explodedTile: mine,
      game: { exploded: true },
    });
    expect(boom.json().balance).toBe(990);
    expect((await call('PUT', '/api/v1/mines', player, { position: 1 })).json().error.code).toBe('NO_ACTIVE_GAME');
    expect((await call('GET', '/api/v1/mines', player)).json().round).toBeNull();
  });

  it('every limit holds on the server, with its code, and nothing is debited', async () => {
    const codeOf = async (payload: object) => (await call('POST', '/api/v1/mines', player, payload)).json().error.code;
    expect(await codeOf({ bet: 0, mines: 3 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: 101, mines: 3 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: 1.5, mines: 3 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: '5', mines: 3 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: 5, mines: 0 })).toBe('INVALID_MINES');
    expect(await codeOf({ bet: 5, mines: 25 })).toBe('INVALID_MINES');
    expect((await call('POST', '/api/v1/mines', player, { bet: 5, mines: 0 })).statusCode).toBe(400);
    expect(await balanceOf(database, player.id)).toBe(1000);

    await call('POST', '/api/v1/mines', player, { bet: 5, mines: 1 });
    expect((await call('POST', '/api/v1/mines', player, { bet: 5, mines: 1 })).statusCode).toBe(409);
    expect(await codeOf({ bet: 5, mines: 1 })).toBe('GAME_ACTIVE');
    expect((await call('POST', '/api/v1/mines/cashout', player)).json().error.code).toBe('NO_TILE_REVEALED');
    for (const position of [0, 26, 3.5]) {
      expect((await call('PUT', '/api/v1/mines', player, { position })).json().error.code).toBe('INVALID_TILE');
    }
    const [mine] = await secretMines(player.id);
    const safe = mine === 0 ? 1 : 0;
    await call('PUT', '/api/v1/mines', player, { position: safe + 1 });
    const twice = await call('PUT', '/api/v1/mines', player, { position: safe + 1 });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'TILE_ALREADY_REVEALED']);
    expect(await balanceOf(database, player.id)).toBe(995);
  });

  it('not enough points refuses the bet and starts nothing', async () => {
    const poor = await createUser(database, { points: 4 });
    const res = await call('POST', '/api/v1/mines', poor, { bet: 5, mines: 3 });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'INSUFFICIENT_POINTS']);
    expect((await call('GET', '/api/v1/mines', poor)).json()).toEqual({ round: null, balance: 4 });
  });

  it('20 parallel bets by one user start exactly one round; the other 19 debit nothing', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/api/v1/mines', player, { bet: 10, mines: 3 })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'GAME_ACTIVE')).toBe(true);
    expect(await balanceOf(database, player.id)).toBe(990);
    const [games] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from games`);
    expect(games?.n).toBe(1);
    await expectLedgerInvariant(database);
  });

  it('a guest gets 401 on every game call', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/mines'],
      ['POST', '/api/v1/mines'],
      ['GET', '/api/v1/blackjack/active'],
      ['POST', '/api/v1/blackjack/bet'],
      ['GET', '/api/v1/fairness'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
  });
});

describe('Blackjack through the API', () => {
  it('a deal debits bet and side bets; the hole card and undealt cards stay on the server until the end', async () => {
    let deal = await call('POST', '/api/v1/blackjack/bet', player, {
      bet: 20,
      sideBets: { perfectPairs: 5, twentyOnePlusThree: 3 },
    });
    // A natural settles at once; deal again until a round stays open (about 1 in 20 is a natural).
    for (let i = 0; i < 20 && deal.json().round.gameState !== 'in_progress'; i++) {
      deal = await call('POST', '/api/v1/blackjack/bet', player, {
        bet: 20,
        sideBets: { perfectPairs: 5, twentyOnePlusThree: 3 },
      });
    }
    expect(deal.statusCode).toBe(200);
    const { round, balance } = deal.json();
    expect(round.gameState).toBe('in_progress');
    const [row] = await queryRows<{ state: { serverSeed: string; clientSeed: string; nonce: number } }>(
      database.db,
      sql`select state from games where id = ${round.gameId}`,
    );
    const sequence = cardSequence(row!.state.serverSeed, row!.state.clientSeed, row!.state.nonce, 12).map(cardView);
    const [spent] = await queryRows<{ bet: number; paid: number }>(
      database.db,
      sql`select coalesce(sum(total_bet), 0)::int as bet, coalesce(sum(payout), 0)::int as paid from games where user_id = ${player.id}`,
    );
    expect(balance).toBe(1000 - spent!.bet + spent!.paid);

    expect(round.playerHands[0].cards).toEqual([sequence[0], sequence[2]]);
    expect(round.dealerHand.cards).toEqual([sequence[1], { rank: 'hidden', suit: 'hidden', value: 0 }]);
    expect(JSON.stringify(deal.json())).not.toContain(row!.state.serverSeed);

    const stand = await call('POST', '/api/v1/blackjack/stand', player, { gameId: round.gameId });
    expect(stand.json().round.gameState).not.toBe('in_progress');
    expect(stand.json().round.dealerHand.cards[1]).toEqual(sequence[3]);
    expect(stand.json().round.results).toHaveLength(1);
    const settled = stand.json().balance;
    const repeat = await call('POST', '/api/v1/blackjack/stand', player, { gameId: round.gameId });
    expect(repeat.json()).toEqual(stand.json());
    expect(await balanceOf(database, player.id)).toBe(settled);
    expect((await call('POST', '/api/v1/blackjack/hit', player, { gameId: round.gameId })).json().error.code).toBe(
      'GAME_NOT_IN_PROGRESS',
    );
    expect((await call('GET', '/api/v1/blackjack/active', player)).json().round).toBeNull();
    await expectLedgerInvariant(database);
  });

  it('limits and ownership: bad bets 400 with codes, a second round 409, another user’s game 404', async () => {
    const codeOf = async (payload: object) =>
      (await call('POST', '/api/v1/blackjack/bet', player, payload)).json().error.code;
    expect(await codeOf({ bet: 0 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: 101 })).toBe('INVALID_BET');
    expect(await codeOf({ bet: 10, sideBets: { perfectPairs: 101, twentyOnePlusThree: 0 } })).toBe('INVALID_SIDE_BET');
    expect(await codeOf({ bet: 10, sideBets: { perfectPairs: 0, twentyOnePlusThree: -1 } })).toBe('INVALID_SIDE_BET');
    expect(await balanceOf(database, player.id)).toBe(1000);

    // Deal until a round stays in progress (a natural settles at once).
    let gameId = '';
    for (let i = 0; i < 20 && !gameId; i++) {
      const r = (await call('POST', '/api/v1/blackjack/bet', player, { bet: 1 })).json().round;
      if (r.gameState === 'in_progress') gameId = r.gameId;
    }
    expect(gameId).not.toBe('');
    // Point the pair at a nonce whose deal is a natural: such a round would be inserted already
    // finished, so the unique index alone would not refuse it.
    const serverSeed = 'f'.repeat(64);
    const endsAtDeal = (nonce: number) => {
      const dealt = dealBlackjack({ bet: 1, serverSeed, clientSeed: 'c', nonce });
      return dealt.ok && dealt.state.gameState !== 'in_progress';
    };
    let natural = 0;
    while (!endsAtDeal(natural)) natural++;
    await database.db.execute(
      sql`update fairness_seeds set server_seed = ${serverSeed}, server_seed_hash = ${hashServerSeed(serverSeed)}, client_seed = 'c', nonce = ${natural} where user_id = ${player.id} and status = 'active'`,
    );
    const second = await call('POST', '/api/v1/blackjack/bet', player, { bet: 1 });
    expect([second.statusCode, second.json().error]).toEqual([
      409,
      { code: 'GAME_ACTIVE', message: 'Você já tem um jogo ativo.' },
    ]);
    const stranger = await createUser(database, { points: 100 });
    expect((await call('POST', '/api/v1/blackjack/hit', stranger, { gameId })).statusCode).toBe(404);
    expect((await call('POST', '/api/v1/blackjack/hit', player, { gameId: 'nope' })).statusCode).toBe(400);
    await expectLedgerInvariant(database);
  });

  it('a double needs the points: short of them it is refused and the round is unchanged', async () => {
    const poor = await createUser(database, { points: 100 });
    // Bet everything; a natural settles at once, so top up and deal again until a round is open.
    let round: { gameId: string; gameState: string; actions: { double: boolean } } | null = null;
    for (let i = 0; i < 20 && !round; i++) {
      const dealt = (await call('POST', '/api/v1/blackjack/bet', poor, { bet: 100 })).json();
      if (dealt.round.gameState === 'in_progress') round = dealt.round;
      else await pointsService.setBalance(database.db, { userId: poor.id, points: 100, actor: testActor(poor.id) });
    }
    expect(round?.actions.double).toBe(true);
    const before = (await call('GET', '/api/v1/blackjack/active', poor)).json();
    expect(before.balance).toBe(0);
    const res = await call('POST', '/api/v1/blackjack/double', poor, { gameId: round!.gameId });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'INSUFFICIENT_POINTS']);
    expect((await call('GET', '/api/v1/blackjack/active', poor)).json()).toEqual(before);
    await expectLedgerInvariant(database);
  });
});

describe('fairness', () => {
  it('shows the hash of the secret seed, counts nonces, changes the client seed and rotates', async () => {
    const first = (await call('GET', '/api/v1/fairness', player)).json();
    const [pair] = await queryRows<{ server_seed: string }>(
      database.db,
      sql`select server_seed from fairness_seeds where user_id = ${player.id} and status = 'active'`,
    );
    expect(first).toMatchObject({
      serverSeedHash: hashServerSeed(pair!.server_seed),
      nonce: 0,
      previous: null,
      recentGames: [],
    });
    expect(JSON.stringify(first)).not.toContain(pair!.server_seed);

    const seeded = await call('PUT', '/api/v1/fairness/client-seed', player, { clientSeed: 'my-lucky-seed' });
    expect(seeded.json().clientSeed).toBe('my-lucky-seed');
    expect((await call('PUT', '/api/v1/fairness/client-seed', player, { clientSeed: 'no spaces!' })).statusCode).toBe(
      400,
    );

    await call('POST', '/api/v1/mines', player, { bet: 1, mines: 24 });
    expect((await call('PUT', '/api/v1/fairness/client-seed', player, { clientSeed: 'x' })).json().error.code).toBe(
      'GAME_ACTIVE',
    );
    expect((await call('POST', '/api/v1/fairness/rotate', player)).json().error.code).toBe('GAME_ACTIVE');
    const mines = await secretMines(player.id);
    const finished = (await call('PUT', '/api/v1/mines', player, { position: mines[0]! + 1 })).json().round;
    expect(finished.fairness).toEqual({ serverSeedHash: first.serverSeedHash, clientSeed: 'my-lucky-seed', nonce: 0 });

    const rotated = (await call('POST', '/api/v1/fairness/rotate', player)).json();
    expect(rotated.revealed).toEqual({
      serverSeed: pair!.server_seed,
      serverSeedHash: first.serverSeedHash,
      clientSeed: 'my-lucky-seed',
      nonce: 1,
    });
    expect(rotated.fairness).toMatchObject({ nonce: 0, clientSeed: 'my-lucky-seed', previous: rotated.revealed });
    expect(rotated.fairness.serverSeedHash).not.toBe(first.serverSeedHash);

    // The revealed seed verifies the finished board with the same pure code the browser runs.
    const [game] = rotated.fairness.recentGames;
    expect(game).toMatchObject({ kind: 'mines', mines: 24, serverSeed: pair!.server_seed, nonce: 0 });
    const board = minesBoard(game.serverSeed, game.clientSeed, game.nonce, game.mines);
    const minesShown = finished.board
      .map((t: { type: string }, i: number) => (t.type === 'mine' ? i : -1))
      .filter((i: number) => i >= 0);
    expect(minesShown).toEqual(board);
  });
});
