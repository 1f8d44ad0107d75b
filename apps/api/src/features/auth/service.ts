import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { PLATFORM_NAMES, type Platform } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { KickError, newPkcePair, type KickClient } from '../../integrations/kick';
import { TwitchError, type TwitchClient } from '../../integrations/twitch';
import type { SignInIdentity, UsersService } from '../users/service';
import { demoIdentity } from './demo-accounts';
import * as repo from './repository';
import { sameSecret } from '../../lib/stored-token';

const DEMO_CODE_TTL_SECONDS = 120;

/** What the sign-in is for: a new session, or adding the platform to the signed-in account. */
export type OAuthIntent = 'login' | 'link';

/**
 * One OAuth round trip in progress, bound to the browser by a short-lived httpOnly cookie: the
 * platform, the intent, the `state` echoed back, and (Kick) the PKCE verifier. Parts are base64url or
 * fixed words, so `.` separates them unambiguously.
 */
export type OAuthFlow = { platform: Platform; intent: OAuthIntent; state: string; verifier: string };

export const encodeFlow = (f: OAuthFlow) => [f.platform, f.intent, f.state, f.verifier].join('.');

export function decodeFlow(value: string | undefined): OAuthFlow | null {
  const parts = value?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [platform, intent, state, verifier] = parts as [string, string, string, string];
  if (platform !== 'twitch' && platform !== 'kick') return null;
  if (intent !== 'login' && intent !== 'link') return null;
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(state) || !/^[A-Za-z0-9_-]{0,128}$/.test(verifier)) return null;
  return { platform, intent, state, verifier };
}

export type AuthServiceDeps = {
  db: Db;
  users: UsersService;
  /** true: no platform is configured and the built-in demo provider stands in for each. */
  demo: boolean;
  /** The platforms people sign in with (config.signInPlatforms). */
  platforms: Platform[];
  twitch: TwitchClient | null;
  twitchClientId: string | undefined;
  twitchAuthUrl: string;
  kick: KickClient | null;
  publicUrl: string;
};

export const newState = () => randomBytes(24).toString('base64url');

export function createAuthService(deps: AuthServiceDeps) {
  const redirectUri = new URL('/login', deps.publicUrl).toString();
  const { platforms } = deps;

  function notConfigured(platform: Platform): AppError {
    return new AppError('PLATFORM_NOT_CONFIGURED', `Sign-in with ${PLATFORM_NAMES[platform]} is not set up here.`);
  }

  async function identityFor(flow: OAuthFlow, code: string): Promise<SignInIdentity> {
    const name = PLATFORM_NAMES[flow.platform];
    if (deps.demo) {
      const account = await repo.consumeDemoCode(deps.db, code);
      const identity = account === null ? null : demoIdentity(account);
      if (!identity || identity.platform !== flow.platform)
        throw new AppError('LOGIN_CODE_INVALID', 'This sign-in code is invalid or expired.');
      return identity;
    }
    try {
      if (flow.platform === 'twitch') {
        if (!deps.twitch) throw notConfigured('twitch');
        return await deps.twitch.exchangeCode(code, redirectUri);
      }
      if (!deps.kick) throw notConfigured('kick');
      const tokens = await deps.kick.exchangeCode(code, flow.verifier, redirectUri);
      return await deps.kick.currentUser(tokens.accessToken);
    } catch (err) {
      if (err instanceof AppError) throw err;
      if ((err instanceof TwitchError || err instanceof KickError) && err.kind === 'bad_code') {
        throw new AppError('LOGIN_CODE_INVALID', `${name} did not accept this sign-in code. Please try again.`);
      }
      throw new AppError('LOGIN_PROVIDER_UNAVAILABLE', `${name} could not be reached. Please try again in a moment.`);
    }
  }

  return {
    /** The platforms a person can sign in with here (both with the demo provider). */
    platforms,

    /**
     * Starts a sign-in or a link: the flow to keep in the browser's cookie, and where to send the
     * browser (the platform's consent page, or the demo page).
     */
    start(platform: Platform, intent: OAuthIntent): { flow: OAuthFlow; redirect: string } {
      if (!platforms.includes(platform)) throw notConfigured(platform);
      const state = newState();
      if (deps.demo) {
        const query = new URLSearchParams({ state, platform });
        return { flow: { platform, intent, state, verifier: '' }, redirect: `/api/v1/auth/demo?${query.toString()}` };
      }
      if (platform === 'kick') {
        const pkce = newPkcePair();
        const redirect = deps.kick!.authorizeUrl({
          state,
          codeChallenge: pkce.challenge,
          redirectUri,
          scopes: ['user:read'],
        });
        return { flow: { platform, intent, state, verifier: pkce.verifier }, redirect };
      }
      const url = new URL(`${deps.twitchAuthUrl}/authorize`);
      url.search = new URLSearchParams({
        client_id: deps.twitchClientId ?? '',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: '',
        state,
        force_verify: intent === 'link' ? 'true' : 'false',
      }).toString();
      return { flow: { platform, intent, state, verifier: '' }, redirect: url.toString() };
    },

    /**
     * Checks the returned state against the browser's flow cookie, then exchanges the code: the
     * identity it proves and what the flow was for.
     */
    async complete(
      input: { code: string; state: string },
      cookie: string | undefined,
    ): Promise<{ identity: SignInIdentity; intent: OAuthIntent }> {
      const flow = decodeFlow(cookie);
      if (!flow || !sameSecret(flow.state, input.state)) {
        throw new AppError('LOGIN_STATE_MISMATCH', 'This sign-in did not start here or has expired. Please try again.');
      }
      return { identity: await identityFor(flow, input.code), intent: flow.intent };
    },

    /**
     * The demo provider's "authorize" step: a one-time code for the chosen account, a named one or a
     * throwaway viewer's login (`e2e_…`, `kick:e2e_…`; see demo-accounts.ts).
     */
    async issueDemoCode(account: string): Promise<string> {
      if (!deps.demo) throw new AppError('NOT_FOUND', 'Demo sign-in is off.');
      if (!demoIdentity(account))
        throw new AppError('VALIDATION_ERROR', 'Unknown demo account.', { account: 'Unknown demo account' });
      const code = randomBytes(24).toString('base64url');
      await repo.insertDemoCode(deps.db, code, account, DEMO_CODE_TTL_SECONDS);
      return code;
    },

    isDemo: deps.demo,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
