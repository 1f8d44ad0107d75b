import { createServiceHttp, isTokenRefusal, type PlatformAppOptions } from './http';

/**
 * The broadcaster-token calls used by watch-time points (docs/integrations.md#watch-time-points): the
 * authorization code exchange with scopes, the refresh grant, /helix/users?login, /helix/chat/chatters
 * (every page) and /helix/subscriptions. Helix 401 asks the token provider for a refreshed token once
 * and retries; 429 waits until `Ratelimit-Reset` (capped) and retries. Every call has a timeout.
 */
export class TwitchBroadcasterError extends Error {
  constructor(
    readonly kind: 'bad_code' | 'revoked' | 'unauthorized' | 'rate_limited' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'TwitchBroadcasterError';
  }
}

export type BroadcasterTokens = { accessToken: string; refreshToken: string; expiresIn: number; scopes: string[] };
export type Chatter = { userId: string; login: string };
/** Gives the current access token; `refresh` true forces a refresh (after a 401). */
export type TokenProvider = (refresh: boolean) => Promise<string>;

export type TwitchBroadcasterOptions = PlatformAppOptions & {
  /** Longest wait for a rate-limit reset before giving up (default 60 s). */
  maxRateLimitWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

type TokenBody = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string[] | string };

export function createTwitchBroadcasterClient(opts: TwitchBroadcasterOptions) {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const maxWait = opts.maxRateLimitWaitMs ?? 60_000;

  const {
    call,
    postTokenForm,
    readJson: json,
  } = createServiceHttp({
    service: 'Twitch',
    ...opts,
    unavailable: (message) => new TwitchBroadcasterError('unavailable', message),
  });

  async function tokenGrant(params: Record<string, string>, what: string): Promise<BroadcasterTokens> {
    const res = await postTokenForm(`${opts.authUrl}/token`, opts, params, what);
    if (isTokenRefusal(res.status)) {
      throw new TwitchBroadcasterError(
        params.grant_type === 'refresh_token' ? 'revoked' : 'bad_code',
        `Twitch refused the ${what} (${res.status})`,
      );
    }
    if (!res.ok) throw new TwitchBroadcasterError('unavailable', `Twitch ${what} answered ${res.status}`);
    const body = await json<TokenBody>(res, what);
    if (!body.access_token || !body.refresh_token)
      throw new TwitchBroadcasterError('unavailable', `Twitch ${what} returned no tokens`);
    const scopes = Array.isArray(body.scope) ? body.scope : (body.scope ?? '').split(' ').filter(Boolean);
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresIn: body.expires_in ?? 3600,
      scopes,
    };
  }

  /** A Helix GET with the 401-refresh-once and 429-wait rules. */
  async function helix(path: string, token: TokenProvider): Promise<Response> {
    let access = await token(false);
    let refreshed = false;
    for (let attempt = 0; attempt < 5; attempt++) {
      const what = path.split('?')[0] ?? path;
      const res = await call(
        `${opts.apiUrl}${path}`,
        { headers: { authorization: `Bearer ${access}`, 'client-id': opts.clientId } },
        what,
      );
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        access = await token(true);
        continue;
      }
      if (res.status === 401)
        throw new TwitchBroadcasterError('unauthorized', `Twitch ${what} answered 401 after a token refresh`);
      if (res.status === 429) {
        const reset = Number(res.headers.get('ratelimit-reset'));
        const waitMs = Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - Date.now()) + 50 : 1000;
        if (waitMs > maxWait)
          throw new TwitchBroadcasterError(
            'rate_limited',
            `Twitch rate limit resets in ${Math.round(waitMs / 1000)} s`,
          );
        opts.log.warn({ what, waitMs }, 'twitch rate limit reached; waiting for Ratelimit-Reset');
        await sleep(waitMs);
        continue;
      }
      return res;
    }
    throw new TwitchBroadcasterError('rate_limited', `Twitch ${path} kept answering 429`);
  }

  return {
    authorizeUrl(input: { state: string; redirectUri: string; scopes: readonly string[] }): string {
      const url = new URL(`${opts.authUrl}/authorize`);
      url.search = new URLSearchParams({
        client_id: opts.clientId,
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: input.scopes.join(' '),
        state: input.state,
        force_verify: 'true',
      }).toString();
      return url.toString();
    },

    exchangeCode: (code: string, redirectUri: string) =>
      tokenGrant({ code, grant_type: 'authorization_code', redirect_uri: redirectUri }, 'token exchange'),

    refresh: (refreshToken: string) =>
      tokenGrant({ refresh_token: refreshToken, grant_type: 'refresh_token' }, 'token refresh'),

    /** The user behind a token (no login) or the user of a login. */
    async user(token: TokenProvider, login?: string): Promise<{ id: string; login: string } | null> {
      const res = await helix(login ? `/users?login=${encodeURIComponent(login)}` : '/users', token);
      if (!res.ok) throw new TwitchBroadcasterError('unavailable', `Twitch users answered ${res.status}`);
      const body = await json<{ data?: Array<{ id: string; login: string }> }>(res, 'users');
      const user = body.data?.[0];
      return user ? { id: user.id, login: user.login.toLowerCase() } : null;
    },

    /** Every chatter of the channel, following the cursor through every page of 1,000. */
    async chatters(input: { broadcasterId: string; moderatorId: string }, token: TokenProvider): Promise<Chatter[]> {
      const out: Chatter[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10_000; page++) {
        const qs = new URLSearchParams({
          broadcaster_id: input.broadcasterId,
          moderator_id: input.moderatorId,
          first: '1000',
        });
        if (cursor) qs.set('after', cursor);
        const res = await helix(`/chat/chatters?${qs}`, token);
        if (!res.ok) throw new TwitchBroadcasterError('unavailable', `Twitch chatters answered ${res.status}`);
        const body = await json<{
          data?: Array<{ user_id: string; user_login: string }>;
          pagination?: { cursor?: string };
        }>(res, 'chatters');
        for (const c of body.data ?? []) out.push({ userId: c.user_id, login: c.user_login.toLowerCase() });
        cursor = body.pagination?.cursor;
        if (!cursor || !body.data?.length) break;
      }
      return out;
    },

    /** Which of `userIds` subscribe to the broadcaster (100 ids per request). */
    async subscribers(broadcasterId: string, userIds: string[], token: TokenProvider): Promise<Set<string>> {
      const subs = new Set<string>();
      for (let i = 0; i < userIds.length; i += 100) {
        const qs = new URLSearchParams({ broadcaster_id: broadcasterId });
        for (const id of userIds.slice(i, i + 100)) qs.append('user_id', id);
        const res = await helix(`/subscriptions?${qs}`, token);
        if (!res.ok) throw new TwitchBroadcasterError('unavailable', `Twitch subscriptions answered ${res.status}`);
        const body = await json<{ data?: Array<{ user_id: string }> }>(res, 'subscriptions');
        for (const s of body.data ?? []) subs.add(s.user_id);
      }
      return subs;
    },
  };
}

export type TwitchBroadcasterClient = ReturnType<typeof createTwitchBroadcasterClient>;
