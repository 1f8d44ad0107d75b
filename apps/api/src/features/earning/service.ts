import { randomBytes } from 'node:crypto';
import type { EarningAdmin, EarningRates, EarningSettings, KickConnection } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import type { TwitchBroadcasterClient } from '../../integrations/twitch-broadcaster';
import { createEarningConnection } from './connection';
import type { TwitchChatClient } from '../../integrations/twitch-chat';
import { createTwitchChat } from './chat';
import { createEventSubHandler } from './eventsub';
import * as repo from './repository';
import { createEarningTick } from './tick';
import { auditService, type AuditActor } from '../audit/service';
import { changes } from '../audit/summary';

export type EarningServiceDeps = {
  db: Db;
  secrets: SecretBox;
  /** null: Twitch is not configured (demo sign-in), so earning cannot be connected. */
  twitch: TwitchBroadcasterClient | null;
  /** The chat bot's Twitch calls (EventSub subscription, chat messages); null without Twitch. */
  chat?: TwitchChatClient | null;
  channel: string;
  publicUrl: string;
  eventsubSecret: string | undefined;
  /** The channel's live state per platform (the stream feature: 60 s polls, or pushed by webhooks). */
  liveOn: () => Promise<LiveOn>;
  /** Pushes a Twitch live state from EventSub into the stream feature. */
  pushLive: (live: boolean) => void;
  /** The streamer's Kick channel: its connection and who chatted lately (Kick's stand-in for presence). */
  kick: KickPresence;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Test hook: called after each committed chunk of a tick (a throw simulates a crash mid-tick). */
  afterChunk?: (index: number) => void;
  /** Chatters credited per transaction (default 5,000). */
  chunkSize?: number;
};

export type LiveOn = { twitch: boolean; kick: boolean };

/** What earning reads of the Kick channel feature. */
export type KickPresence = {
  connected: () => Promise<boolean>;
  chattersSince: (since: Date) => Promise<Array<{ kickUserId: string; login: string; subscriber: boolean }>>;
  view: () => Promise<KickConnection>;
};

export type TickResult = {
  ran: boolean;
  reason?: string;
  windowStart?: string;
  chattersRead?: number;
  usersCredited?: number;
  pointsGiven?: number;
};

/** What the earning parts share: the service's dependencies with the clock resolved. */
export type EarningContext = EarningServiceDeps & { now: () => number };

/**
 * Watch-time earning, composed of its parts: the broadcaster's connection (connection.ts), the tick
 * (tick.ts) and the EventSub webhook (eventsub.ts); the settings and the admin's view are here.
 */
