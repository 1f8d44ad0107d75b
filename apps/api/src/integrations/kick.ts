import { createHash, randomBytes } from 'node:crypto';
import { createServiceHttp, PlatformError, type PlatformAppOptions } from './http';

export type KickIdentity = {
  platform: 'kick';
  platformUserId: string;
  login: string;
  displayName: string;
  avatarUrl: string;
};

/** The tokens of an authorization; Kick's refresh tokens rotate, so the new one always replaces the old. */
export type KickTokens = { accessToken: string; refreshToken: string; expiresIn: number; scopes: string[] };

export class KickError extends PlatformError {}

/** `authUrl` is the OAuth server (`https://id.kick.com`), `apiUrl` the public API (`…/public/v1`). */
export type KickClientOptions = PlatformAppOptions;

/** PKCE (RFC 7636) with S256, which Kick requires: a fresh verifier and its challenge. */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

type TokenBody = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };

/**
 * The Kick calls of docs/integrations.md#kick: the OAuth 2.1 code flow with PKCE and `GET /users`.
 * Every call has a timeout; a refused code is `bad_code`, anything else is `unavailable`.
 */
export function createKickClient(opts: KickClientOptions) {
  const { call, readJson } = createServiceHttp({
    ...opts,
    service: 'Kick',
    unavailable: (message) => new KickError('unavailable', message),
  });

  async function token(form: Record<string, string>, what: string): Promise<KickTokens> {
    const res = await call(
      `${opts.authUrl}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: opts.clientId, client_secret: opts.clientSecret, ...form }),
      },
      what,
    );
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      throw new KickError('bad_code', `Kick refused the ${what} (${res.status})`);
    }
    if (!res.ok) throw new KickError('unavailable', `Kick ${what} answered ${res.status}`);
    const body = await readJson<TokenBody>(res, what);
    if (!body.access_token) throw new KickError('unavailable', `Kick ${what} returned no access token`);
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? '',
      expiresIn: body.expires_in ?? 3600,
      scopes: (body.scope ?? '').split(/[\s+]+/).filter(Boolean),
    };
  }

  return {
    /** Where the browser goes to authorise: the code comes back to `redirectUri` with `state`. */
    authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string; scopes: string[] }): string {
      const url = new URL(`${opts.authUrl}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: opts.clientId,
        redirect_uri: input.redirectUri,
        scope: input.scopes.join(' '),
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    /** Exchanges an authorization code with its PKCE verifier. */
    exchangeCode: (code: string, verifier: string, redirectUri: string) =>
      token(
        { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri },
        'code exchange',
      ),

    /** A new token pair; the refresh token given is spent (Kick rotates them). */
    refresh: (refreshToken: string) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refresh'),

    /** The user a user token belongs to. */
    async currentUser(accessToken: string): Promise<KickIdentity> {
      const res = await call(
        `${opts.apiUrl}/users`,
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
        '/users',
      );
      if (!res.ok) throw new KickError('unavailable', `Kick users answered ${res.status}`);
      const body = await readJson<{
        data?: Array<{ user_id?: number | string; name?: string; profile_picture?: string }>;
      }>(res, 'users');
      const user = body.data?.[0];
      if (user?.user_id === undefined || user.user_id === null || !user.name)
        throw new KickError('unavailable', 'Kick returned no user');
      return {
        platform: 'kick',
        platformUserId: String(user.user_id),
        login: user.name.toLowerCase(),
        displayName: user.name,
        avatarUrl: user.profile_picture ?? '',
      };
    },
  };
}

export type KickClient = ReturnType<typeof createKickClient>;
