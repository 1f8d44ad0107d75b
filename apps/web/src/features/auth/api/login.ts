import type { LoginBody, LoginResult, Platform } from '@app/contracts';
import { api } from '@/lib/api-client';

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

/** The round trip begun by beginSignIn in this tab, read once. */
export function takeSignInFlow(): SignInFlow | null {
  try {
    const raw = sessionStorage.getItem(FLOW_KEY);
    sessionStorage.removeItem(FLOW_KEY);
    const flow = raw ? (JSON.parse(raw) as Partial<SignInFlow>) : null;
    if (flow && (flow.platform === 'twitch' || flow.platform === 'kick'))
      return { platform: flow.platform, link: flow.link === true };
  } catch {
    // Unreadable: treat as a plain sign-in.
  }
  return null;
}

export const completeLogin = (body: LoginBody) => api<LoginResult>('/users/login', { method: 'POST', body });
