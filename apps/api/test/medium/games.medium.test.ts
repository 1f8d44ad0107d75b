import { eq, sql } from 'drizzle-orm';
import { applyBlackjackAction, dealBlackjack, isRoundOver, minesBoard } from '@app/games';
import { describe, expect, it } from 'vitest';
import { fairnessSeeds } from '../../src/db/schema';
import { createBlackjackService } from '../../src/features/games/blackjack-service';
import { createMinesService } from '../../src/features/games/mines-service';
import { balanceOf, booksOf, countOf, ledgerOf, newFairnessPair, newUser, rowsOf } from './factories';
import { useMediumDatabase } from './setup';

const ctx = useMediumDatabase();

const setup = () => ({ mines: createMinesService({ db: ctx.db }), blackjack: createBlackjackService({ db: ctx.db }) });

const SERVER_SEED = '5e'.repeat(32);
const MINES_CLIENT_SEED = 'medium-mines';

type GameRow = { id: string; kind: string; status: string; total_bet: number; payout: number; nonce: number };
const gamesOf = (userId: string) => rowsOf<GameRow>(ctx.db, 'games', sql`user_id = ${userId}`);

async function nextNonce(userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ nonce: fairnessSeeds.nonce })
    .from(fairnessSeeds)
    .where(eq(fairnessSeeds.userId, userId));
  return row!.nonce;
}

/** A user with 1,000 points and a known seed pair, and the mines of their first 3-mine board. */
async function minesPlayer(points = 1000) {
  const user = await newUser(ctx.db, { points });
  await newFairnessPair(ctx.db, user.id, { serverSeed: SERVER_SEED, clientSeed: MINES_CLIENT_SEED });
  const mines = minesBoard(SERVER_SEED, MINES_CLIENT_SEED, 0, 3);
  const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
  return { user, mines, safe };
}

/** The first client seed whose blackjack deal (bet 10, nonce 0) is still open and wins on a stand. */
function standingWinSeed(): string {
  for (let i = 0; i < 200; i++) {
    const clientSeed = `medium-${i}`;
    const dealt = dealBlackjack({ bet: 10, serverSeed: SERVER_SEED, clientSeed, nonce: 0 });
    if (!dealt.ok || isRoundOver(dealt.state)) continue;
    const stood = applyBlackjackAction(dealt.state, 'stand');
    if (stood.ok && stood.state.results?.[0] === 'win') return clientSeed;
  }
  throw new Error('no seed found');
}

