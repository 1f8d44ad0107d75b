import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorKey, errorMessage } from '@/lib/error-message';

/** The refusals a viewer can act on, said in the catalog's words; any other failure reads the tab's own text. */
const SAID = ['GTB_CLOSED', 'AVG_CLOSED', 'GTB_ALREADY_PLACED', 'AVG_ALREADY_PLACED', 'INSUFFICIENT_POINTS'];

/**
 * A refused GTB or AVG bet: out of range reads the tab's range sentence (`outOfRange`), a refusal the
 * viewer can act on its catalog text, anything else the tab's own text (`fallback`).
 */
export function errorText(err: unknown, fallback: string, outOfRange: string): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.code === 'GTB_OUT_OF_RANGE' || err.code === 'AVG_OUT_OF_RANGE') return outOfRange;
  // Responsible play (ADR 067): why, and until when.
  if (err.code.startsWith('RG_')) return errorMessage(err);
  return SAID.includes(err.code) ? t(errorKey(err.code)) : fallback;
}
