import type { ChatGift, EarningAdmin, EarningRates, EarningSettings } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { giveToChat } from './give-to-chat';
import { createPresenceReader } from './presence';
import * as repo from './repository';
import { createEarningTick } from './tick';
import { auditService, type AuditActor } from '../audit/service';
import { changes } from '../audit/summary';
import type { KickChannelService } from '../kick-channel/service';
import type { TwitchChannelService } from '../twitch-channel/service';

export type EarningServiceDeps = {
  db: Db;
  /** The streamer's Twitch channel: its connection and the chatter list (the Twitch channel feature). */
  twitch: TwitchPresence;
  /** The streamer's Kick channel: its connection and who chatted lately (Kick's stand-in for presence). */
  kick: KickPresence;
  /** The channel's live state per platform (the stream feature: 60 s polls, or pushed by webhooks). */
  liveOn: () => Promise<LiveOn>;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Test hook: called after each committed chunk of a tick (a throw simulates a crash mid-tick). */
  afterChunk?: (index: number) => void;
  /** Chatters credited per transaction (default 5,000). */
  chunkSize?: number;
};

export type LiveOn = { twitch: boolean; kick: boolean };

/** What earning reads of the Twitch channel feature. */
export type TwitchPresence = Pick<TwitchChannelService, 'connected' | 'readsChatters' | 'chatters' | 'view'>;

/** What earning reads of the Kick channel feature. */
export type KickPresence = Pick<KickChannelService, 'connected' | 'chattersSince' | 'view'>;

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
 * Watch-time earning: the tick (tick.ts), which reads the presence of both platforms' channels alike
 * (the Twitch and Kick channel features), and here the settings and the admin's view.
 */
export function createEarningService(deps: EarningServiceDeps) {
  const context: EarningContext = { ...deps, now: deps.now ?? Date.now };
  const presence = createPresenceReader(context);
  const tick = createEarningTick(context, presence);

  return {
    /** Admin: points to everyone present in chat now, once per gift id (give-to-chat.ts). */
    giveToChat: (gift: ChatGift, actor: AuditActor) => giveToChat(context, presence, gift, actor),

    /** Default rates and the well-known bots, once per database (an existing settings row means done). */
    seedDefaults: () => repo.seedDefaults(deps.db),

    async admin(): Promise<EarningAdmin> {
      const [connection, kick, settings, ignored, live, ticks] = await Promise.all([
        deps.twitch.view(),
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
      const [settings, twitch, kick] = await Promise.all([
        repo.getSettings(deps.db),
        deps.twitch.readsChatters(),
        deps.kick.connected(),
      ]);
      return { ...settings, enabled: twitch || kick };
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
    tickIfDue: tick.tickIfDue,
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
  };
}

export type EarningService = ReturnType<typeof createEarningService>;