describe('mines service', () => {
  it('a bet debits the stake with the game row and moves the pair to the next nonce', async () => {
    const { mines } = setup();
    const { user } = await minesPlayer();
    const started = await mines.start(user.id, { bet: 100, mines: 3 });
    expect(started.balance).toBe(900);
    expect(await gamesOf(user.id)).toMatchObject([
      { id: started.round.gameId, kind: 'mines', status: 'active', total_bet: 100, payout: 0, nonce: 0 },
    ]);
    expect((await ledgerOf(ctx.db, user.id)).at(-1)).toMatchObject({
      delta: -100,
      balanceAfter: 900,
      reason: 'game_bet',
      refType: 'mines',
      refId: started.round.gameId,
    });
    expect(await nextNonce(user.id)).toBe(1);
  });

  it('one active round per user: a second bet is GAME_ACTIVE and debits nothing', async () => {
    const { mines } = setup();
    const { user } = await minesPlayer();
    await mines.start(user.id, { bet: 10, mines: 3 });
    await expect(mines.start(user.id, { bet: 10, mines: 3 })).rejects.toMatchObject({ code: 'GAME_ACTIVE' });
    expect(await balanceOf(ctx.db, user.id)).toBe(990);
    expect(await gamesOf(user.id)).toHaveLength(1);
    expect(await nextNonce(user.id)).toBe(1);
  });

  it('a cashout after two safe tiles credits floor(bet x multiplier) once; repeating it pays nothing', async () => {
    const { mines } = setup();
    const { user, safe } = await minesPlayer();
    await mines.start(user.id, { bet: 100, mines: 3 });
    await mines.reveal(user.id, safe[0]!);
    const second = await mines.reveal(user.id, safe[1]!);
    expect(second.balance).toBe(900);
    // 100 x 0.99 x 25/22 x 24/21 = 128.57 -> 128
    const out = await mines.cashout(user.id);
    expect(out.balance).toBe(1028);
    expect(out.round).toMatchObject({ status: 'cashed_out', points: 128 });
    const again = await mines.cashout(user.id);
    expect(again).toMatchObject({ balance: 1028, round: { gameId: out.round.gameId, status: 'cashed_out' } });
    expect(await balanceOf(ctx.db, user.id)).toBe(1028);
    expect(await countOf(ctx.db, 'points_ledger', sql`reason = 'game_payout'`)).toBe(1);
    expect(await gamesOf(user.id)).toMatchObject([{ status: 'finished', total_bet: 100, payout: 128 }]);
    expect(await booksOf(ctx.db)).toEqual({ unbalanced: [], badRunningSums: 0 });
  });

  it('a mine ends the round with nothing paid, and the next bet is allowed', async () => {
    const { mines } = setup();
    const { user, mines: board } = await minesPlayer();
    await mines.start(user.id, { bet: 10, mines: 3 });
    const boom = await mines.reveal(user.id, board[0]!);
    expect(boom).toMatchObject({ balance: 990, round: { status: 'exploded', points: 0 } });
    await expect(mines.reveal(user.id, board[1]!)).rejects.toMatchObject({ code: 'NO_ACTIVE_GAME' });
    expect(await countOf(ctx.db, 'points_ledger', sql`reason = 'game_payout'`)).toBe(0);
    await mines.start(user.id, { bet: 10, mines: 3 });
    expect(await balanceOf(ctx.db, user.id)).toBe(980);
    expect((await gamesOf(user.id)).map((g) => [g.nonce, g.status]).sort()).toEqual([
      [0, 'finished'],
      [1, 'active'],
    ]);
  });

  it('a bet above the balance is INSUFFICIENT_POINTS: no game row, the nonce not spent', async () => {
    const { mines } = setup();
    const { user } = await minesPlayer(4);
    await expect(mines.start(user.id, { bet: 5, mines: 3 })).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await gamesOf(user.id)).toEqual([]);
    expect(await nextNonce(user.id)).toBe(0);
    expect(await balanceOf(ctx.db, user.id)).toBe(4);
  });
});

describe('blackjack service', () => {
  it('a deal debits the bet and side bets as one stake; a second deal while it runs is GAME_ACTIVE', async () => {
    const { blackjack } = setup();
    const user = await newUser(ctx.db, { points: 1000 });
    await newFairnessPair(ctx.db, user.id, { serverSeed: SERVER_SEED, clientSeed: standingWinSeed() });
    const dealt = await blackjack.bet(user.id, { bet: 10, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 } });
    expect(dealt).toMatchObject({ balance: 990, round: { gameState: 'in_progress' } });
    await expect(
      blackjack.bet(user.id, { bet: 10, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 } }),
    ).rejects.toMatchObject({ code: 'GAME_ACTIVE' });
    expect(await balanceOf(ctx.db, user.id)).toBe(990);
    expect(await gamesOf(user.id)).toMatchObject([{ kind: 'blackjack', status: 'active', total_bet: 10, nonce: 0 }]);
    expect(await countOf(ctx.db, 'points_ledger', sql`reason = 'game_bet'`)).toBe(1);
  });

  it('a winning stand credits twice the bet once; standing again returns the round and pays nothing', async () => {
    const { blackjack } = setup();
    const user = await newUser(ctx.db, { points: 1000 });
    await newFairnessPair(ctx.db, user.id, { serverSeed: SERVER_SEED, clientSeed: standingWinSeed() });
    const { round } = await blackjack.bet(user.id, { bet: 10, sideBets: { perfectPairs: 0, twentyOnePlusThree: 0 } });
    const stood = await blackjack.act(user.id, round.gameId, 'stand');
    expect(stood).toMatchObject({ balance: 1010, round: { gameState: 'win' } });
    expect(await blackjack.act(user.id, round.gameId, 'stand')).toMatchObject({ balance: 1010 });
    await expect(blackjack.act(user.id, round.gameId, 'hit')).rejects.toMatchObject({ code: 'GAME_NOT_IN_PROGRESS' });
    expect(await balanceOf(ctx.db, user.id)).toBe(1010);
    expect((await ledgerOf(ctx.db, user.id)).map((r) => [r.delta, r.reason, r.refId])).toEqual([
      [1000, 'demo_seed', null],
      [-10, 'game_bet', round.gameId],
      [20, 'game_payout', round.gameId],
    ]);
    expect(await gamesOf(user.id)).toMatchObject([{ status: 'finished', total_bet: 10, payout: 20 }]);
  });
});
