import type { Db } from '../../db/client';
import { pointsService } from '../points/service';
import * as repo from './repository';

/**
 * `GET /mines`, `GET /blackjack/active`: the player's active round of one game, drawn by the game's
 * own view (null when none), and their balance, read in one transaction.
 */
export function activeRound<State, Round>(
  db: Db,
  userId: string,
  kind: repo.GameKind,
  view: (gameId: string, state: State) => Round,
): Promise<{ round: Round | null; balance: number }> {
  return db.transaction(async (tx) => {
    const game = await repo.findActive(tx, userId, kind);
    return {
      round: game ? view(game.id, game.state as State) : null,
      balance: await pointsService.balance(tx, userId),
    };
  });
}
