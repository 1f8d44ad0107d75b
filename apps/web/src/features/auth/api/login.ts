import type { LoginBody, LoginResult, Platform } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-me';

/**
 * Where "Log in via Twitch" (or Kick) sends the browser: the server sets the flow cookie and redirects
 * on. `link` adds the platform to the signed-in account instead of signing in (Linked accounts).
 */
export const signInStartUrl = (platform: Platform, { link = false }: { link?: boolean } = {}) =>
  `/api/v1/auth/${platform}${link ? '?link=1' : ''}`;

const FLOW_KEY = 'sign-in-flow';
export type SignInFlow = { platform: Platform; link: boolean };

/**
 * Leaves for the platform's consent page, remembering (for this tab) where the round trip went and
 * why, so /login can word its answer ("Kick account linked", "Kick is not answering").
 */
export function beginSignIn(platform: Platform, { link = false }: { link?: boolean } = {}) {
  try {
    sessionStorage.setItem(FLOW_KEY, JSON.stringify({ platform, link } satisfies SignInFlow));
  } catch {
    // Storage off (private mode): the callback falls back to sign-in wording.
  }
  window.location.assign(signInStartUrl(platform, { link }));
}

/** The round trip begun by beginSignIn in this tab (read again on a second mount; cleared when done). */
export function readSignInFlow(): SignInFlow | null {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<SignInFlow>) : null;
    if (flow && (flow.platform === 'twitch' || flow.platform === 'kick'))
      return { platform: flow.platform, link: flow.link === true };
  } catch {
    // Unreadable: treat as a plain sign-in.
  }
  return null;
}

export function clearSignInFlow() {
  try {
    sessionStorage.removeItem(FLOW_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** POST /users/login: exchanges the provider's code for the session cookie, or links the platform. */
export const completeLogin = (body: LoginBody) => api<LoginResult>('/users/login', { method: 'POST', body });

/**
 * The callback's code exchange, read as a query of its code: a code is good once, so it is never retried
 * or refetched, and a second mount of the page (React's StrictMode) reads the outcome instead of sending
 * the code again. Success refreshes the session query before it resolves.
 */
export const completeLoginQueryOptions = (body: LoginBody) =>
  queryOptions({
    queryKey: ['login', body.code, body.state],
    queryFn: async ({ client }) => {
      const result = await completeLogin(body);
      await client.invalidateQueries({ queryKey: meQueryKey });
      return result;
    },
    retry: false,
    staleTime: Infinity,
  });

/** The code exchange of /login; `null` (no code in the URL, or the provider refused) sends nothing. */
export const useCompleteLogin = (body: LoginBody | null) =>
  useQuery({ ...completeLoginQueryOptions(body ?? { code: '', state: '' }), enabled: body !== null });
