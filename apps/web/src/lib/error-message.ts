import { currentIntl, t, type MessageId } from '@/i18n';
import { ApiError } from './api-client';
import { formatDateTimeLisbon } from './dates';

/**
 * What a person reads when a call fails: one plain sentence in their language that says what to do
 * next. The API answers with a stable code; the text of the code comes from the catalogs
 * (errors.<CODE>), never the server's English message. `fallback` (already translated) replaces the
 * generic text for a refused request the screen's own checks should have stopped.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (!(err instanceof ApiError)) return t('errors.UNKNOWN');
  if ((err.code === 'VALIDATION_ERROR' || err.code === 'HTTP_ERROR') && fallback) return fallback;
  const until = err.fields?.until;
  // A stake refused by responsible play (ADR 067) says until when, on Lisbon's clock.
  if (until && (err.code.startsWith('RG_') || err.code === 'WIN_LIMIT_REACHED')) {
    if (until === 'forever') return t('layout.responsiblePlay.excludedForever');
    return t(errorKey(err.code), { until: formatDateTimeLisbon(until) });
  }
  return t(errorKey(err.code));
}

/** The catalog key of an error code; an unknown code (a newer server) reads the generic text. */
export function errorKey(code: string): MessageId {
  const key = `errors.${code}`;
  return isMessageId(key) ? key : 'errors.UNKNOWN';
}

// Every language has the same keys (the catalog check in npm test), so the loaded one answers.
const isMessageId = (key: string): key is MessageId => Object.hasOwn(currentIntl().messages, key);

/**
 * The sign-in callback's failures (/login): each says how to get back in. `platform` is the name of
 * the platform the round trip went to (Twitch, Kick).
 */
export function signInErrorMessage(err: unknown, platform = 'Twitch'): string {
  if (err instanceof ApiError) {
    switch (err.code) {
      case 'VALIDATION_ERROR':
      case 'LOGIN_STATE_MISMATCH':
      case 'LOGIN_CODE_INVALID':
        return t('errors.LOGIN_STATE_MISMATCH');
      case 'LOGIN_PROVIDER_UNAVAILABLE':
        return t('common.providerUnavailable', { platform });
      case 'IDENTITY_TAKEN':
      case 'PLATFORM_ALREADY_LINKED':
        return t(errorKey(err.code));
    }
  }
  return t('common.signInFailed', { message: errorMessage(err, t('common.signInFallback')) });
}
