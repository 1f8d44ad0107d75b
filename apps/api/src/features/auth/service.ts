import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { TwitchError, type TwitchClient } from '../../integrations/twitch';
import type { SignInIdentity, UsersService } from '../users/service';
import { demoIdentity } from './demo-accounts';
import * as repo from './repository';

const DEMO_CODE_TTL_SECONDS = 120;

export type AuthServiceDeps = {
  db: Db;
  users: UsersService;
  /** null: Twitch is not configured and the demo provider signs people in. */
  twitch: TwitchClient | null;
  twitchClientId: string | undefined;
  twitchAuthUrl: string;
  publicUrl: string;
};

export const newState = () => randomBytes(24).toString('base64url');

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createAuthService(deps: AuthServiceDeps) {
  const redirectUri = new URL('/login', deps.publicUrl).toString();

  async function identityFor(code: string): Promise<SignInIdentity> {
    if (!deps.twitch) {
      const account = await repo.consumeDemoCode(deps.db, code);
      const identity = account === null ? null : demoIdentity(account);
      if (!identity) throw new AppError('LOGIN_CODE_INVALID', 'This sign-in code is invalid or expired.');
      return identity;
    }
    try {
      return await deps.twitch.exchangeCode(code, redirectUri);
    } catch (err) {
      if (err instanceof TwitchError && err.kind === 'bad_code') {
        throw new AppError('LOGIN_CODE_INVALID', 'Twitch did not accept this sign-in code. Please try again.');
      }
      throw new AppError('LOGIN_PROVIDER_UNAVAILABLE', 'Twitch could not be reached. Please try again in a moment.');
    }
  }

  return {
    /** Where "Log in via Twitch" sends the browser, bound to `state`. */
    authorizeUrl(state: string): string {
      if (!deps.twitch) return `/api/v1/auth/demo?state=${encodeURIComponent(state)}`;
      const url = new URL(`${deps.twitchAuthUrl}/authorize`);
      url.search = new URLSearchParams({
        client_id: deps.twitchClientId ?? '',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: '',
        state,
        force_verify: 'false',
      }).toString();
      return url.toString();
    },

    /** Checks the state against the browser's cookie, then exchanges the code and signs the user in. */
    async completeLogin(input: { code: string; state: string }, cookieState: string | undefined) {
      if (!cookieState || !sameState(cookieState, input.state)) {
        throw new AppError('LOGIN_STATE_MISMATCH', 'This sign-in did not start here or has expired. Please try again.');
      }
      const identity = await identityFor(input.code);
      return deps.users.signIn(identity);
    },

    /**
     * The demo provider's "authorize" step: a one-time code for the chosen account, a named one or a
     * throwaway viewer's login (`e2e_…`, see demo-accounts.ts).
     */
    async issueDemoCode(account: string): Promise<string> {
      if (deps.twitch) throw new AppError('NOT_FOUND', 'Demo sign-in is off.');
      if (!demoIdentity(account))
        throw new AppError('VALIDATION_ERROR', 'Unknown demo account.', { account: 'Unknown demo account' });
      const code = randomBytes(24).toString('base64url');
      await repo.insertDemoCode(deps.db, code, account, DEMO_CODE_TTL_SECONDS);
      return code;
    },

    isDemo: deps.twitch === null,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
