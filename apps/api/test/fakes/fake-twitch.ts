import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTwitchUser = { id: string; login: string; display_name: string; profile_image_url: string };
export type RecordedRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };

/**
 * A local HTTP server speaking the Twitch contract of INTEGRATIONS.md: /oauth2/token (code and
 * client-credentials grants), /helix/users and /helix/streams. Tests steer it through its fields.
 */
export async function startFakeTwitch(opts: { clientId: string; clientSecret: string }) {
  const state = {
    /** code -> user behind it */
    codes: new Map<string, FakeTwitchUser>(),
    live: false as boolean,
    streamTitle: 'Bonus hunt tonight',
    /** 'down': every call answers 503; 'hang': never answers. */
    mode: 'up' as 'up' | 'down' | 'hang',
    validUserTokens: new Map<string, FakeTwitchUser>(),
    validAppTokens: new Set<string>(),
    requests: [] as RecordedRequest[],
    /** Who the authorize page signs in; null makes it refuse like a user pressing Cancel. */
    consentUser: null as FakeTwitchUser | null,
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
        if (state.consentUser) {
          const code = `code-${++counter}`;
          state.codes.set(code, state.consentUser);
          back.searchParams.set('code', code);
          back.searchParams.set('scope', '');
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
          state.codes.delete(form.get('code') ?? '');
          const token = `user-${++counter}`;
          state.validUserTokens.set(token, user);
          return json(res, 200, { access_token: token, expires_in: 14124, refresh_token: 'r', scope: [], token_type: 'bearer' });
        }
        return json(res, 400, { status: 400, message: 'unsupported grant_type' });
      }

      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (req.headers['client-id'] !== opts.clientId) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Client ID is missing' });

      if (req.method === 'GET' && url.pathname === '/helix/users') {
        const user = state.validUserTokens.get(token);
        if (!user) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        return json(res, 200, { data: [{ ...user, type: '', broadcaster_type: '', description: '', created_at: '2020-01-01T00:00:00Z' }] });
      }
      if (req.method === 'GET' && url.pathname === '/helix/streams') {
        if (!state.validAppTokens.has(token)) return json(res, 401, { error: 'Unauthorized', status: 401, message: 'Invalid OAuth token' });
        const login = url.searchParams.get('user_login') ?? '';
        const data = state.live
          ? [{ id: '1', user_id: '9', user_login: login, user_name: login, game_name: 'Slots', type: 'live', title: state.streamTitle, viewer_count: 1234, started_at: '2026-11-22T18:00:00Z', thumbnail_url: '' }]
          : [];
        return json(res, 200, { data, pagination: {} });
      }
      return json(res, 404, { error: 'Not Found', status: 404, message: '' });
    });
  });

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
    count: (pathPrefix: string) => state.requests.filter((r) => r.path.startsWith(pathPrefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
