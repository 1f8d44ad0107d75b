import type { BlackjackActiveResponse, BlackjackResponse, BlackjackRound } from '@app/contracts';
import {
  applyBlackjackAction,
  blackjackPublicView,
  dealBlackjack,
  isRoundOver,
  type BlackjackAction,
  type BlackjackState,
} from '@app/games';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { activeRound } from './active-round';
import { engineError } from './engine-errors';
import * as repo from './repository';
import { CHANGED, createRoundWriter } from './steps';

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

export function createBlackjackService(deps: { db: Db }) {
  const { db } = deps;
  const rounds = createRoundWriter(db, 'blackjack');
  return {
    active: (userId: string): Promise<BlackjackActiveResponse> =>
      activeRound(db, userId, 'blackjack', (gameId, state: BlackjackState) => round(gameId, state)),

    /**
     * Deal: the whole stake (bet + side bets) is debited with the game row in one statement (ADR 077);
     * a natural settles in it at once. Refusals: an active round, then responsible play, then the balance.
     */
    async bet(
      userId: string,
      input: { bet: number; sideBets: { perfectPairs: number; twentyOnePlusThree: number } },
    ): Promise<BlackjackResponse> {
      const dealt = await rounds.deal(
        userId,
        (pair) => {
          const deal = dealBlackjack({ ...input, ...pair });
          if (!deal.ok) throw engineError(deal);
          const { state, debit, credit } = deal;
          return {
            state,
            debit,
            credit,
            totalBet: state.totalDebited,
            payout: state.totalPaid,
            finished: isRoundOver(state),
          };
        },
        // A natural is inserted already finished, so the unique index alone would not refuse it.
        { active: gameActive, activeFirst: true },
      );
      return { round: round(dealt.id, dealt.state), balance: dealt.balance };
    },

    /**
     * Hit, stand, double or split on the user's game, saved with its extra stake (refused with nothing
     * changed if points are short) and its payout in one statement. A stand on a settled round returns
     * it as it is.
     */
    act: (userId: string, gameId: string, action: BlackjackAction): Promise<BlackjackResponse> =>
      rounds.step(
        userId,
        async () => {
          const found = await repo.findForUserWithBalance(db, gameId, userId);
          return found && { ...found.game, balance: found.balance };
        },
        async (game, save) => {
          // (a remembered round of another id is refused, so the request runs again from the read)
          if (!game || game.id !== gameId || game.kind !== 'blackjack') throw notFound('Game');
          const state = game.state as BlackjackState;
          if (game.status === 'finished') {
            if (action === 'stand' && game.balance !== undefined)
              return { round: round(game.id, state), balance: game.balance };
            throw new AppError('GAME_NOT_IN_PROGRESS', 'This round is over.');
          }
          const result = applyBlackjackAction(state, action);
          if (!result.ok) throw engineError(result);
          const balance = await save(game, {
            state: result.state,
            debit: result.debit,
            credit: result.credit,
            totalBet: result.state.totalDebited,
            payout: result.state.totalPaid,
            finished: isRoundOver(result.state),
          });
          if (balance === CHANGED) return CHANGED;
          return { round: round(game.id, result.state), balance };
        },
      ),
  };
}

export type BlackjackService = ReturnType<typeof createBlackjackService>;
