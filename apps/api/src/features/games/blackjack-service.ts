import { randomUUID } from 'node:crypto';
import type { BlackjackActiveResponse, BlackjackResponse, BlackjackRound } from '@app/contracts';
import {
  applyBlackjackAction,
  blackjackPublicView,
  dealBlackjack,
  isRoundOver,
  type BlackjackAction,
  type BlackjackState,
} from '@app/games';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { activeRound } from './active-round';
import { engineError } from './engine-errors';
import { nextRound } from './fairness-service';
import * as repo from './repository';

/** The view's card objects are shared and frozen in the engine; the answer gets its own copies. */
function round(gameId: string, state: BlackjackState): BlackjackRound {
  const view = blackjackPublicView(state);
  return {
    gameId,
    ...view,
    playerHands: view.playerHands.map((h) => ({ ...h, cards: h.cards.map((c) => ({ ...c })) })),
    dealerHand: { cards: view.dealerHand.cards.map((c) => ({ ...c })), total: view.dealerHand.total },
  };
}

// The web compares this exact text to send the player home (docs/product.md#blackjack).
const gameActive = () => new AppError('GAME_ACTIVE', 'Você já tem um jogo ativo.');

/** Debits, then credits, what an action asks; returns the balance after (`balance` when nothing moved). */
async function move(
  tx: Tx,
  userId: string,
  gameId: string,
  debit: number,
  credit: number,
  balance: number | null,
): Promise<number> {
  let after = balance;
  if (debit > 0) {
    // Responsible play (ADR 067): the deal's stake, a double's or a split's, under the user's settings lock.
    await responsiblePlayGuard.assertMayStake(tx, userId, debit);
    after = await pointsService.debit(tx, {
      userId,
      amount: debit,
      reason: 'game_bet',
      refType: 'blackjack',
      refId: gameId,
    });
  }
  if (credit > 0)
    after = await pointsService.credit(tx, {
      userId,
      amount: credit,
      reason: 'game_payout',
      refType: 'blackjack',
      refId: gameId,
    });
  return after ?? pointsService.balance(tx, userId);
}

export function createBlackjackService(deps: { db: Db }) {
  const { db } = deps;
  return {
    active: (userId: string): Promise<BlackjackActiveResponse> =>
      activeRound(db, userId, 'blackjack', (gameId, state: BlackjackState) => round(gameId, state)),

    /** Deal: the whole stake (bet + side bets) is debited with the game row; a natural settles at once. */
    async bet(
      userId: string,
      input: { bet: number; sideBets: { perfectPairs: number; twentyOnePlusThree: number } },
    ): Promise<BlackjackResponse> {
      try {
        return await db.transaction(async (tx) => {
          // The pair lock taken by nextRound serialises this user's deals, so this check cannot race.
          // The unique index alone is not enough here: a natural is inserted already finished.
          const seeds = await nextRound(tx, userId);
          if (await repo.findActive(tx, userId, 'blackjack', false)) throw gameActive();
          const dealt = dealBlackjack({
            ...input,
            serverSeed: seeds.serverSeed,
            serverSeedHash: seeds.serverSeedHash,
            clientSeed: seeds.clientSeed,
            nonce: seeds.nonce,
          });
          if (!dealt.ok) throw engineError(dealt);
          const id = randomUUID();
          const finished = isRoundOver(dealt.state);
          // The game row first: the ledger rows reference it.
          await repo.insertGame(tx, {
            id,
            userId,
            kind: 'blackjack',
            seedId: seeds.seedId,
            nonce: seeds.nonce,
            totalBet: dealt.state.totalDebited,
            payout: dealt.state.totalPaid,
            state: dealt.state,
            finished,
          });
          const balance = await move(tx, userId, id, dealt.debit, dealt.credit, null);
          return { round: round(id, dealt.state), balance };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'games_one_active_per_user_kind')) throw gameActive();
        throw err;
      }
    },

    /**
     * Hit, stand, double or split on the user's game. Extra stakes are debited before the new state
     * is stored (refused with nothing changed if points are short); payouts are credited after.
     * A stand on a settled round returns it as it is.
     */
    async act(userId: string, gameId: string, action: BlackjackAction): Promise<BlackjackResponse> {
      return db.transaction(async (tx) => {
        const locked = await repo.lockForUserWithBalance(tx, gameId, userId);
        if (!locked || locked.game.kind !== 'blackjack') throw notFound('Game');
        const { game } = locked;
        const state = game.state as BlackjackState;
        if (game.status === 'finished') {
          if (action === 'stand') return { round: round(game.id, state), balance: locked.balance };
          throw new AppError('GAME_NOT_IN_PROGRESS', 'This round is over.');
        }
        const result = applyBlackjackAction(state, action);
        if (!result.ok) throw engineError(result);
        const balance = await move(tx, userId, game.id, result.debit, result.credit, locked.balance);
        await repo.saveGame(tx, game.id, {
          state: result.state,
          totalBet: result.state.totalDebited,
          payout: result.state.totalPaid,
          finished: isRoundOver(result.state),
        });
        return { round: round(game.id, result.state), balance };
      });
    },
  };
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
