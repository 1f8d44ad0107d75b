import { errorCodes, type ErrorCode } from '@app/contracts';
import { AppError } from '../../lib/app-error';

const known = new Set<string>(errorCodes);

/**
 * An engine refusal (an illegal move, a bad bet) becomes the API error of the same code. A code the
 * API does not know (INVALID_FAIRNESS: our own seeds were bad) is a server bug and stays a 500.
 */
export function engineError(failure: { code: string; message: string }): Error {
  if (known.has(failure.code)) return new AppError(failure.code as ErrorCode, failure.message);
  return new Error(`game engine refused: ${failure.code} ${failure.message}`);
}
