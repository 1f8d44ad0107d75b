import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  EARNING_SCOPES,
  pointsForTick,
  tickWindowStart,
  type EarningAdmin,
  type EarningConnection,
  type EarningRates,
  type EarningSettings,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { TwitchBroadcasterError, type TokenProvider, type TwitchBroadcasterClient } from '../../integrations/twitch-broadcaster';
import { pointsService } from '../points/service';
import * as repo from './repository';

/** Refresh the broadcaster token this long before it expires. */
const REFRESH_EARLY_MS = 5 * 60_000;
/** Chatters credited per transaction: set-based statements, a few transactions per tick. */
const CHUNK = 5000;
/** EventSub deliveries older than this are refused (docs/integrations.md#eventsub-webhook). */
const EVENTSUB_MAX_AGE_MS = 10 * 60_000;

export type EarningServiceDeps = {
  db: Db;
  secrets: SecretBox;
  /** null: Twitch is not configured (demo sign-in), so earning cannot be connected. */
  twitch: TwitchBroadcasterClient | null;
  channel: string;
  publicUrl: string;
  eventsubSecret: string | undefined;
  /** The channel's live state (the stream feature: 60 s poll, or pushed by EventSub). */
  isLive: () => Promise<boolean>;
  /** Pushes a live state from EventSub into the stream feature. */
  pushLive: (live: boolean) => void;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Test hook: called after each committed chunk of a tick (a throw simulates a crash mid-tick). */
  afterChunk?: (index: number) => void;
  /** Chatters credited per transaction (default 5,000). */
  chunkSize?: number;
};

export type TickResult = { ran: boolean; reason?: string; windowStart?: string; chattersRead?: number; usersCredited?: number; pointsGiven?: number };

function utcDay(ms: number): { dayStart: Date; dayEnd: Date } {
  const d = new Date(ms);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return { dayStart: new Date(start), dayEnd: new Date(start + 86_400_000) };
}

