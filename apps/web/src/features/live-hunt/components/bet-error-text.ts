import { ApiError } from '@/lib/api-client';

/** A refused GTB or AVG bet: the server's message for the refusals a viewer can act on, else the tab's own text. */
export function errorText(err: unknown, fallback: string): string {
  if (
    err instanceof ApiError &&
    [
      'GTB_CLOSED',
      'AVG_CLOSED',
      'GTB_ALREADY_PLACED',
      'AVG_ALREADY_PLACED',
      'GTB_OUT_OF_RANGE',
      'AVG_OUT_OF_RANGE',
      'INSUFFICIENT_POINTS',
    ].includes(err.code)
  )
    return err.message;
  return fallback;
}
