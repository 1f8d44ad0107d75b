import { KICK_CONNECTION_SCOPES, KICK_EVENTS, type KickConnection, type PlatformIssue } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { KickError, newPkcePair, type KickTokenProvider } from '../../integrations/kick';
import { notConfigured, platformConnection } from '../../lib/platform-connection';
import { storedTokenSource } from '../../lib/stored-token';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';
import type { KickChannelContext } from './service';

/** Refresh the token this long before it expires. */
const REFRESH_EARLY_MS = 5 * 60_000;

const NOT_CONNECTED = 'No Kick account is connected for the channel.';

/**
 * The streamer's Kick connection: the OAuth 2.1 connect with PKCE (the broadcaster of KICK_CHANNEL
 * only, since Kick subscribes a user token to its own channel), its view for the admin, and the
 * access token. Kick's refresh tokens rotate: lib/stored-token.ts refreshes on one instance at a time
 * under the row lock and stores the new pair in the same transaction.
 */
export function createKickConnection(deps: KickChannelContext) {
  const { now } = deps;
  const redirectUri = new URL('/api/v1/admin/kick/callback', deps.publicUrl).toString();

  const stored = platformConnection({
    db: deps.db,
    platform: 'Kick',
    auditPrefix: 'kick',
    targetId: 'kick_broadcaster',
    read: (tx) => repo.getConnection(tx),
    remove: (tx) => repo.deleteConnection(tx),
    record: auditService.recordConnection,
  });

  const tokens = storedTokenSource({
    db: deps.db,
    secrets: deps.secrets,
    now,
    earlyMs: REFRESH_EARLY_MS,
    read: (db, lock) => (deps.kick ? repo.getConnection(db, lock) : Promise.resolve(null)),
    notConnected: () =>
      new AppError('EARNING_NOT_CONNECTED', deps.kick ? NOT_CONNECTED : 'Kick is not configured on this server.'),
    refresh: (refreshToken) => deps.kick!.refresh(refreshToken),
    save: (tx, t) => repo.updateTokens(tx, t),
    recordError: (issue) => repo.setConnectionError(deps.db, issue),
    describe: (err) => ({
      code: err instanceof KickError && err.kind === 'bad_code' ? 'REFRESH_REFUSED' : 'REFRESH_FAILED',
      platform: 'kick',
      detail: (err as Error).message,
    }),
    onRefreshed: () => deps.log.info('kick: broadcaster token refreshed'),
  });

  /** A token provider for a run of calls: the token is reused unless a 401 forces a refresh. */
  const tokenProvider = (): KickTokenProvider => tokens.source();

  async function view(): Promise<KickConnection> {
    const row = await repo.getConnection(deps.db);
    const base = {
      configured: Boolean(deps.kick),
      channel: deps.channel,
      webhookUrl: new URL('/api/v1/webhooks/kick', deps.publicUrl).toString(),
    };
    if (!deps.kick || !row)
      return {
        ...base,
        connected: false,
        reason: { code: deps.kick ? 'NOT_CONNECTED' : 'NOT_CONFIGURED', platform: 'kick' },
        login: null,
        scopes: [],
        missingScopes: [...KICK_CONNECTION_SCOPES],
        subscriptions: KICK_EVENTS.map((e) => ({ name: e.name, subscribed: false })),
        subscriptionsCheckedAt: null,
        connectedAt: null,
        tokenExpiresAt: null,
        lastError: null,
      };
    const missing = KICK_CONNECTION_SCOPES.filter((s) => !row.scopes.includes(s));
    const subscriptions = KICK_EVENTS.map((e) => ({
      name: e.name,
      subscribed: row.subscriptions.some((s) => s.name === e.name),
    }));
    const unsubscribed = subscriptions.filter((s) => !s.subscribed).map((s) => s.name);
    const reason: PlatformIssue | null = missing.length
      ? { code: 'MISSING_SCOPES', platform: 'kick', scopes: missing }
      : unsubscribed.length
        ? { code: 'SUBSCRIPTIONS_MISSING', platform: 'kick', events: unsubscribed }
        : null;
    return {
      ...base,
      connected: true,
      reason,
      login: row.login,
      scopes: row.scopes,
      missingScopes: missing,
      subscriptions,
      subscriptionsCheckedAt: row.subscriptionsCheckedAt?.toISOString() ?? null,
      connectedAt: row.connectedAt.toISOString(),
      tokenExpiresAt: row.expiresAt.toISOString(),
      lastError: row.lastError,
    };
  }

  return {
    redirectUri,
    tokenProvider,
    view,

    /** Where the admin's browser goes, with a fresh state and PKCE pair (both kept in a cookie by the route). */
    start(): { url: string; state: string; verifier: string } {
      if (!deps.kick) throw notConfigured('Kick');
      const { verifier, challenge } = newPkcePair();
      const state = newPkcePair().verifier;
      const url = deps.kick.authorizeUrl({
        state,
        codeChallenge: challenge,
        redirectUri,
        scopes: [...KICK_CONNECTION_SCOPES],
      });
      return { url, state, verifier };
    },

    /** The OAuth callback: exchanges the code, checks it is the channel's broadcaster, stores sealed tokens. */
    async connect(code: string, verifier: string, actor: AuditActor): Promise<void> {
      const kick = deps.kick;
      if (!kick) throw notConfigured('Kick');
      const tokens = await stored.exchange(
        () => kick.exchangeCode(code, verifier, redirectUri),
        (err) => err instanceof KickError && err.kind === 'bad_code',
      );
      const me = await kick.currentUser(tokens.accessToken).catch(() => null);
      const channel = await kick.channel(deps.channel).catch(() => null);
      if (!me || !channel)
        throw new AppError('EARNING_CONNECT_FAILED', `Kick did not return the account or the channel ${deps.channel}.`);
      if (me.platformUserId !== channel.broadcasterUserId)
        throw new AppError(
          'EARNING_CONNECT_FAILED',
          `Connect with the Kick account of the channel ${deps.channel} (Kick subscribes a token to its own channel).`,
        );
      await stored.store(actor, { login: me.login, scopes: tokens.scopes }, (tx) =>
        repo.saveConnection(tx, {
          kickUserId: me.platformUserId,
          login: me.login,
          broadcasterUserId: channel.broadcasterUserId,
          channelSlug: channel.slug,
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

export type KickConnectionService = ReturnType<typeof createKickConnection>;