export function createEarningService(deps: EarningServiceDeps) {
  const context: EarningContext = { ...deps, now: deps.now ?? Date.now };
  const connection = createEarningConnection(context);
  const tick = createEarningTick(context, connection);
  const twitchChat = createTwitchChat(context, connection);
  const eventsub = createEventSubHandler(context, twitchChat);
  const { redirectUri, connection: connectionView } = connection;

  return {
    redirectUri,
    newState: () => randomBytes(24).toString('base64url'),
    authorizeUrl: connection.authorizeUrl,
    /** The OAuth callback: stores the connection, then subscribes the webhook to the channel's chat. */
    async connect(code: string, actor: AuditActor) {
      await connection.connect(code, actor);
      const check = await twitchChat.checkSubscription();
      if (!check.ok) deps.log.warn({ reason: check.reason }, 'twitch chat not subscribed');
    },
    disconnect: connection.disconnect,
    /** Default rates and the well-known bots, once per database (an existing settings row means done). */
    seedDefaults: () => repo.seedDefaults(deps.db),

    connection: connectionView,

    async admin(): Promise<EarningAdmin> {
      const [connection, kick, settings, ignored, live, ticks] = await Promise.all([
        connectionView(),
        deps.kick.view(),
        repo.getSettings(deps.db),
        repo.ignoredLogins(deps.db),
        deps.liveOn(),
        repo.lastTicks(deps.db, 20),
      ]);
      return {
        connection,
        kick,
        settings,
        ignored,
        live: live.twitch || live.kick,
        ticks: ticks.map((t) => ({
          id: t.id,
          windowStart: t.windowStart.toISOString(),
          startedAt: t.startedAt.toISOString(),
          chattersRead: t.chattersRead,
          usersCredited: t.usersCredited,
          pointsGiven: t.pointsGiven,
          durationMs: t.durationMs,
          errors: t.errors ?? [],
        })),
      };
    },

    async rates(): Promise<EarningRates> {
      const [settings, row, kick] = await Promise.all([
        repo.getSettings(deps.db),
        repo.getConnection(deps.db),
        deps.kick.connected(),
      ]);
      return { ...settings, enabled: Boolean(deps.twitch && row?.scopes.includes('moderator:read:chatters')) || kick };
    },

    settings: () => repo.getSettings(deps.db),
    saveSettings: async (s: EarningSettings, actor: AuditActor) => {
      await deps.db.transaction(async (tx) => {
        const before = await repo.getSettings(tx);
        await repo.saveSettings(tx, s);
        await auditService.record(tx, actor, {
          action: 'earning.settings',
          targetType: 'setting',
          targetId: 'earning',
          summary: changes(before, s),
        });
      });
      return s;
    },
    ignored: () => repo.ignoredLogins(deps.db),
    async saveIgnored(logins: string[], actor: AuditActor) {
      await deps.db.transaction(async (tx) => {
        const before = new Set(await repo.ignoredLogins(tx));
        const after = [...new Set(logins)];
        await repo.replaceIgnored(tx, after);
        const afterSet = new Set(after);
        await auditService.record(tx, actor, {
          action: 'earning.ignored',
          targetType: 'setting',
          targetId: 'earning_ignored',
          summary: {
            before: { removed: [...before].filter((l) => !afterSet.has(l)) },
            after: { added: after.filter((l) => !before.has(l)) },
          },
        });
      });
      return repo.ignoredLogins(deps.db);
    },
    async tickIfDue() {
      await twitchChat.checkSubscriptionIfDue().catch(() => null);
      return tick.tickIfDue();
    },
    /** The Twitch chat of the channel, for the chat commands. */
    twitchChat: {
      onChatMessage: twitchChat.onChatMessage,
      send: twitchChat.send,
      checkSubscription: twitchChat.checkSubscription,
      state: twitchChat.state,
    },
    /**
     * The admin's "tick now". A tick credits in chunks of its own transactions, so its audit row is
     * written after them with the tick's outcome (the one action recorded outside its effect's transaction).
     */
    async tickNow(actor?: AuditActor) {
      const result = await tick.tickNow();
      if (actor)
        await deps.db.transaction((tx) =>
          auditService.record(tx, actor, {
            action: 'earning.tick',
            targetType: 'earning_tick',
            summary: { before: null, after: { ...result } },
          }),
        );
      return result;
    },
    eventsub: eventsub.eventsub,

    /**
     * Whether a Twitch user subscribes to the channel, asked of Twitch's subscriptions API. Only the
     * broadcaster's own connection with `channel:read:subscriptions` may ask (`not-connected` without
     * one); `failed` when Twitch does not answer.
     */
    async twitchSubscriber(twitchUserId: string): Promise<boolean | 'not-connected' | 'failed'> {
      if (!deps.twitch) return 'not-connected';
      const row = await repo.getConnection(deps.db);
      if (!row || !row.scopes.includes('channel:read:subscriptions') || row.twitchUserId !== row.broadcasterId)
        return 'not-connected';
      try {
        const subs = await deps.twitch.subscribers(row.broadcasterId, [twitchUserId], connection.tokenProvider());
        return subs.has(twitchUserId);
      } catch (err) {
        deps.log.warn({ err: (err as Error).message }, 'twitch subscription check failed');
        return 'failed';
      }
    },
  };
}

export type EarningService = ReturnType<typeof createEarningService>;
