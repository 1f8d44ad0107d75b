import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeKickUser = { user_id: number; name: string; email: string; profile_picture: string };
export type RecordedKickRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
type PendingCode = { user: FakeKickUser; challenge: string; redirectUri: string; scope: string[] };

/**
 * A local HTTP server speaking Kick's OAuth 2.1 and public API contract (docs/integrations.md#kick):
 * `GET /oauth/authorize` (consents at once for `state.consentUser`, or refuses), `POST /oauth/token`
 * (authorization code with the PKCE S256 verifier checked, refresh tokens that rotate), and
 * `GET /public/v1/users`. Tests steer it through `state`.
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
  };
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
        } else if (state.consentUser) {
          const code = `kick-code-${++counter}`;
          state.codes.set(code, {
            user: state.consentUser,
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
        if (grant === 'refresh_token') {
          const old = form.get('refresh_token') ?? '';
          const found = state.refreshTokens.get(old);
          state.refreshTokens.delete(old); // rotation: a refresh token works once
          if (!found) return json(res, 400, { error: 'invalid_grant' });
          return json(res, 200, issueTokens(found.user, found.scope));
        }
        return json(res, 400, { error: 'unsupported_grant_type' });
      }

      if (req.method === 'GET' && url.pathname === '/public/v1/users') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const found = state.accessTokens.get(token);
        if (!found) return json(res, 401, { data: {}, message: 'Unauthorized' });
        return json(res, 200, { data: [found.user], message: 'OK' });
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
