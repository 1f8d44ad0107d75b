import { createHash, randomBytes } from 'node:crypto';
import { createServiceHttp, isTokenRefusal, PlatformError, type PlatformAppOptions } from './http';

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

/** A channel's live state from `GET /channels?slug=`. */
export type KickChannel = {
  broadcasterUserId: string;
  slug: string;
  title: string;
  live: boolean;
  viewerCount: number;
  startedAt?: string;
  /** The stream's category name (Kick's `category.name`), when Kick gives one. */
  category?: string;
};

/** An event subscription of the app (`GET|POST /events/subscriptions`). */
export type KickSubscription = { id: string; name: string; version: number; broadcasterUserId: string };

/** Gives a user access token; `refresh` true forces a refresh (after a 401). */
export type KickTokenProvider = (refresh: boolean) => Promise<string>;

/** `authUrl` is the OAuth server (`https://id.kick.com`), `apiUrl` the public API (`…/public/v1`). */
export type KickClientOptions = PlatformAppOptions;

/** PKCE (RFC 7636) with S256, which Kick requires: a fresh verifier and its challenge. */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

type TokenBody = { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
type UsersBody = { data?: Array<{ user_id?: number | string; name?: string; profile_picture?: string }> };
type ChannelsBody = {
  data?: Array<{
    broadcaster_user_id?: number | string;
    slug?: string;
    stream_title?: string;
    category?: { name?: string } | null;
    stream?: { is_live?: boolean; viewer_count?: number; start_time?: string } | null;
  }>;
};
type SubscriptionsBody = {
  data?: Array<{ id?: string; event?: string; version?: number; broadcaster_user_id?: number | string }>;
};
type SubscribeBody = { data?: Array<{ name?: string; version?: number; subscription_id?: string; error?: string }> };
export type KickSubscribeResult = { name: string; version: number; id: string | null; error: string | null };
type AuthorizeInput = { state: string; codeChallenge: string; redirectUri: string; scopes: string[] };

function authorizeUrl(opts: KickClientOptions, input: AuthorizeInput): string {
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
}

function toIdentity(body: UsersBody): KickIdentity {
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
}

function toChannel(body: ChannelsBody, slug: string): KickChannel | null {
  const c = body.data?.[0];
  if (!c || c.broadcaster_user_id === undefined || c.broadcaster_user_id === null) return null;
  const live = Boolean(c.stream?.is_live);
  const started = c.stream?.start_time;
  return {
    broadcasterUserId: String(c.broadcaster_user_id),
    slug: c.slug ?? slug,
    title: c.stream_title ?? '',
    live,
    viewerCount: live ? Number(c.stream?.viewer_count ?? 0) : 0,
    ...(c.category?.name ? { category: c.category.name } : {}),
    // Kick writes "0001-01-01T00:00:00Z" for a channel that is not live.
    ...(live && started && Date.parse(started) > 0 ? { startedAt: new Date(started).toISOString() } : {}),
  };
}

const toSubscriptions = (body: SubscriptionsBody): KickSubscription[] =>
  (body.data ?? [])
    .filter((s) => s.id && s.event)
    .map((s) => ({
      id: String(s.id),
      name: String(s.event),
      version: Number(s.version ?? 1),
      broadcasterUserId: String(s.broadcaster_user_id ?? ''),
    }));

const toSubscribeResults = (body: SubscribeBody): KickSubscribeResult[] =>
  (body.data ?? []).map((s) => ({
    name: String(s.name ?? ''),
    version: Number(s.version ?? 1),
    id: s.subscription_id ? String(s.subscription_id) : null,
    error: s.error ? String(s.error) : null,
  }));

/**
 * The Kick calls of docs/integrations.md#kick: the OAuth 2.1 code flow with PKCE and `GET /users`.
 * Every call has a timeout; a refused code is `bad_code`, anything else is `unavailable`.
 */
export function createKickClient(opts: KickClientOptions) {
  const { call, callWithToken, postTokenForm, readJson } = createServiceHttp({
    ...opts,
    service: 'Kick',
    unavailable: (message) => new KickError('unavailable', message),
  });

  async function token(form: Record<string, string>, what: string): Promise<KickTokens> {
    const res = await postTokenForm(`${opts.authUrl}/oauth/token`, opts, form, what);
    if (isTokenRefusal(res.status)) {
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

  /** The app token (client credentials), kept until a minute before it expires or a 401. */
  let appToken: { token: string; until: number } | null = null;
  const appTokenProvider: KickTokenProvider = async (refresh) => {
    if (!refresh && appToken && Date.now() < appToken.until) return appToken.token;
    const t = await token({ grant_type: 'client_credentials' }, 'app token');
    appToken = { token: t.accessToken, until: Date.now() + Math.max(0, t.expiresIn - 60) * 1000 };
    return t.accessToken;
  };

  /** An API call with a bearer token; a 401 asks the provider for a fresh token once and retries. */
  async function api(path: string, init: RequestInit, tokenOf: KickTokenProvider, what: string): Promise<Response> {
    const res = await callWithToken(`${opts.apiUrl}${path}`, init, tokenOf, what, { accept: 'application/json' });
    if (res.status === 401 || res.status === 403)
      throw new KickError('bad_code', `Kick ${what} answered ${res.status}`);
    if (!res.ok) throw new KickError('unavailable', `Kick ${what} answered ${res.status}`);
    return res;
  }

  return {
    /** Where the browser goes to authorise: the code comes back to `redirectUri` with `state`. */
    authorizeUrl: (input: AuthorizeInput) => authorizeUrl(opts, input),

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
      return toIdentity(await readJson<UsersBody>(res, 'users'));
    },

    /** The channel's live state, read with the app token; null when Kick knows no such channel. */
    async channel(slug: string): Promise<KickChannel | null> {
      const res = await api(`/channels?slug=${encodeURIComponent(slug)}`, {}, appTokenProvider, '/channels');
      return toChannel(await readJson<ChannelsBody>(res, 'channels'), slug);
    },

    /** Kick's webhook public key (PEM), which signs every delivery. */
    async publicKey(): Promise<string> {
      const res = await call(`${opts.apiUrl}/public-key`, { headers: { accept: 'application/json' } }, '/public-key');
      if (!res.ok) throw new KickError('unavailable', `Kick public-key answered ${res.status}`);
      const body = await readJson<{ data?: { public_key?: string } }>(res, 'public-key');
      const pem = body.data?.public_key;
      if (!pem || !pem.includes('PUBLIC KEY')) throw new KickError('unavailable', 'Kick returned no public key');
      return pem;
    },

    /** The app's event subscriptions that the user token can see. */
    async subscriptions(tokenOf: KickTokenProvider): Promise<KickSubscription[]> {
      const res = await api('/events/subscriptions', {}, tokenOf, 'GET /events/subscriptions');
      return toSubscriptions(await readJson<SubscriptionsBody>(res, 'subscriptions'));
    },

    /** Subscribes the app to events of a channel by webhook; the ones Kick refused come back with `error`. */
    async subscribe(
      tokenOf: KickTokenProvider,
      broadcasterUserId: string,
      events: { name: string; version: number }[],
    ): Promise<KickSubscribeResult[]> {
      const res = await api(
        '/events/subscriptions',
        {
          method: 'POST',
          body: JSON.stringify({
            broadcaster_user_id: Number(broadcasterUserId),
            events,
            method: 'webhook',
          }),
        },
        tokenOf,
        'POST /events/subscriptions',
      );
      return toSubscribeResults(await readJson<SubscribeBody>(res, 'subscriptions'));
    },

    /** Sends a chat message to a channel as the token's user (`type: "user"`) or the app's bot (`"bot"`). */
    async sendChat(
      tokenOf: KickTokenProvider,
      input: { broadcasterUserId: string; content: string; type: 'bot' | 'user'; replyTo?: string },
    ): Promise<{ sent: boolean; messageId: string | null }> {
      const res = await api(
        '/chat',
        {
          method: 'POST',
          body: JSON.stringify({
            broadcaster_user_id: Number(input.broadcasterUserId),
            content: input.content.slice(0, 500),
            type: input.type,
            ...(input.replyTo ? { reply_to_message_id: input.replyTo } : {}),
          }),
        },
        tokenOf,
        'POST /chat',
      );
      const body = await readJson<{ data?: { is_sent?: boolean; message_id?: string } }>(res, 'chat');
      return { sent: Boolean(body.data?.is_sent), messageId: body.data?.message_id ?? null };
    },
  };
}

export type KickClient = ReturnType<typeof createKickClient>;
