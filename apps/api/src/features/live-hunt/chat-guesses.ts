import { AppError } from '../../lib/app-error';
import { createBatcher } from '../../lib/batcher';
import { responsiblePlayGuard } from '../responsible-play/guard';
import { gtbAlreadyPlaced, gtbClosedRefusal, gtbRangeRefusal } from './gtb-guess-rules';
import { gtbWinLimitRefusals } from './gtb-win-limit';
import * as repo from './repository';
import type { HuntChange } from './service';

/** A GTB guess typed in chat: the account, the guess, and when the platform's webhook received it. */
export type ChatGuess = { userId: string; guessCents: number; receivedAt?: Date };

/** At most this many guesses in one transaction. */
const MAX_BATCH = 250;
/** Batches of one instance written at once; the guesses that arrive meanwhile wait for the next one. */
const MAX_IN_FLIGHT = 2;

/**
 * Chat's GTB guesses, in batches during a burst (issue 37 item 3): the guesses that arrive while
 * earlier ones are being written go together in one transaction, with the site's rules guess by
 * guess and one statement for each step instead of one per guess:
 *
 * 1. the live hunt under `for share` (by its status, as chat names it);
 * 2. GTB_CLOSED for a guess not in time (the receivedAt rule, guess by guess);
 * 3. the responsible-play settings of the batch's accounts, locked in user order: a cool-off or a
 *    self-exclusion refuses (a guess stakes nothing);
 * 4. the range, with its maximum;
 * 5. the GTB winner limit, one read for the batch when the hunt has one;
 * 6. one account's second guess in the batch is GTB_ALREADY_PLACED (the first one typed counts);
 * 7. one insert for the rest, in the order they came in (their `seq`), one per account by the unique
 *    index (a guess already in the hunt is GTB_ALREADY_PLACED);
 * 8. one event row and NOTIFY for the batch (the change), none when nothing went in.
 *
 * A quiet moment costs one transaction a guess, as before. Each caller gets its own outcome; an error
 * of the transaction itself (no live hunt, the database) is every caller's.
 */
export function createChatGuesses(change: HuntChange) {
  const run = (items: ChatGuess[]) =>
    change('gtb_guess', async (tx) => {
      const hunt = await repo.lockLive(tx, 'share');
      if (!hunt) throw new AppError('NO_LIVE_HUNT', 'No hunt is live.');
      const outcome: Array<AppError | null> = items.map((g) => gtbClosedRefusal(hunt, g.receivedAt));
      const pending = () => items.flatMap((g, i) => (outcome[i] === null ? [{ g, i }] : []));
      const accounts = (list: Array<{ g: ChatGuess }>) => [...new Set(list.map(({ g }) => g.userId))];

      const rg = await responsiblePlayGuard.freeStakeRefusals(tx, accounts(pending()));
      for (const { g, i } of pending()) outcome[i] = rg.get(g.userId) ?? gtbRangeRefusal(hunt, g.guessCents);
      const limits = await gtbWinLimitRefusals(tx, hunt, accounts(pending()));
      const seen = new Set<string>();
      for (const { g, i } of pending()) {
        outcome[i] = limits.get(g.userId) ?? (seen.has(g.userId) ? gtbAlreadyPlaced() : null);
        seen.add(g.userId);
      }

      const toInsert = pending();
      const inserted = await repo.insertGuesses(
        tx,
        hunt.id,
        toInsert.map(({ g }) => g),
      );
      for (const { g, i } of toInsert) if (!inserted.has(g.userId)) outcome[i] = gtbAlreadyPlaced();
      return { huntId: hunt.id, result: outcome, unchanged: inserted.size === 0 };
    });

  const batch = createBatcher<ChatGuess, AppError | null>({ run, maxBatch: MAX_BATCH, maxInFlight: MAX_IN_FLIGHT });

  /** One guess from chat; throws its refusal (the same codes and words as the site's). */
  return async (guess: ChatGuess): Promise<void> => {
    const refusal = await batch(guess);
    if (refusal) throw refusal;
  };
}
