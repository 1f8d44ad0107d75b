import type { MinesActiveResponse, MinesResponse, MinesRound } from '@app/contracts';
import { cashoutMinesGame, minesPublicView, revealMinesTile, startMinesGame, type MinesState } from '@app/games';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pointsService } from '../points/service';
import { activeRound } from './active-round';
import { engineError } from './engine-errors';
import * as repo from './repository';
import { CHANGED, createRoundWriter } from './steps';

const round = (gameId: string, state: MinesState, updatedTile?: MinesRound['updatedTile']): MinesRound => ({
  gameId,
  ...minesPublicView(state),
  ...(updatedTile ? { updatedTile } : {}),
});

const gameActive = () => new AppError('GAME_ACTIVE', 'You already have an active Mines game.');
const noActive = () => new AppError('NO_ACTIVE_GAME', 'You have no active Mines game.');

export function createMinesService(deps: { db: Db }) {
  const { db } = deps;
  const rounds = createRoundWriter(db, 'mines');
  const findActive = (userId: string) => () => repo.findActive(db, userId, 'mines');
  return {
    active: (userId: string): Promise<MinesActiveResponse> =>
      activeRound(db, userId, 'mines', (gameId, state: MinesState) => round(gameId, state)),

    /**
     * Bet: the seeds and nonce, the debit and the game row in one statement (ADR 077); one active game
     * per user. Refusals: responsible play, then the balance, then an active round.
     */
    async start(userId: string, input: { bet: number; mines: number }): Promise<MinesResponse> {
      const dealt = await rounds.deal(
        userId,
        (pair) => {
          const started = startMinesGame({ ...input, ...pair });
          if (!started.ok) throw engineError(started);
          const { state, debit } = started;
          return { state, debit, credit: 0, totalBet: debit, payout: 0, finished: false };
        },
        { active: gameActive, activeFirst: false },
      );
      return { round: round(dealt.id, dealt.state), balance: dealt.balance };
    },

    /** Reveals a tile (0-based); a mine ends the game, the last safe tile cashes out by itself. */
    reveal: (userId: string, tile: number): Promise<MinesResponse> =>
      rounds.step(userId, findActive(userId), async (game, save) => {
        if (!game) throw noActive();
        const result = revealMinesTile(game.state as MinesState, tile);
        if (!result.ok) throw engineError(result);
        const balance = await save(game, {
          state: result.state,
          debit: 0,
          credit: result.credit,
          totalBet: game.totalBet,
          payout: result.state.payout,
          finished: result.state.status !== 'active',
        });
        if (balance === CHANGED) return CHANGED;
        return {
          round: round(game.id, result.state, { index: result.tile, type: result.tileType, hidden: false }),
          balance,
        };
      }),

    /** Cashout; repeated after the game ended it returns the settled round and pays nothing more. */
    cashout: (userId: string): Promise<MinesResponse> =>
      rounds.step(userId, findActive(userId), async (game, save) => {
        if (!game) {
          const last = await repo.latestFinished(db, userId, 'mines');
          if (!last) throw noActive();
          return { round: round(last.id, last.state as MinesState), balance: await pointsService.balance(db, userId) };
        }
        const result = cashoutMinesGame(game.state as MinesState);
        if (!result.ok) throw engineError(result);
        const balance = await save(game, {
          state: result.state,
          debit: 0,
          credit: result.credit,
          totalBet: game.totalBet,
          payout: result.state.payout,
          finished: true,
        });
        if (balance === CHANGED) return CHANGED;
        return { round: round(game.id, result.state), balance };
      }),
  };
}

export type MinesService = ReturnType<typeof createMinesService>;
