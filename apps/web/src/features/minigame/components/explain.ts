import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** A refused box change: the fields the server named, else its message. */
export const explain = (err: Error) =>
  err instanceof ApiError && err.fields
    ? Object.entries(err.fields)
        .map(([f, m]) => `${f} ${m}`)
        .join('; ')
    : errorMessage(err);