export function createEarningService(deps: EarningServiceDeps) {
  const now = deps.now ?? Date.now;
  const redirectUri = new URL('/api/v1/admin/earning/callback', deps.publicUrl).toString();

  /** The access token of the stored connection, refreshed near expiry or when `force`d (after a 401). */
  async function accessToken(force: boolean, failed?: string): Promise<string> {
    const row = await repo.getConnection(deps.db);
    if (!row) throw new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.');
    const current = deps.secrets.open(row.accessTokenSealed);
    if (!force && row.expiresAt.getTime() - now() > REFRESH_EARLY_MS) return current;
    const outcome = await deps.db.transaction(async (tx): Promise<{ token: string } | { error: unknown }> => {
      const locked = await repo.getConnection(tx, true);
      if (!locked) throw new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.');
      const lockedToken = deps.secrets.open(locked.accessTokenSealed);
      // Another instance refreshed while we waited for the lock: use its token.
      if (force ? lockedToken !== failed : locked.expiresAt.getTime() - now() > REFRESH_EARLY_MS) return { token: lockedToken };
      try {
        const t = await deps.twitch!.refresh(deps.secrets.open(locked.refreshTokenSealed));
        await repo.updateTokens(tx, {
          accessTokenSealed: deps.secrets.seal(t.accessToken),
          refreshTokenSealed: deps.secrets.seal(t.refreshToken),
          expiresAt: new Date(now() + t.expiresIn * 1000),
          scopes: t.scopes.length ? t.scopes : locked.scopes,
        });
        deps.log.info('earning: broadcaster token refreshed');
        return { token: t.accessToken };
      } catch (error) {
        return { error };
      }
    });
    if ('token' in outcome) return outcome.token;
    const err = outcome.error;
    const message = err instanceof TwitchBroadcasterError && err.kind === 'revoked' ? 'Twitch refused the refresh token: connect again.' : (err as Error).message;
    await repo.setConnectionError(deps.db, message);
    throw err;
  }

  function tokenProvider(): TokenProvider {
    let last: string | undefined;
    // One tick reuses its token (refreshed 5 minutes early, so it outlives the tick) unless a 401 forces a refresh.
    return async (force) => {
      if (last && !force) return last;
      last = await accessToken(force, last);
      return last;
    };
  }

  async function connectionView(): Promise<EarningConnection> {
    const row = await repo.getConnection(deps.db);
    if (!deps.twitch) {
      return { connected: false, reason: 'Twitch is not configured on this server (TWITCH_CLIENT_ID / TWITCH_CLIENT_SECRET), so earning is off.', login: null, scopes: [], missingScopes: [...EARNING_SCOPES], connectedAt: null, tokenExpiresAt: null, lastError: null };
    }
    if (!row) {
      return { connected: false, reason: 'No Twitch account is connected: earning is off until the broadcaster or a moderator connects.', login: null, scopes: [], missingScopes: [...EARNING_SCOPES], connectedAt: null, tokenExpiresAt: null, lastError: null };
    }
    const missing = EARNING_SCOPES.filter((s) => !row.scopes.includes(s));
    return {
      connected: true,
      reason: missing.includes('moderator:read:chatters') ? 'The connection lacks moderator:read:chatters: connect again.' : null,
      login: row.login,
      scopes: row.scopes,
      missingScopes: missing,
      connectedAt: row.connectedAt.toISOString(),
      tokenExpiresAt: row.expiresAt.toISOString(),
      lastError: row.lastError,
    };
  }

  /** Runs one tick for the window containing now. Exactly once per (user, window) whatever runs it. */
  async function runTick(settings: EarningSettings, windowStart: number): Promise<TickResult> {
    const started = now();
    const window = new Date(windowStart);
    const stats = { chattersRead: 0, usersCredited: 0, pointsGiven: 0 };
    let error: string | null = null;
    try {
      const row = await repo.getConnection(deps.db);
      if (!row) throw new AppError('EARNING_NOT_CONNECTED', 'No Twitch account is connected for earning.');
      const token = tokenProvider();
      const chatters = await deps.twitch!.chatters({ broadcasterId: row.broadcasterId, moderatorId: row.twitchUserId }, token);
      stats.chattersRead = chatters.length;
      const ignored = new Set(await repo.ignoredLogins(deps.db));
      const present = [...new Map(chatters.filter((c) => !ignored.has(c.login)).map((c) => [c.userId, c])).keys()];
      const members = (await repo.membersByTwitchId(deps.db, present)).filter((m) => !ignored.has(m.login));
      // Subscriptions can be read only with the broadcaster's own token and scope.
      const canReadSubs = settings.subMultiplier > 1 && row.scopes.includes('channel:read:subscriptions') && row.twitchUserId === row.broadcasterId;
      const subs = canReadSubs && members.length ? await deps.twitch!.subscribers(row.broadcasterId, members.map((m) => m.twitchId), token) : new Set<string>();
      const { dayStart, dayEnd } = utcDay(windowStart);
      const chunk = deps.chunkSize ?? CHUNK;
      for (let i = 0; i < members.length; i += chunk) {
        const candidates = members.slice(i, i + chunk).map((m) => ({ userId: m.id, points: pointsForTick(settings, subs.has(m.twitchId)) }));
        const claimed = await deps.db.transaction(async (tx) => {
          const rows = await repo.claimWindow(tx, { windowStart: window, dayStart, dayEnd, dailyCap: settings.dailyCap, candidates });
          await pointsService.creditMany(tx, rows.map((r) => ({ userId: r.userId, amount: Number(r.points) })), {
            reason: 'watch_time',
            refType: 'watch_window',
            refId: window.toISOString(),
          });
          return rows;
        });
        stats.usersCredited += claimed.length;
        stats.pointsGiven += claimed.reduce((sum, r) => sum + Number(r.points), 0);
        deps.afterChunk?.(i / chunk);
      }
    } catch (err) {
      error = (err as Error).message;
      deps.log.error({ err: error, window: window.toISOString() }, 'earning tick failed');
    }
    await repo.insertTick(deps.db, { windowStart: window, ...stats, durationMs: now() - started, error });
    if (error) throw new AppError('SERVICE_UNAVAILABLE', `The tick failed: ${error}`);
    return { ran: true, windowStart: window.toISOString(), ...stats };
  }

  function verifyEventSub(headers: Record<string, string | string[] | undefined>, rawBody: string): { ok: true } | { ok: false; status: 403 | 400; why: string } {
    const h = (name: string) => {
      const v = headers[name];
      return typeof v === 'string' ? v : undefined;
    };
    const id = h('twitch-eventsub-message-id');
    const timestamp = h('twitch-eventsub-message-timestamp');
    const signature = h('twitch-eventsub-message-signature');
    if (!deps.eventsubSecret) return { ok: false, status: 403, why: 'EventSub is not configured' };
    if (!id || !timestamp || !signature) return { ok: false, status: 403, why: 'missing EventSub headers' };
    const expected = Buffer.from(`sha256=${createHmac('sha256', deps.eventsubSecret).update(id + timestamp + rawBody).digest('hex')}`);
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, status: 403, why: 'bad signature' };
    const at = Date.parse(timestamp);
    if (!Number.isFinite(at) || now() - at > EVENTSUB_MAX_AGE_MS || at - now() > EVENTSUB_MAX_AGE_MS) return { ok: false, status: 403, why: 'timestamp too old' };
    return { ok: true };
  }

  return {
    redirectUri,
    newState: () => randomBytes(24).toString('base64url'),

    authorizeUrl(state: string): string {
      if (!deps.twitch) throw new AppError('EARNING_CONNECT_FAILED', 'Twitch is not configured on this server.');
      return deps.twitch.authorizeUrl({ state, redirectUri, scopes: EARNING_SCOPES });
    },

    /** The OAuth callback: exchanges the code, checks who connected, stores sealed tokens. */
    async connect(code: string, actorId: string): Promise<void> {
      if (!deps.twitch) throw new AppError('EARNING_CONNECT_FAILED', 'Twitch is not configured on this server.');
      let tokens;
      try {
        tokens = await deps.twitch.exchangeCode(code, redirectUri);
      } catch (err) {
        throw new AppError('EARNING_CONNECT_FAILED', err instanceof TwitchBroadcasterError && err.kind === 'bad_code' ? 'Twitch did not accept the code.' : 'Twitch could not be reached.');
      }
      const fixed: TokenProvider = async () => tokens.accessToken;
      const me = await deps.twitch.user(fixed).catch(() => null);
      const broadcaster = await deps.twitch.user(fixed, deps.channel).catch(() => null);
      if (!me || !broadcaster) throw new AppError('EARNING_CONNECT_FAILED', `Twitch did not return the account or the channel ${deps.channel}.`);
      await repo.saveConnection(deps.db, {
        twitchUserId: me.id,
        login: me.login,
        broadcasterId: broadcaster.id,
        scopes: tokens.scopes,
        accessTokenSealed: deps.secrets.seal(tokens.accessToken),
        refreshTokenSealed: deps.secrets.seal(tokens.refreshToken),
        expiresAt: new Date(now() + tokens.expiresIn * 1000),
        connectedBy: actorId,
        connectedAt: new Date(now()),
        lastError: null,
      });
    },

    disconnect: () => repo.deleteConnection(deps.db),

    /** Default rates and the well-known bots, once per database (an existing settings row means done). */
    seedDefaults: () => repo.seedDefaults(deps.db),

    connection: connectionView,

    async admin(): Promise<EarningAdmin> {
      const [connection, settings, ignored, live, ticks] = await Promise.all([
        connectionView(),
        repo.getSettings(deps.db),
        repo.ignoredLogins(deps.db),
        deps.isLive(),
        repo.lastTicks(deps.db, 20),
      ]);
      return {
        connection,
        settings,
        ignored,
        live,
        ticks: ticks.map((t) => ({
          id: t.id,
          windowStart: t.windowStart.toISOString(),
          startedAt: t.startedAt.toISOString(),
          chattersRead: t.chattersRead,
          usersCredited: t.usersCredited,
          pointsGiven: t.pointsGiven,
          durationMs: t.durationMs,
          error: t.error,
        })),
      };
    },

    async rates(): Promise<EarningRates> {
      const [settings, row] = await Promise.all([repo.getSettings(deps.db), repo.getConnection(deps.db)]);
      return { ...settings, enabled: Boolean(deps.twitch && row?.scopes.includes('moderator:read:chatters')) };
    },

    settings: () => repo.getSettings(deps.db),
    saveSettings: async (s: EarningSettings) => {
      await repo.saveSettings(deps.db, s);
      return s;
    },
    ignored: () => repo.ignoredLogins(deps.db),
    async saveIgnored(logins: string[]) {
      await deps.db.transaction((tx) => repo.replaceIgnored(tx, [...new Set(logins)]));
      return repo.ignoredLogins(deps.db);
    },

    /** The job's step: ticks when connected, live, and this window has no finished tick yet. */
    async tickIfDue(): Promise<TickResult> {
      if (!deps.twitch) return { ran: false, reason: 'twitch not configured' };
      const row = await repo.getConnection(deps.db);
      if (!row) return { ran: false, reason: 'not connected' };
      if (!(await deps.isLive())) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      const windowStart = tickWindowStart(now(), settings.tickMinutes);
      if (await repo.windowDone(deps.db, new Date(windowStart))) return { ran: false, reason: 'window done' };
      return runTick(settings, windowStart);
    },

    /** Admin "tick now": runs the current window (still once per user and window). */
    async tickNow(): Promise<TickResult> {
      if (!deps.twitch || !(await repo.getConnection(deps.db))) throw new AppError('EARNING_NOT_CONNECTED', 'Connect a Twitch account first.');
      if (!(await deps.isLive())) return { ran: false, reason: 'offline' };
      const settings = await repo.getSettings(deps.db);
      return runTick(settings, tickWindowStart(now(), settings.tickMinutes));
    },

    /** Handles one EventSub webhook delivery; returns the HTTP answer. */
    async eventsub(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ status: number; text?: string }> {
      const verdict = verifyEventSub(headers, rawBody);
      if (!verdict.ok) {
        deps.log.warn({ why: verdict.why }, 'eventsub delivery refused');
        return { status: verdict.status };
      }
      let body: { challenge?: string; subscription?: { type?: string }; event?: { broadcaster_user_login?: string } };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        return { status: 400 };
      }
      if (!body || typeof body !== 'object') return { status: 400 };
      const type = headers['twitch-eventsub-message-type'];
      // The challenge is answered every time (Twitch may retry it); notifications are deduped by id.
      if (type === 'webhook_callback_verification') return { status: 200, text: String(body.challenge ?? '') };
      const id = headers['twitch-eventsub-message-id'] as string;
      if (!(await repo.rememberMessage(deps.db, id))) return { status: 204 };
      if (type === 'revocation') {
        deps.log.warn({ subscription: body.subscription?.type }, 'eventsub subscription revoked');
        return { status: 204 };
      }
      const login = body.event?.broadcaster_user_login?.toLowerCase();
      if (type === 'notification' && login === deps.channel.toLowerCase()) {
        if (body.subscription?.type === 'stream.online') deps.pushLive(true);
        if (body.subscription?.type === 'stream.offline') deps.pushLive(false);
      }
      return { status: 204 };
    },
  };
}

export type EarningService = ReturnType<typeof createEarningService>;
