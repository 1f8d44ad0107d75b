import { AVG_BET_RANGE_MESSAGE, isAvgBetInRange } from '@app/contracts';
import { AVG_MAX_BET, AVG_MIN_BET } from '@app/hunts';
import { AppError, notFound } from '../../lib/app-error';
import { pointsService } from '../points/service';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { createChatGuesses } from './chat-guesses';
import { gtbAlreadyPlaced, gtbClosedRefusal, gtbRangeRefusal } from './gtb-guess-rules';
import * as repo from './repository';
import { assertGtbWinLimit } from './gtb-win-limit';
import type { Tx } from '../../db/client';
import type { HuntChange } from './service';
import type { AvgGroupName } from './types';
import { buildMe } from './view';

/** When a chat message was received (chat's guesses; see `placeGuess`). */
type GuessOptions = { receivedAt?: Date };

/**
 * The hunt a bet goes to, under `for share`: the site names it by id (404 when there is none); chat
 * names `LIVE`, the live hunt, found by its status in the same statement that locks it (one round trip
 * fewer than reading its id first; 404 NO_LIVE_HUNT when none is live).
 */
async function lockTarget(tx: Tx, huntId: string | typeof LIVE): Promise<repo.HuntRow> {
  if (huntId === LIVE) {
    const live = await repo.lockLive(tx, 'share');
    if (!live) throw new AppError('NO_LIVE_HUNT', 'No hunt is live.');
    return live;
  }
  const hunt = await repo.lockHunt(tx, huntId, 'share');
  if (!hunt) throw notFound('Hunt');
  return hunt;
}

/** Chat's name for the live hunt, whichever it is when the bet's transaction locks it. */
const LIVE = Symbol('the live hunt');

/**
 * A viewer's bets: one GTB guess and one AVG bet per hunt, each in the change's transaction. The
 * site's bets answer the viewer's entries (`me`); chat's (`placeChatGuess`, `placeChatAvgBet`) answer
 * nothing of them (the reply is written from the command), so they skip that read. Both follow the
 * same rules; chat's guesses are written in batches during a burst (chat-guesses.ts).
 */
export function createHuntBets(change: HuntChange) {
  /**
   * A GTB guess from the site; answers the viewer's entries, read in the same transaction. Chat's
   * guesses go in batches through the same rules (chat-guesses.ts).
   */
  const guess = (userId: string, huntId: string, guessCents: number, opts: GuessOptions) =>
    change('gtb_guess', async (tx) => {
      const hunt = await lockTarget(tx, huntId);
      const closed = gtbClosedRefusal(hunt, opts.receivedAt);
      if (closed) throw closed;
      // A guess stakes nothing: only a cool-off or self-exclusion refuses it (ADR 067).
      await responsiblePlayGuard.assertMayStake(tx, userId, 0);
      const outOfRange = gtbRangeRefusal(hunt, guessCents);
      if (outOfRange) throw outOfRange;
      await assertGtbWinLimit(tx, hunt, userId);
      if (!(await repo.insertGuess(tx, hunt.id, userId, guessCents))) throw gtbAlreadyPlaced();
      return { huntId: hunt.id, result: await buildMe(tx, hunt.id, userId) };
    });
  const chatGuess = createChatGuesses(change);

  /** An AVG bet, debited; `answer` reads, in the same transaction, what the caller answers. */
  const avgBet = async <T>(
    userId: string,
    huntId: string | typeof LIVE,
    group: AvgGroupName,
    bet: number,
    answer: (tx: Tx, huntId: string, points: number) => Promise<T>,
  ) => {
    if (!isAvgBetInRange(bet))
      throw new AppError('AVG_OUT_OF_RANGE', AVG_BET_RANGE_MESSAGE, {
        bet: `must be between ${AVG_MIN_BET} and ${AVG_MAX_BET}`,
      });
    return change('avg_bet', async (tx) => {
      const hunt = await lockTarget(tx, huntId);
      if (hunt.status !== 'live' || hunt.avgStatus !== 'opened') throw new AppError('AVG_CLOSED', 'AVG is not open.');
      await responsiblePlayGuard.assertMayStake(tx, userId, bet);
      const id = await repo.insertAvgBet(tx, { huntId: hunt.id, userId, group, bet });
      if (!id) throw new AppError('AVG_ALREADY_PLACED', 'You already placed your AVG bet.');
      const points = await pointsService.debit(tx, {
        userId,
        amount: bet,
        reason: 'hunt_bet',
        refType: 'live_hunt',
        refId: hunt.id,
        params: { hunt: hunt.index, group },
      });
      return { huntId: hunt.id, result: await answer(tx, hunt.id, points) };
    });
  };

  return {
    /**
     * A GTB guess; answers the viewer's entries. `receivedAt` (chat) is when the platform's webhook
     * received the message: a guess received while GTB was open counts though its command runs after
     * the close, as long as the hunt is still live (the webhook answers first and runs commands in
     * line, so a burst at the close would otherwise lose the last guesses typed in time).
     */
    placeGuess: (userId: string, huntId: string, guessCents: number, opts: GuessOptions = {}) =>
      guess(userId, huntId, guessCents, opts),

    /**
     * A GTB guess from chat on the live hunt: `placeGuess`'s rules without its answer (no read of the
     * viewer's entries), batched with the other chat guesses that arrive meanwhile.
     */
    placeChatGuess: (userId: string, guessCents: number, opts: GuessOptions = {}) =>
      chatGuess({ userId, guessCents, receivedAt: opts.receivedAt }),

    /** An AVG bet; answers the balance after its debit and the viewer's entries. */
    placeAvgBet: (userId: string, huntId: string, group: AvgGroupName, bet: number) =>
      avgBet(userId, huntId, group, bet, async (tx, id, points) => ({ points, me: await buildMe(tx, id, userId) })),

    /** An AVG bet from chat: `placeAvgBet` answering only the balance after its debit (no read of the entries). */
    placeChatAvgBet: (userId: string, group: AvgGroupName, bet: number) =>
      avgBet(userId, LIVE, group, bet, async (_tx, _id, points) => ({ points })),
  };
}
