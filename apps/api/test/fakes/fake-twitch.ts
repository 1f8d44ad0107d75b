import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTwitchUser = { id: string; login: string; display_name: string; profile_image_url: string };
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
export type FakeChatter = { user_id: string; user_login: string; user_name: string };
type UserToken = { user: FakeTwitchUser; scope: string[]; expiresAt: number };

/**
 * A local HTTP server speaking the Twitch contract of docs/integrations.md#twitch: /oauth2/token (code and
 * client-credentials grants), /helix/users and /helix/streams. Tests steer it through its fields.
 */
export async function startFakeTwitch(opts: { clientId: string; clientSecret: string }) {
  const state = {
    /** code -> user behind it */
    codes: new Map<string, FakeTwitchUser>(),
    live: false as boolean,
    streamTitle: 'Bonus hunt tonight',
    /** The live stream's game (`game_name`) and start (`started_at`). */
    streamGame: 'Slots',
    streamStartedAt: '2026-11-22T18:00:00Z',
    /** 'down': every call answers 503; 'hang': never answers. */
    mode: 'up' as 'up' | 'down' | 'hang',
    validUserTokens: new Map<string, FakeTwitchUser>(),
    validAppTokens: new Set<string>(),
    requests: [] as RecordedRequest[],
    /** Who the authorize page signs in; null makes it refuse like a user pressing Cancel. */
    consentUser: null as FakeTwitchUser | null,
    // ---- earning (watch time) ----
    /** Scopes granted for each issued code (the authorize request's `scope`). */
    codeScopes: new Map<string, string[]>(),
    /** Broadcaster/moderator tokens with their scopes and expiry; `validUserTokens` stays for sign-in. */
    userTokens: new Map<string, UserToken>(),
    /** refresh token -> user and scopes; a refresh rotates both tokens. */
    refreshTokens: new Map<string, { user: FakeTwitchUser; scope: string[] }>(),
    /** expires_in of issued user tokens (seconds). */
    userTokenExpiresIn: 14124,
    /** The chat of the channel, paged by `first` with an opaque cursor. */
    chatters: [] as FakeChatter[],
    /** user ids subscribed to the broadcaster. */
    subscribers: new Set<string>(),
    /** Channel logins known to /helix/users?login=… */
    channelUsers: new Map<string, FakeTwitchUser>(),
    /** The next N Helix calls answer 429 with Ratelimit-Reset = now + rateLimitResetSeconds. */
    rateLimitNext: 0,
    rateLimitResetSeconds: 1,
    // ---- chat (bot commands) ----
    /** EventSub subscriptions made with an app token (`POST /helix/eventsub/subscriptions`). */
    eventsubSubscriptions: [] as Array<{
      id: string;
      type: string;
      version: string;
      status: string;
      condition: Record<string, string>;
      transport: { method: string; callback: string; secret?: string };
    }>,
    /** Chat messages sent with a user token holding user:write:chat (`POST /helix/chat/messages`). */
    chatMessages: [] as Array<{ broadcaster_id: string; sender_id: string; message: string }>,
    // ---- channel points (custom rewards made by this client id) ----
    customRewards: [] as Array<{
      id: string;
      broadcaster_id: string;
      title: string;
      cost: number;
      prompt: string;
      is_paused: boolean;
      is_enabled: boolean;
    }>,
    /** Every redemption status update (`PATCH /helix/channel_points/custom_rewards/redemptions`), in order. */
    redemptionUpdates: [] as Array<{ reward_id: string; id: string; status: string }>,
    /** The next N redemption status updates answer 503 (a Twitch outage). */
    failRedemptionUpdates: 0,
  };
  let counter = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body });
      if (state.mode === 'hang') return;
      if (state.mode === 'down') return json(res, 503, { error: 'Service Unavailable', status: 503, message: '' });

      // The consent screen: this fake consents at once for `state.consentUser` (or refuses when unset).
      if (req.method === 'GET' && url.pathname === '/oauth2/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? 'http://invalid/');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        // A browser test picks who consents with a cookie on the fake's origin: a known channel user,
        // or one made up for a new login `e2e_…` (with a stable id), so a test can have a person of its own.
        const cookieLogin = /(?:^|;\s*)fake_twitch_login=([a-z0-9_]+)/.exec(req.headers.cookie ?? '')?.[1];
        if (cookieLogin?.startsWith('e2e_') && !state.channelUsers.has(cookieLogin))
          state.channelUsers.set(cookieLogin, {
            id: String(2_000_000 + (createHash('sha256').update(cookieLogin).digest().readUInt32BE(0) % 1_000_000_000)),
            login: cookieLogin,
            display_name: cookieLogin,
            profile_image_url: '/avatars/demo-viewer.svg',
          });
        const consenting = (cookieLogin && state.channelUsers.get(cookieLogin)) || state.consentUser;
        if (consenting) {
          const code = `code-${++counter}`;
          state.codes.set(code, consenting);
          back.searchParams.set('code', code);
          const scope = (url.searchParams.get('scope') ?? '').split(' ').filter(Boolean);
          state.codeScopes.set(code, scope);
          back.searchParams.set('scope', scope.join(' '));
        } else {
          back.searchParams.set('error', 'access_denied');
          back.searchParams.set('error_description', 'The user denied you access');
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === 'POST' && url.pathname === '/oauth2/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret) {
          return json(res, 403, { status: 403, message: 'invalid client secret' });
        }
        if (form.get('grant_type') === 'client_credentials') {
          const token = `app-${++counter}`;
          state.validAppTokens.add(token);
          return json(res, 200, { access_token: token, expires_in: 5011271, token_type: 'bearer' });
        }
        if (form.get('grant_type') === 'authorization_code') {
          const user = state.codes.get(form.get('code') ?? '');
          if (!user) return json(res, 400, { status: 400, message: 'Invalid authorization code' });
          const scope = state.codeScopes.get(form.get('code') ?? '') ?? [];
          state.codes.delete(form.get('code') ?? '');
          const token = `user-${++counter}`;
          state.validUserTokens.set(token, user);
          const refresh = `refresh-${++counter}`;
          state.userTokens.set(token, { user, scope, expiresAt: Date.now() + state.userTokenExpiresIn * 1000 });
          state.refreshTokens.set(refresh, { user, scope });
          return json(res, 200, {
            access_token: token,
            expires_in: state.userTokenExpiresIn,
            refresh_token: refresh,
            scope,
            token_type: 'bearer',
          });
        }
        if (form.get('grant_type') === 'refresh_token') {
          const entry = state.refreshTokens.get(form.get('refresh_token') ?? '');
          if (!entry) return json(res, 400, { status: 400, message: 'Invalid refresh token' });
          state.refreshTokens.delete(form.get('refresh_token') ?? '');
          const token = `user-${++counter}`;
          const refresh = `refresh-${++counter}`;
          state.validUserTokens.set(token, entry.user);
          state.userTokens.set(token, { ...entry, expiresAt: Date.now() + state.userTokenExpiresIn * 1000 });
          state.refreshTokens.set(refresh, entry);
          return json(res, 200, {
            access_token: token,
            expires_in: state.userTokenExpiresIn,
            refresh_token: refresh,
            scope: entry.scope,
            token_type: 'bearer',
          });
        }
        return json(res, 400, { status: 400, message: 'unsupported grant_type' });
      }

      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (req.headers['client-id'] !== opts.clientId)
        return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client ID is missing' });

      if (url.pathname.startsWith('/helix/') && state.rateLimitNext > 0) {
        state.rateLimitNext--;
        const reset = Math.ceil(Date.now() / 1000) + state.rateLimitResetSeconds;
        res.writeHead(429, {
          'content-type': 'application/json',
          'ratelimit-limit': '800',
          'ratelimit-remaining': '0',
          'ratelimit-reset': String(reset),
        });
        return res.end(JSON.stringify({ error: 'Too Many Requests', status: 429, message: '' }));
      }
      const userToken = state.userTokens.get(token);
      const liveUserToken = userToken && userToken.expiresAt > Date.now() ? userToken : undefined;
      const unauthorized = () => json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });

      if (req.method === 'GET' && url.pathname === '/helix/users' && url.searchParams.get('login')) {
        if (!liveUserToken && !state.validAppTokens.has(token)) return unauthorized();
        const login = url.searchParams.get('login')!.toLowerCase();
        const known =
          state.channelUsers.get(login) ?? (state.consentUser?.login === login ? state.consentUser : undefined);
        return json(res, 200, { data: known ? [known] : [] });
      }
      if (req.method === 'GET' && url.pathname === '/helix/chat/chatters') {
        if (!liveUserToken) return unauthorized();
        if (!liveUserToken.scope.includes('moderator:read:chatters'))
          return json(res, 401, {
            error: 'Unauthorized',
            status: 401,
            message: 'Missing scope: moderator:read:chatters',
          });
        if (url.searchParams.get('moderator_id') !== liveUserToken.user.id)
          return json(res, 403, { error: 'Forbidden', status: 403, message: 'moderator_id must match the token' });
        const first = Math.min(1000, Math.max(1, Number(url.searchParams.get('first') ?? 100)));
        const start = Number(url.searchParams.get('after') ?? 0) || 0;
        const page = state.chatters.slice(start, start + first);
        const next = start + first < state.chatters.length ? String(start + first) : undefined;
        return json(res, 200, { data: page, pagination: next ? { cursor: next } : {}, total: state.chatters.length });
      }
      if (req.method === 'GET' && url.pathname === '/helix/subscriptions') {
        if (!liveUserToken) return unauthorized();
        if (!liveUserToken.scope.includes('channel:read:subscriptions'))
          return json(res, 401, {
            error: 'Unauthorized',
            status: 401,
            message: 'Missing scope: channel:read:subscriptions',
          });
        const ids = url.searchParams.getAll('user_id');
        const data = ids
          .filter((id) => state.subscribers.has(id))
          .map((id) => ({ user_id: id, tier: '1000', broadcaster_id: url.searchParams.get('broadcaster_id') }));
        return json(res, 200, { data, pagination: {} });
      }

      if (url.pathname === '/helix/eventsub/subscriptions') {
        if (!state.validAppTokens.has(token)) return unauthorized();
        if (req.method === 'GET') {
          const type = url.searchParams.get('type');
          const data = state.eventsubSubscriptions.filter((s) => !type || s.type === type);
          return json(res, 200, { data, total: data.length, pagination: {} });
        }
        if (req.method === 'POST') {
          let input: {
            type?: string;
            version?: string;
            condition?: Record<string, string>;
            transport?: { method: string; callback: string; secret?: string };
          };
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return json(res, 400, { error: 'Bad Request', status: 400, message: 'invalid JSON' });
          }
          if (!input.type || !input.version || !input.condition || input.transport?.method !== 'webhook')
            return json(res, 400, { error: 'Bad Request', status: 400, message: 'missing fields' });
          const exists = state.eventsubSubscriptions.some(
            (s) => s.type === input.type && JSON.stringify(s.condition) === JSON.stringify(input.condition),
          );
          if (exists) return json(res, 409, { error: 'Conflict', status: 409, message: 'subscription already exists' });
          const sub = {
            id: `sub-${++counter}`,
            type: input.type,
            version: input.version,
            status: 'enabled',
            condition: input.condition,
            transport: input.transport,
          };
          state.eventsubSubscriptions.push(sub);
          return json(res, 202, { data: [sub], total: state.eventsubSubscriptions.length });
        }
      }

      if (url.pathname.startsWith('/helix/channel_points/custom_rewards')) {
        if (!liveUserToken) return unauthorized();
        if (!liveUserToken.scope.includes('channel:manage:redemptions'))
          return json(res, 401, {
            error: 'Unauthorized',
            status: 401,
            message: 'Missing scope: channel:manage:redemptions',
          });
        const broadcaster = url.searchParams.get('broadcaster_id');
        if (broadcaster !== liveUserToken.user.id)
          return json(res, 403, { error: 'Forbidden', status: 403, message: 'broadcaster_id must match the token' });
        let input: { title?: string; cost?: number; prompt?: string; is_paused?: boolean; status?: string } = {};
        if (body) {
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return json(res, 400, { error: 'Bad Request', status: 400, message: 'invalid JSON' });
          }
        }
        const mine = (id: string | null) =>
          state.customRewards.find((r) => r.id === id && r.broadcaster_id === broadcaster);
        if (url.pathname === '/helix/channel_points/custom_rewards/redemptions' && req.method === 'PATCH') {
          if (state.failRedemptionUpdates > 0) {
            state.failRedemptionUpdates--;
            return json(res, 503, { error: 'Service Unavailable', status: 503, message: '' });
          }
          const reward = mine(url.searchParams.get('reward_id'));
          // Only rewards created by the same client id can have their redemptions updated.
          if (!reward)
            return json(res, 403, { error: 'Forbidden', status: 403, message: 'reward not created by this client' });
          if (input.status !== 'FULFILLED' && input.status !== 'CANCELED')
            return json(res, 400, { error: 'Bad Request', status: 400, message: 'bad status' });
          const id = url.searchParams.get('id') ?? '';
          state.redemptionUpdates.push({ reward_id: reward.id, id, status: input.status });
          return json(res, 200, { data: [{ id, status: input.status, reward: { id: reward.id } }] });
        }
        if (url.pathname !== '/helix/channel_points/custom_rewards')
          return json(res, 404, { status: 404, message: '' });
        if (req.method === 'POST') {
          if (!input.title || input.title.length > 45 || !Number.isInteger(input.cost) || (input.cost ?? 0) < 1)
            return json(res, 400, { error: 'Bad Request', status: 400, message: 'bad reward' });
          if (state.customRewards.some((r) => r.broadcaster_id === broadcaster && r.title === input.title))
            return json(res, 400, {
              error: 'Bad Request',
              status: 400,
              message: 'CREATE_CUSTOM_REWARD_DUPLICATE_REWARD',
            });
          const reward = {
            id: `reward-${++counter}`,
            broadcaster_id: broadcaster,
            title: input.title,
            cost: input.cost!,
            prompt: input.prompt ?? '',
            is_paused: Boolean(input.is_paused),
            is_enabled: true,
          };
          state.customRewards.push(reward);
          return json(res, 200, { data: [reward] });
        }
        const reward = mine(url.searchParams.get('id'));
        if (!reward) return json(res, 404, { error: 'Not Found', status: 404, message: 'no such reward' });
        if (req.method === 'PATCH') {
          if (input.title !== undefined) reward.title = input.title;
          if (input.cost !== undefined) reward.cost = input.cost;
          if (input.prompt !== undefined) reward.prompt = input.prompt;
          if (input.is_paused !== undefined) reward.is_paused = input.is_paused;
          return json(res, 200, { data: [reward] });
        }
        if (req.method === 'DELETE') {
          state.customRewards = state.customRewards.filter((r) => r !== reward);
          res.writeHead(204);
          return res.end();
        }
      }

      if (req.method === 'POST' && url.pathname === '/helix/chat/messages') {
        if (!liveUserToken) return unauthorized();
        if (!liveUserToken.scope.includes('user:write:chat'))
          return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Missing scope: user:write:chat' });
        let input: { broadcaster_id?: string; sender_id?: string; message?: string };
        try {
          input = JSON.parse(body) as typeof input;
        } catch {
          return json(res, 400, { error: 'Bad Request', status: 400, message: 'invalid JSON' });
        }
        if (
          !input.broadcaster_id ||
          input.sender_id !== liveUserToken.user.id ||
          !input.message ||
          input.message.length > 500
        )
          return json(res, 400, { error: 'Bad Request', status: 400, message: 'bad message' });
        state.chatMessages.push({
          broadcaster_id: input.broadcaster_id,
          sender_id: input.sender_id,
          message: input.message,
        });
        return json(res, 200, { data: [{ message_id: `msg-${++counter}`, is_sent: true }] });
      }

      if (req.method === 'GET' && url.pathname === '/helix/users') {
        const user = state.validUserTokens.get(token);
        if (!user) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        return json(res, 200, {
          data: [{ ...user, type: '', broadcaster_type: '', description: '', created_at: '2020-01-01T00:00:00Z' }],
        });
      }
      if (req.method === 'GET' && url.pathname === '/helix/streams') {
        if (!state.validAppTokens.has(token))
          return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        const login = url.searchParams.get('user_login') ?? '';
        const data = state.live
          ? [
              {
                id: '1',
                user_id: '9',
                user_login: login,
                user_name: login,
                game_name: state.streamGame,
                type: 'live',
                title: state.streamTitle,
                viewer_count: 1234,
                started_at: state.streamStartedAt,
                thumbnail_url: '',
              },
            ]
          : [];
        return json(res, 200, { data, pagination: {} });
      }
      return json(res, 404, { error: 'Not Found', status: 404, message: '' });
    });
  });

  // Idle connections stay open longer than the clients keep them (undici: 4 s), so a client never
  // reuses a socket this server has just closed (a test after a long one failed with ECONNRESET).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    state,
    authUrl: `${base}/oauth2`,
    apiUrl: `${base}/helix`,
    /** Registers a code that signs in `user` once. */
    issueCode(user: FakeTwitchUser): string {
      const code = `code-${++counter}`;
      state.codes.set(code, user);
      return code;
    },
    /** Expires every broadcaster token at once (the next Helix call answers 401). */
    expireUserTokens() {
      for (const t of state.userTokens.values()) t.expiresAt = 0;
    },
    /**
     * Delivers an EventSub webhook notification signed with `secret` to `url` (message id, timestamp
     * and signature as docs/integrations.md#eventsub-webhook says); `overrides` forges a bad signature or
     * an old timestamp.
     */
    async deliverEventSub(
      target: string,
      secret: string,
      event: { type: 'stream.online' | 'stream.offline' | 'challenge'; login: string; challenge?: string },
      overrides: { messageId?: string; timestamp?: string; signature?: string } = {},
    ): Promise<{ status: number; body: string }> {
      const messageId = overrides.messageId ?? `msg-${++counter}`;
      const timestamp = overrides.timestamp ?? new Date().toISOString();
      const subscription = {
        id: 'sub-1',
        type: event.type === 'challenge' ? 'stream.online' : event.type,
        version: '1',
        status: 'enabled',
        condition: { broadcaster_user_id: '9' },
        transport: { method: 'webhook', callback: target },
        created_at: timestamp,
      };
      const body =
        event.type === 'challenge'
          ? JSON.stringify({ challenge: event.challenge ?? 'pogchamp', subscription })
          : JSON.stringify({
              subscription,
              event: {
                broadcaster_user_id: '9',
                broadcaster_user_login: event.login,
                broadcaster_user_name: event.login,
                ...(event.type === 'stream.online' ? { id: '1', type: 'live', started_at: timestamp } : {}),
              },
            });
      const messageType = event.type === 'challenge' ? 'webhook_callback_verification' : 'notification';
      const res = await fetch(target, {
        method: 'POST',
        headers: eventSubHeaders(
          secret,
          { messageId, timestamp, body, type: subscription.type, messageType },
          overrides.signature,
        ),
        body,
      });
      return { status: res.status, body: await res.text() };
    },
    /**
     * Delivers a `channel.channel_points_custom_reward_redemption.add` notification signed with
     * `secret` (the same message id on every redelivery, as Twitch does).
     */
    async deliverRedemption(
      target: string,
      secret: string,
      r: { redemptionId: string; rewardId: string; userId: string; userLogin: string; login?: string },
      messageId = `msg-${r.redemptionId}`,
    ): Promise<{ status: number; body: string }> {
      const res = await fetch(target, redemptionDelivery(secret, r, messageId));
      return { status: res.status, body: await res.text() };
    },
    count: (pathPrefix: string) => state.requests.filter((r) => r.path.startsWith(pathPrefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The headers of an EventSub webhook message as Twitch signs it: HMAC-SHA256 over message id + timestamp + body. */
export function eventSubHeaders(
  secret: string,
  m: { messageId: string; timestamp: string; body: string; type: string; version?: string; messageType?: string },
  signature?: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'twitch-eventsub-message-id': m.messageId,
    'twitch-eventsub-message-timestamp': m.timestamp,
    'twitch-eventsub-message-signature':
      signature ??
      `sha256=${createHmac('sha256', secret)
        .update(m.messageId + m.timestamp + m.body)
        .digest('hex')}`,
    'twitch-eventsub-message-type': m.messageType ?? 'notification',
    'twitch-eventsub-subscription-type': m.type,
    'twitch-eventsub-subscription-version': m.version ?? '1',
  };
}

/**
 * A signed EventSub notification of the channel `bigstreamer` (broadcaster id 9) as `fetch` init (or
 * an inject's headers and payload); a fixed message id redelivers it.
 */
export function signedEventSub(
  secret: string,
  type: string,
  event: Record<string, unknown>,
  opts: { messageId?: string; version?: string } = {},
): { method: 'POST'; headers: Record<string, string>; body: string } {
  const version = opts.version ?? (type === 'channel.follow' ? '2' : '1');
  const body = JSON.stringify({
    subscription: { type, version },
    event: { broadcaster_user_id: '9', broadcaster_user_login: 'bigstreamer', ...event },
  });
  const messageId = opts.messageId ?? randomUUID();
  const timestamp = new Date().toISOString();
  return { method: 'POST', headers: eventSubHeaders(secret, { messageId, timestamp, body, type, version }), body };
}

/** A signed redemption notification as `fetch` init (headers and body), for tests and the bench. */
export function redemptionDelivery(
  secret: string,
  r: { redemptionId: string; rewardId: string; userId: string; userLogin: string; login?: string },
  messageId = `msg-${r.redemptionId}`,
): { method: 'POST'; headers: Record<string, string>; body: string } {
  const timestamp = new Date().toISOString();
  const type = 'channel.channel_points_custom_reward_redemption.add';
  const body = JSON.stringify({
    subscription: { id: 'sub-r', type, version: '1', status: 'enabled', condition: { broadcaster_user_id: '9' } },
    event: {
      id: r.redemptionId,
      broadcaster_user_id: '9',
      broadcaster_user_login: r.login ?? 'bigstreamer',
      broadcaster_user_name: r.login ?? 'bigstreamer',
      user_id: r.userId,
      user_login: r.userLogin,
      user_name: r.userLogin,
      user_input: '',
      status: 'unfulfilled',
      reward: { id: r.rewardId, title: 'reward', cost: 100, prompt: '' },
      redeemed_at: timestamp,
    },
  });
  return { method: 'POST', headers: eventSubHeaders(secret, { messageId, timestamp, body, type }), body };
}
