import { gtbGuessRangeMessage, gtbLimitDollars, isGtbGuessInRange } from '@app/contracts';
import { GTB_MIN_GUESS_CENTS, gtbMaxGuessCents } from '@app/hunts';
import { AppError, GtbOutOfRangeError } from '../../lib/app-error';
import type * as repo from './repository';

/**
 * GTB_CLOSED unless the hunt is live and its GTB open, or closed after `receivedAt` (a chat message
 * received while GTB was open counts though its command runs after the close); null when in time.
 */
export function gtbClosedRefusal(hunt: repo.HuntRow, receivedAt: Date | undefined): AppError | null {
  const inTime =
    hunt.gtbStatus === 'opened' ||
    (receivedAt !== undefined && hunt.gtbClosedAt !== null && receivedAt < hunt.gtbClosedAt);
  return hunt.status === 'live' && inTime ? null : new AppError('GTB_CLOSED', 'GTB is closed.');
}

/** The refusal of a guess outside the hunt's range (it names the maximum), or null. */
export function gtbRangeRefusal(hunt: repo.HuntRow, guessCents: number): GtbOutOfRangeError | null {
  const max = gtbMaxGuessCents(hunt.startCents);
  if (isGtbGuessInRange(guessCents, max)) return null;
  return new GtbOutOfRangeError(max, gtbGuessRangeMessage(max), {
    guess: `must be between ${gtbLimitDollars(GTB_MIN_GUESS_CENTS)} and ${gtbLimitDollars(max)} dollars`,
  });
}

export const gtbAlreadyPlaced = () => new AppError('GTB_ALREADY_PLACED', 'You already placed your GTB guess.');
