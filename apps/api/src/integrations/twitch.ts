import { createServiceHttp, isTokenRefusal, PlatformError, type PlatformAppOptions } from './http';

export type TwitchIdentity = {
  platform: 'twitch';
  platformUserId: string;
  login: string;
  displayName: string;
  avatarUrl: string;
};
/** A live stream from Helix `GET /streams`; `category` is its `game_name` (empty when none is set). */
export type TwitchStream = { title: string; viewerCount: number; startedAt: string; category: string };

export class TwitchError extends PlatformError {}

export type TwitchClientOptions = PlatformAppOptions;

type TokenResponse = { access_token: string; expires_in?: number };

/**
 * The Twitch calls of docs/integrations.md#twitch: code exchange, Helix users, the app token and Helix
 * streams. Every call has a timeout; a refusal of the code is `bad_code`, anything else is `unavailable`.
 */
export function createTwitchClient(opts: TwitchClientOptions) {
  let appToken: { token: string; expiresAt: number } | null = null;
  const { call, postTokenForm, readJson } = createServiceHttp({
    service: 'Twitch',
    ...opts,
    unavailable: (message) => new TwitchError('unavailable', message),
  });

  async function fetchAppToken(): Promise<string> {
    const res = await postTokenForm(`${opts.authUrl}/token`, opts, { grant_type: 'client_credentials' }, 'app token');
    if (!res.ok) {
      opts.log.warn({ status: res.status }, 'twitch app token refused');
      throw new TwitchError('unavailable', `Twitch app token answered ${res.status}`);
    }
    const body = await readJson<TokenResponse>(res, 'app token');
    // Refresh a minute early so a token never expires mid-request.
    appToken = { token: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return appToken.token;
  }

  async function helix(path: string, token: string): Promise<Response> {
    return call(
      `${opts.apiUrl}${path}`,
      { headers: { authorization: `Bearer ${token}`, 'client-id': opts.clientId } },
      path.split('?')[0] ?? path,
    );
  }

  return {
    /** Exchanges an authorization code and reads the user behind it. */
    async exchangeCode(code: string, redirectUri: string): Promise<TwitchIdentity> {
      const res = await postTokenForm(
        `${opts.authUrl}/token`,
        opts,
        { code, grant_type: 'authorization_code', redirect_uri: redirectUri },
        'token exchange',
      );
      if (isTokenRefusal(res.status)) {
        throw new TwitchError('bad_code', 'Twitch refused the sign-in code');
      }
      if (!res.ok) throw new TwitchError('unavailable', `Twitch token exchange answered ${res.status}`);
      const token = await readJson<TokenResponse>(res, 'token exchange');
      const userRes = await helix('/users', token.access_token);
      if (!userRes.ok) throw new TwitchError('unavailable', `Twitch users answered ${userRes.status}`);
      const body = await readJson<{
        data?: Array<{ id: string; login: string; display_name: string; profile_image_url?: string }>;
      }>(userRes, 'users');
      const user = body.data?.[0];
      if (!user?.id || !user.login) throw new TwitchError('unavailable', 'Twitch returned no user');
      return {
        platform: 'twitch',
        platformUserId: user.id,
        login: user.login.toLowerCase(),
        displayName: user.display_name || user.login,
        avatarUrl: user.profile_image_url ?? '',
      };
    },

    /** The channel's live stream, or null when offline. Retries once with a new app token on 401. */
    async getStream(channel: string): Promise<TwitchStream | null> {
      const path = `/streams?user_login=${encodeURIComponent(channel)}`;
      let token = appToken && appToken.expiresAt > Date.now() ? appToken.token : await fetchAppToken();
      let res = await helix(path, token);
      if (res.status === 401) {
        token = await fetchAppToken();
        res = await helix(path, token);
      }
      if (!res.ok) throw new TwitchError('unavailable', `Twitch streams answered ${res.status}`);
      const body = await readJson<{
        data?: Array<{
          type?: string;
          title?: string;
          game_name?: string;
          viewer_count?: number;
          started_at?: string;
        }>;
      }>(res, 'streams');
      const live = body.data?.find((s) => s.type === undefined || s.type === 'live');
      if (!live) return null;
      return {
        title: live.title ?? '',
        viewerCount: live.viewer_count ?? 0,
        startedAt: live.started_at ?? '',
        category: live.game_name ?? '',
      };
    },
  };
}

export type TwitchClient = ReturnType<typeof createTwitchClient>;
