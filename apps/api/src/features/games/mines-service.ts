import { randomUUID } from 'node:crypto';
import type { MinesActiveResponse, MinesResponse, MinesRound } from '@app/contracts';
import { cashoutMinesGame, minesPublicView, revealMinesTile, startMinesGame, type MinesState } from '@app/games';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { activeRound } from './active-round';
import { engineError } from './engine-errors';
import { nextRound } from './fairness-service';
import * as repo from './repository';

const round = (gameId: string, state: MinesState, updatedTile?: MinesRound['updatedTile']): MinesRound => ({
  gameId,
  ...minesPublicView(state),
  ...(updatedTile ? { updatedTile } : {}),
});

const gameActive = () => new AppError('GAME_ACTIVE', 'You already have an active Mines game.');
const noActive = () => new AppError('NO_ACTIVE_GAME', 'You have no active Mines game.');

/** Pays `credit` (if any) and returns the balance after, inside the caller's transaction. */
async function settle(tx: Tx, userId: string, gameId: string, credit: number, balance: number): Promise<number> {
  if (credit > 0)
    return pointsService.credit(tx, { userId, amount: credit, reason: 'game_payout', refType: 'mines', refId: gameId });
  return balance;
}

export function createMinesService(deps: { db: Db }) {
  const { db } = deps;
  return {
    active: (userId: string): Promise<MinesActiveResponse> =>
      activeRound(db, userId, 'mines', (gameId, state: MinesState) => round(gameId, state)),

    /** Bet: seeds and nonce, the debit and the game row in one transaction; one active game per user. */
    async start(userId: string, input: { bet: number; mines: number }): Promise<MinesResponse> {
      try {
        return await db.transaction(async (tx) => {
          // No pre-check for an active round: the partial unique index refuses a second one.
          const seeds = await nextRound(tx, userId);
          const started = startMinesGame({
            ...input,
            serverSeed: seeds.serverSeed,
            serverSeedHash: seeds.serverSeedHash,
            clientSeed: seeds.clientSeed,
            nonce: seeds.nonce,
          });
          if (!started.ok) throw engineError(started);
          // Responsible play (ADR 067): under the user's settings lock, before the debit.
          await responsiblePlayGuard.assertMayStake(tx, userId, started.debit);
          const id = randomUUID();
          const balance = await pointsService.debit(tx, {
            userId,
            amount: started.debit,
            reason: 'game_bet',
            refType: 'mines',
            refId: id,
          });
          await repo.insertGame(tx, {
            id,
            userId,
            kind: 'mines',
            seedId: seeds.seedId,
            nonce: seeds.nonce,
            totalBet: started.debit,
            payout: 0,
            state: started.state,
            finished: false,
          });
          return { round: round(id, started.state), balance };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'games_one_active_per_user_kind')) throw gameActive();
        throw err;
      }
    },

    /** Reveals a tile (0-based); a mine ends the game, the last safe tile cashes out by itself. */
    async reveal(userId: string, tile: number): Promise<MinesResponse> {
      return db.transaction(async (tx) => {
        const locked = await repo.lockActiveWithBalance(tx, userId, 'mines');
        if (!locked) throw noActive();
        const { game } = locked;
        const result = revealMinesTile(game.state as MinesState, tile);
        if (!result.ok) throw engineError(result);
        const finished = result.state.status !== 'active';
        await repo.saveGame(tx, game.id, {
          state: result.state,
          totalBet: game.totalBet,
          payout: result.state.payout,
          finished,
        });
        const balance = await settle(tx, userId, game.id, result.credit, locked.balance);
        return {
          round: round(game.id, result.state, { index: result.tile, type: result.tileType, hidden: false }),
          balance,
        };
      });
    },

    /** Cashout; repeated after the game ended it returns the settled round and pays nothing more. */
    async cashout(userId: string): Promise<MinesResponse> {
      return db.transaction(async (tx) => {
        const locked = await repo.lockActiveWithBalance(tx, userId, 'mines');
        if (!locked) {
          const last = await repo.latestFinished(tx, userId, 'mines');
          if (!last) throw noActive();
          return { round: round(last.id, last.state as MinesState), balance: await pointsService.balance(tx, userId) };
        }
        const { game } = locked;
        const result = cashoutMinesGame(game.state as MinesState);
        if (!result.ok) throw engineError(result);
        await repo.saveGame(tx, game.id, {
          state: result.state,
          totalBet: game.totalBet,
          payout: result.state.payout,
          finished: true,
        });
        return {
          round: round(game.id, result.state),
          balance: await settle(tx, userId, game.id, result.credit, locked.balance),
        };
      });
    },
  };
}

export type MinesService = ReturnType<typeof createMinesService>;
