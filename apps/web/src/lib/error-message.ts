import { ApiError } from './api-client';

/**
 * What a person reads when a call fails: one plain sentence that says what to do next. The server's
 * own message is kept for the causes it words for people (not enough points, already decided …);
 * the generic causes, and the validation text meant for developers, get a sentence here instead.
 * `fallback` is the sentence for a request the screen's own checks should have stopped.
 */
export function errorMessage(
  err: unknown,
  fallback = 'That did not work. Check what you entered and try again.',
): string {
  if (!(err instanceof ApiError)) return 'Something went wrong. Reload the page and try again.';
  switch (err.code) {
    case 'NETWORK_ERROR':
      return 'Could not reach the server. Check your connection and try again.';
    case 'UNAUTHENTICATED':
      return 'Your session has ended. Log in again to continue.';
    case 'FORBIDDEN':
      return 'Only an admin can do this. Log in with an admin account.';
    case 'RATE_LIMITED':
      return 'Too many requests at once. Wait a few seconds, then try again.';
    case 'VALIDATION_ERROR':
    case 'HTTP_ERROR':
      return fallback;
    case 'INTERNAL_ERROR':
    case 'SERVICE_UNAVAILABLE':
      return 'Something went wrong on our side. Please try again in a moment.';
    default:
      return err.message;
  }
}

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
        return 'This sign-in link has expired or was already used. Go back to the home page and log in again.';
      case 'LOGIN_PROVIDER_UNAVAILABLE':
        return `${platform} is not answering right now. Go back to the home page and try again in a few minutes.`;
      // Linking: the server's sentence says what happened and what to do.
      case 'IDENTITY_TAKEN':
      case 'PLATFORM_ALREADY_LINKED':
        return err.message;
    }
  }
  return `${errorMessage(err, 'Sign-in did not work.')} You can log in again from the home page.`;
}
