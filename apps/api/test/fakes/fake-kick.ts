import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeKickUser = { user_id: number; name: string; email: string; profile_picture: string };
export type RecordedKickRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type PendingCode = { user: FakeKickUser; challenge: string; redirectUri: string; scope: string[] };
/** A channel as `GET /channels` shows it. */
export type FakeKickChannel = {
  broadcaster_user_id: number;
  slug: string;
  stream_title: string;
  category: { id: number; name: string; thumbnail: string } | null;
  stream: { is_live: boolean; viewer_count: number; start_time: string };
};
export type FakeKickSubscription = {
  id: string;
  event: string;
  version: number;
  broadcaster_user_id: number;
  method: 'webhook';
};

/** One RSA key pair for every fake (generating one takes tens of milliseconds). */
let sharedKeys: { publicKey: string; privateKey: string } | null = null;
function testKeys() {
  sharedKeys ??= generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return sharedKeys;
}

/** A delivery as Kick sends it: headers and the raw body, signed with `privateKey`. */
export type SignedKickDelivery = { headers: Record<string, string>; body: string };

/**
 * Signs a webhook delivery the way Kick does (docs/integrations.md#kick-webhooks): RSASSA-PKCS1-v1_5
 * with SHA-256 over `messageId.timestamp.rawBody`, base64 in `Kick-Event-Signature`.
 */
export function signKickDelivery(
  privateKey: string,
  input: {
    type: string;
    /** The event, sent as JSON; or `rawBody`, sent as it is (for malformed bodies). */
    event?: unknown;
    rawBody?: string;
    messageId?: string;
    timestamp?: string;
    subscriptionId?: string;
  },
): SignedKickDelivery {
  const messageId = input.messageId ?? randomUUID().replaceAll('-', '').slice(0, 26).toUpperCase();
  const timestamp = input.timestamp ?? new Date().toISOString();
  const body = input.rawBody ?? JSON.stringify(input.event);
  const signature = sign('sha256', Buffer.from(`${messageId}.${timestamp}.${body}`), privateKey).toString('base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'kick-event-message-id': messageId,
      'kick-event-subscription-id': input.subscriptionId ?? 'sub-fake',
      'kick-event-signature': signature,
      'kick-event-message-timestamp': timestamp,
      'kick-event-type': input.type,
      'kick-event-version': '1',
    },
  };
}

/** A `chat.message.sent` event body of the contract. */
export function kickChatEvent(input: {
  broadcaster: { user_id: number; username: string };
  sender: { user_id: number; username: string };
  content: string;
  badges?: { text: string; type: string; count?: number }[];
  messageId?: string;
}) {
  const user = (u: { user_id: number; username: string }) => ({
    is_anonymous: false,
    user_id: u.user_id,
    username: u.username,
    is_verified: false,
    profile_picture: '',
    channel_slug: u.username.toLowerCase(),
    identity: null,
  });
  return {
    message_id: input.messageId ?? randomUUID(),
    replies_to: null,
    broadcaster: user(input.broadcaster),
    sender: { ...user(input.sender), identity: { username_color: '#FF0000', badges: input.badges ?? [] } },
    content: input.content,
    emotes: [],
    created_at: new Date().toISOString(),
  };
}

/** A `channel.reward.redemption.updated` event body of the contract (status pending unless given). */
export function kickRedemptionEvent(input: {
  redemptionId: string;
  rewardId: string;
  redeemer: { user_id: number; username: string };
  broadcaster?: { user_id: number; username: string };
  status?: 'pending' | 'accepted' | 'rejected';
}) {
  const b = input.broadcaster ?? { user_id: 77, username: 'bigstreamer' };
  return {
    id: input.redemptionId,
    user_input: '',
    status: input.status ?? 'pending',
    redeemed_at: new Date().toISOString(),
    reward: { id: input.rewardId, title: 'reward', cost: 100, description: '' },
    redeemer: {
      user_id: input.redeemer.user_id,
      username: input.redeemer.username,
      is_verified: false,
      profile_picture: '',
      channel_slug: input.redeemer.username.toLowerCase(),
    },
    broadcaster: {
      user_id: b.user_id,
      username: b.username,
      is_verified: false,
      profile_picture: '',
      channel_slug: b.username.toLowerCase(),
    },
  };
}

/**
 * A local HTTP server speaking Kick's OAuth 2.1 and public API contract (docs/integrations.md#kick):
 * `GET /oauth/authorize` (consents at once for `state.consentUser`, or refuses), `POST /oauth/token`
 * (authorization code with the PKCE S256 verifier checked, refresh tokens that rotate), and
 * `GET /public/v1/users`, `GET /public/v1/channels?slug=` (app or user token), `GET|POST|DELETE
 * /public/v1/events/subscriptions`, `POST /public/v1/chat` and `GET /public/v1/public-key`. `send`
 * delivers a webhook signed with the fake's own RSA key to a URL, as Kick does. Tests steer it through `state`.
 */
