import { randomBytes } from 'node:crypto';
import {
  EARNING_SCOPES,
  TWITCH_CHAT_SCOPES,
  TWITCH_REWARD_SCOPES,
  TWITCH_SUPPORT_SCOPES,
  type EarningConnection,
  type PlatformIssue,
} from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { TwitchBroadcasterError, type TokenProvider } from '../../integrations/twitch-broadcaster';
import { notConfigured, platformConnection } from '../../lib/platform-connection';
import { storedTokenSource } from '../../lib/stored-token';
import * as repo from './repository';
import type { TwitchChannelContext } from './service';
import { auditService, type AuditActor } from '../audit/service';

/** What the connect asks for: watch time, the chat bot (the connected account answers in chat), channel rewards, support events. */
const CONNECT_SCOPES = [
  ...new Set([...EARNING_SCOPES, ...TWITCH_CHAT_SCOPES, ...TWITCH_REWARD_SCOPES, ...TWITCH_SUPPORT_SCOPES]),
];

/** Refresh the broadcaster token this long before it expires. */
const REFRESH_EARLY_MS = 5 * 60_000;

/**
 * The broadcaster's Twitch connection: the OAuth connect and disconnect, its view for the admin, and
 * the access token, refreshed near expiry (or after a 401) by one instance at a time under a row lock.
 * Its URLs, error codes and audit actions keep the earning names they had before the Twitch channel
 * became a feature (ADR 060).
 */
export function createTwitchConnection(deps: TwitchChannelContext) {
  const { now } = deps;
  const redirectUri = new URL('/api/v1/admin/earning/callback', deps.publicUrl).toString();

  const stored = platformConnection({
    db: deps.db,
    platform: 'Twitch',
    auditPrefix: 'earning',
    targetId: 'twitch_broadcaster',
    read: (tx) => repo.getConnection(tx, true),
    remove: (tx) => repo.deleteConnection(tx),
    record: auditService.recordConnection,
  });

  const tokens = storedTokenSource({
    db: deps.db,
    secrets: deps.secrets,
    now,
    earlyMs: REFRESH_EARLY_MS,
    read: (db, lock) => repo.getConnection(db, lock),
    notConnected: () => new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.'),
    refresh: (refreshToken) => deps.twitch!.refresh(refreshToken),
    save: (tx, t) => repo.updateTokens(tx, t),
    recordError: (issue) => repo.setConnectionError(deps.db, issue),
    describe: (err) => ({
      code: err instanceof TwitchBroadcasterError && err.kind === 'revoked' ? 'REFRESH_REFUSED' : 'REFRESH_FAILED',
      platform: 'twitch',
      detail: (err as Error).message,
    }),
    onRefreshed: () => deps.log.info('earning: broadcaster token refreshed'),
  });

  /** A run of calls' token (a tick's): reused within the tick (refreshed 5 minutes early, so it outlives the tick) unless a 401 forces a refresh. */
  const tokenProvider = (): TokenProvider => tokens.source();

  async function connectionView(): Promise<EarningConnection> {
    const row = await repo.getConnection(deps.db);
    const disconnected = (reason: PlatformIssue): EarningConnection => ({
      connected: false,
      reason,
      login: null,
      scopes: [],
      missingScopes: [...CONNECT_SCOPES],
      connectedAt: null,
      tokenExpiresAt: null,
      lastError: null,
    });
    if (!deps.twitch) return disconnected({ code: 'NOT_CONFIGURED', platform: 'twitch' });
    if (!row) return disconnected({ code: 'NOT_CONNECTED', platform: 'twitch' });
    const missing = CONNECT_SCOPES.filter((s) => !row.scopes.includes(s));
    return {
      connected: true,
      // Earning itself needs the chatter list; the other missing scopes are listed beside the scopes.
      reason: missing.includes('moderator:read:chatters')
        ? { code: 'MISSING_SCOPES', platform: 'twitch', scopes: ['moderator:read:chatters'] }
        : null,
      login: row.login,
      scopes: row.scopes,
      missingScopes: missing,
      connectedAt: row.connectedAt.toISOString(),
      tokenExpiresAt: row.expiresAt.toISOString(),
      lastError: row.lastError,
    };
  }

  return {
    redirectUri,
    tokenProvider,
    view: connectionView,

    /** Where the admin's browser goes, with a fresh state (kept in a cookie by the route). */
    start(): { url: string; state: string } {
      const state = randomBytes(24).toString('base64url');
      if (!deps.twitch) throw notConfigured('Twitch');
      return { url: deps.twitch.authorizeUrl({ state, redirectUri, scopes: CONNECT_SCOPES }), state };
    },

    /** The OAuth callback: exchanges the code, checks who connected, stores sealed tokens. */
    async connect(code: string, actor: AuditActor): Promise<void> {
      const twitch = deps.twitch;
      if (!twitch) throw notConfigured('Twitch');
      const tokens = await stored.exchange(
        () => twitch.exchangeCode(code, redirectUri),
        (err) => err instanceof TwitchBroadcasterError && err.kind === 'bad_code',
      );
      const fixed: TokenProvider = async () => tokens.accessToken;
      const me = await twitch.user(fixed).catch(() => null);
      const broadcaster = await twitch.user(fixed, deps.channel).catch(() => null);
      if (!me || !broadcaster)
        throw new AppError(
          'EARNING_CONNECT_FAILED',
          `Twitch did not return the account or the channel ${deps.channel}.`,
        );
      await stored.store(actor, { login: me.login, scopes: tokens.scopes }, (tx) =>
        repo.saveConnection(tx, {
          twitchUserId: me.id,
          login: me.login,
          broadcasterId: broadcaster.id,
          scopes: tokens.scopes,
          accessTokenSealed: deps.secrets.seal(tokens.accessToken),
          refreshTokenSealed: deps.secrets.seal(tokens.refreshToken),
          expiresAt: new Date(now() + tokens.expiresIn * 1000),
          connectedBy: actor.userId,
          connectedAt: new Date(now()),
          lastError: null,
        }),
      );
    },

    disconnect: stored.disconnect,
  };
}

export type TwitchConnectionService = ReturnType<typeof createTwitchConnection>;