export async function startFakeKick(opts: { clientId: string; clientSecret: string }) {
  const state = {
    /** Who the authorize page signs in; null makes it refuse like a user pressing Cancel. */
    consentUser: null as FakeKickUser | null,
    codes: new Map<string, PendingCode>(),
    accessTokens: new Map<string, { user: FakeKickUser; scope: string[] }>(),
    refreshTokens: new Map<string, { user: FakeKickUser; scope: string[] }>(),
    /** 'down': every call answers 503; 'hang': never answers. */
    mode: 'up' as 'up' | 'down' | 'hang',
    requests: [] as RecordedKickRequest[],
    /** Channels by slug (`GET /channels?slug=`). */
    channels: new Map<string, FakeKickChannel>(),
    /** The app's event subscriptions. */
    subscriptions: [] as FakeKickSubscription[],
    /** Event names POST /events/subscriptions refuses (answered with an `error` entry). */
    refuseEvents: new Set<string>(),
    /** Messages sent through POST /chat. */
    chat: [] as { broadcaster_user_id: number; content: string; type: string; by: string }[],
    /** App tokens issued by the client credentials grant. */
    appTokens: new Set<string>(),
    /**
     * Kick users by lower-case name: a browser carrying the cookie `fake_kick_login=<name>` on the
     * fake's origin consents as that user (one is made up for an unknown name, with a stable id).
     */
    users: new Map<string, FakeKickUser>(),
    /** Channel rewards (`/channels/rewards`), the app's own. */
    rewards: [] as Array<{
      id: string;
      broadcaster_user_id: number;
      title: string;
      cost: number;
      description: string;
      is_paused: boolean;
      is_enabled: boolean;
    }>,
    /** Every redemption decision (`POST /channels/rewards/redemptions/accept|reject`), in order. */
    redemptionDecisions: [] as Array<{ id: string; action: 'accept' | 'reject' }>,
    /** The next N redemption decisions answer 503. */
    failRedemptionDecisions: 0,
  };
  const userNamed = (name: string): FakeKickUser => {
    const key = name.toLowerCase();
    let user = state.users.get(key);
    if (!user) {
      user = {
        user_id: 1_000_000 + (createHash('sha256').update(key).digest().readUInt32BE(0) % 1_000_000_000),
        name,
        email: '',
        profile_picture: '',
      };
      state.users.set(key, user);
    }
    return user;
  };
  const keys = testKeys();
  let counter = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const issueTokens = (user: FakeKickUser, scope: string[]) => {
    const access = `kick-access-${++counter}`;
    const refresh = `kick-refresh-${counter}`;
    state.accessTokens.set(access, { user, scope });
    state.refreshTokens.set(refresh, { user, scope });
    return {
      access_token: access,
      token_type: 'Bearer',
      refresh_token: refresh,
      expires_in: 3600,
      scope: scope.join(' '),
    };
  };

  const consenting = (req: IncomingMessage): FakeKickUser | null => {
    const login = /(?:^|;\s*)fake_kick_login=([A-Za-z0-9_]+)/.exec(req.headers.cookie ?? '')?.[1];
    return login ? userNamed(login) : state.consentUser;
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      state.requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers, body });
      if (state.mode === 'hang') return;
      if (state.mode === 'down') return json(res, 503, { message: 'Service Unavailable' });

      if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
        const q = url.searchParams;
        const back = new URL(q.get('redirect_uri') ?? 'http://invalid/');
        back.searchParams.set('state', q.get('state') ?? '');
        // Kick requires PKCE with S256 and a code response.
        if (
          q.get('response_type') !== 'code' ||
          q.get('client_id') !== opts.clientId ||
          q.get('code_challenge_method') !== 'S256' ||
          !q.get('code_challenge')
        ) {
          back.searchParams.set('error', 'invalid_request');
        } else if (consenting(req)) {
          const code = `kick-code-${++counter}`;
          state.codes.set(code, {
            user: consenting(req)!,
            challenge: q.get('code_challenge')!,
            redirectUri: q.get('redirect_uri')!,
            scope: (q.get('scope') ?? '').split(' ').filter(Boolean),
          });
          back.searchParams.set('code', code);
        } else {
          back.searchParams.set('error', 'access_denied');
        }
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(body);
        if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret)
          return json(res, 401, { error: 'invalid_client' });
        const grant = form.get('grant_type');
        if (grant === 'authorization_code') {
          const code = form.get('code') ?? '';
          const pending = state.codes.get(code);
          state.codes.delete(code);
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (!pending || pending.challenge !== challenge || pending.redirectUri !== form.get('redirect_uri'))
            return json(res, 400, { error: 'invalid_grant' });
          return json(res, 200, issueTokens(pending.user, pending.scope));
        }
        if (grant === 'client_credentials') {
          const access = `kick-app-${++counter}`;
          state.appTokens.add(access);
          return json(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 3600, scope: '' });
        }
        if (grant === 'refresh_token') {
          const old = form.get('refresh_token') ?? '';
          const found = state.refreshTokens.get(old);
          state.refreshTokens.delete(old); // rotation: a refresh token works once
          if (!found) return json(res, 400, { error: 'invalid_grant' });
          return json(res, 200, issueTokens(found.user, found.scope));
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      }

      // The sender of signed webhooks, for tests in another process (the browser tests): signs the
      // event as Kick does and POSTs it to `url`, answering with the status it got.
      if (req.method === 'POST' && url.pathname === '/_fake/deliver') {
        let input: {
          url?: string;
          type?: string;
          event?: unknown;
          chat?: { broadcaster: string; sender: string; content: string; badges?: { text: string; type: string }[] };
        };
        try {
          input = JSON.parse(body) as typeof input;
        } catch {
          return json(res, 400, { message: 'Bad Request' });
        }
        if (!input.url || !input.type) return json(res, 400, { message: 'url and type are required' });
        const event = input.chat
          ? kickChatEvent({
              broadcaster: {
                user_id: state.channels.get(input.chat.broadcaster.toLowerCase())?.broadcaster_user_id ?? 0,
                username: input.chat.broadcaster,
              },
              sender: { user_id: userNamed(input.chat.sender).user_id, username: input.chat.sender },
              content: input.chat.content,
              badges: input.chat.badges,
            })
          : input.event;
        const delivery = signKickDelivery(keys.privateKey, { type: input.type, event });
        void fetch(input.url, { method: 'POST', headers: delivery.headers, body: delivery.body })
          .then((r) => json(res, 200, { status: r.status }))
          .catch((err: unknown) => json(res, 502, { message: (err as Error).message }));
        return;
      }

      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const userToken = state.accessTokens.get(token);
      const unauthorized = () => json(res, 401, { data: {}, message: 'Unauthorized' });

      if (req.method === 'GET' && url.pathname === '/public/v1/users') {
        if (!userToken) return unauthorized();
        return json(res, 200, { data: [userToken.user], message: 'OK' });
      }

      if (req.method === 'GET' && url.pathname === '/public/v1/public-key') {
        return json(res, 200, { data: { public_key: keys.publicKey }, message: 'OK' });
      }

      if (req.method === 'GET' && url.pathname === '/public/v1/channels') {
        if (!userToken && !state.appTokens.has(token)) return unauthorized();
        const slug = url.searchParams.get('slug') ?? '';
        const channel = state.channels.get(slug.toLowerCase());
        return json(res, 200, { data: channel ? [channel] : [], message: 'OK' });
      }

      if (url.pathname === '/public/v1/events/subscriptions') {
        if (!userToken && !state.appTokens.has(token)) return unauthorized();
        if (req.method === 'GET') return json(res, 200, { data: state.subscriptions, message: 'OK' });
        if (req.method === 'DELETE') {
          const ids = new Set(url.searchParams.getAll('id'));
          state.subscriptions = state.subscriptions.filter((sub) => !ids.has(sub.id));
          res.writeHead(204);
          return res.end();
        }
        if (req.method === 'POST') {
          let input: { broadcaster_user_id?: number; events?: { name: string; version: number }[]; method?: string };
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return json(res, 400, { data: {}, message: 'Bad Request' });
          }
          if (input.method !== 'webhook' || !Array.isArray(input.events))
            return json(res, 400, { data: {}, message: 'Bad Request' });
          // A user token subscribes its own channel; an app token names one.
          const broadcaster = input.broadcaster_user_id ?? userToken?.user.user_id ?? 0;
          const data = input.events.map((e) => {
            if (state.refuseEvents.has(e.name)) return { name: e.name, version: e.version, error: 'forbidden' };
            const existing = state.subscriptions.find(
              (sub) => sub.event === e.name && sub.broadcaster_user_id === broadcaster,
            );
            const sub = existing ?? {
              id: `kick-sub-${++counter}`,
              event: e.name,
              version: e.version,
              broadcaster_user_id: broadcaster,
              method: 'webhook' as const,
            };
            if (!existing) state.subscriptions.push(sub);
            return { name: e.name, version: e.version, subscription_id: sub.id };
          });
          return json(res, 200, { data, message: 'OK' });
        }
      }

      if (url.pathname.startsWith('/public/v1/channels/rewards')) {
        if (!userToken) return unauthorized();
        if (!userToken.scope.includes('channel:rewards:write'))
          return json(res, 403, { data: {}, message: 'Forbidden: missing scope channel:rewards:write' });
        let input: { title?: string; cost?: number; description?: string; is_paused?: boolean; ids?: string[] } = {};
        if (body) {
          try {
            input = JSON.parse(body) as typeof input;
          } catch {
            return json(res, 400, { data: {}, message: 'Bad Request' });
          }
        }
        const decision = /^\/public\/v1\/channels\/rewards\/redemptions\/(accept|reject)$/.exec(url.pathname);
        if (decision && req.method === 'POST') {
          if (state.failRedemptionDecisions > 0) {
            state.failRedemptionDecisions--;
            return json(res, 503, { data: {}, message: 'Service Unavailable' });
          }
          if (!Array.isArray(input.ids) || !input.ids.length)
            return json(res, 400, { data: {}, message: 'Bad Request' });
          for (const id of input.ids)
            state.redemptionDecisions.push({ id, action: decision[1] as 'accept' | 'reject' });
          return json(res, 200, {
            data: input.ids.map((id) => ({ id, status: decision[1] === 'accept' ? 'accepted' : 'rejected' })),
            message: 'OK',
          });
        }
        if (url.pathname === '/public/v1/channels/rewards' && req.method === 'POST') {
          if (!input.title || !Number.isInteger(input.cost) || (input.cost ?? 0) < 1)
            return json(res, 400, { data: {}, message: 'Bad Request' });
          const reward = {
            id: `kick-reward-${++counter}`,
            broadcaster_user_id: userToken.user.user_id,
            title: input.title,
            cost: input.cost!,
            description: input.description ?? '',
            is_paused: Boolean(input.is_paused),
            is_enabled: true,
          };
          state.rewards.push(reward);
          return json(res, 200, { data: reward, message: 'OK' });
        }
        if (url.pathname === '/public/v1/channels/rewards' && req.method === 'GET')
          return json(res, 200, {
            data: state.rewards.filter((r) => r.broadcaster_user_id === userToken.user.user_id),
            message: 'OK',
          });
        const one = /^\/public\/v1\/channels\/rewards\/([^/]+)$/.exec(url.pathname);
        const reward = one
          ? state.rewards.find(
              (r) => r.id === decodeURIComponent(one[1]!) && r.broadcaster_user_id === userToken.user.user_id,
            )
          : undefined;
        if (!reward) return json(res, 404, { data: {}, message: 'Not Found' });
        if (req.method === 'PATCH') {
          if (input.title !== undefined) reward.title = input.title;
          if (input.cost !== undefined) reward.cost = input.cost;
          if (input.description !== undefined) reward.description = input.description;
          if (input.is_paused !== undefined) reward.is_paused = input.is_paused;
          return json(res, 200, { data: reward, message: 'OK' });
        }
        if (req.method === 'DELETE') {
          state.rewards = state.rewards.filter((r) => r !== reward);
          res.writeHead(204);
          return res.end();
        }
      }

      if (req.method === 'POST' && url.pathname === '/public/v1/chat') {
        if (!userToken) return unauthorized();
        let input: { broadcaster_user_id?: number; content?: string; type?: string };
        try {
          input = JSON.parse(body) as typeof input;
        } catch {
          return json(res, 400, { data: {}, message: 'Bad Request' });
        }
        if (!input.content || input.content.length > 500 || (input.type !== 'bot' && input.type !== 'user'))
          return json(res, 400, { data: {}, message: 'Bad Request' });
        state.chat.push({
          broadcaster_user_id: input.broadcaster_user_id ?? userToken.user.user_id,
          content: input.content,
          type: input.type,
          by: userToken.user.name,
        });
        return json(res, 200, { data: { is_sent: true, message_id: `kick-msg-${++counter}` }, message: 'OK' });
      }

      json(res, 404, { message: 'Not Found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    authUrl: base,
    apiUrl: `${base}/public/v1`,
    /** The PEM public key of the fake's signing key (what `GET /public-key` answers). */
    publicKey: keys.publicKey,
    /** Signs a delivery with the fake's private key. */
    sign: (input: Parameters<typeof signKickDelivery>[1]) => signKickDelivery(keys.privateKey, input),
    /** Sets a channel's live state (`GET /channels?slug=`). */
    setChannel(
      slug: string,
      input: {
        broadcasterUserId: number;
        live: boolean;
        title?: string;
        viewers?: number;
        category?: string;
        startedAt?: string;
      },
    ) {
      state.channels.set(slug.toLowerCase(), {
        broadcaster_user_id: input.broadcasterUserId,
        slug: slug.toLowerCase(),
        stream_title: input.title ?? '',
        category: input.category ? { id: 15, name: input.category, thumbnail: '' } : null,
        stream: {
          is_live: input.live,
          viewer_count: input.live ? (input.viewers ?? 0) : 0,
          start_time: input.live ? (input.startedAt ?? new Date().toISOString()) : '0001-01-01T00:00:00Z',
        },
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
