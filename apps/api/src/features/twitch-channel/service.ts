import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TwitchBroadcasterClient } from '../../integrations/twitch-broadcaster';
import type { TwitchChatClient } from '../../integrations/twitch-chat';
import type { SecretBox } from '../../lib/secret-box';
import type { SupportEventHandler } from '../../lib/support-events';
import type { AuditActor } from '../audit/service';
import { createTwitchChat } from './chat';
import { createTwitchConnection } from './connection';
import { createTwitchPresence } from './presence';
import { EVENTSUB_PATH } from './paths';
import * as repo from './repository';
import { checkTwitchSupportSubscriptions } from './support-events';
import { createTwitchWebhook } from './webhook';

export type TwitchChannelDeps = {
  db: Db;
  /** The webhooks' lane (`Database.intake`, ADR 078): the deliveries' records, written before the answer. */
  intake: Db;
  secrets: SecretBox;
  /** null: Twitch is not configured (demo sign-in), so the channel cannot be connected. */
  twitch: TwitchBroadcasterClient | null;
  /** The chat bot's Twitch calls (EventSub subscription, chat messages); null without Twitch. */
  chat?: TwitchChatClient | null;
  /** TWITCH_CHANNEL: the streamer's channel login. */
  channel: string;
  publicUrl: string;
  /** TWITCH_EVENTSUB_SECRET, which signs the EventSub deliveries. */
  eventsubSecret: string | undefined;
  /** A `stream.online` / `stream.offline` of the channel, for the stream feature. */
  onLiveStatus: (live: boolean) => void;
  log: FastifyBaseLogger;
  now?: () => number;
};

/** What the parts share: the dependencies with the clock resolved, and the support events' handler. */
export type TwitchChannelContext = TwitchChannelDeps & { now: () => number; onSupportEvent: SupportEventHandler };

/**
 * The streamer's Twitch channel: the broadcaster's connection (connection.ts), the EventSub webhook
 * (webhook.ts), the chat bot's reading and answering of the chat with its EventSub subscription
 * (chat.ts), and who is present and subscribes (presence.ts).
 */
export function createTwitchChannelService(deps: TwitchChannelDeps) {
  const liveListeners = new Set<(live: boolean) => void>();
  let supportHandler: SupportEventHandler | null = null;
  const context: TwitchChannelContext = {
    ...deps,
    now: deps.now ?? Date.now,
    onSupportEvent: async (event) => supportHandler?.(event),
    onLiveStatus: (live) => {
      deps.onLiveStatus(live);
      for (const listener of liveListeners) listener(live);
    },
  };
  const connection = createTwitchConnection(context);
  const chat = createTwitchChat(context, connection);
  const webhook = createTwitchWebhook(context, chat);
  const presence = createTwitchPresence(context, connection);
  const checkSupportSubscriptions = () =>
    checkTwitchSupportSubscriptions(context).catch((err: unknown) => {
      deps.log.warn({ err: (err as Error).message }, 'twitch support subscriptions not checked');
      return [] as string[];
    });

  return {
    connection,
    /** The OAuth callback: stores the connection, then subscribes the webhook to the channel's chat. */
    async connect(code: string, actor: AuditActor) {
      await connection.connect(code, actor);
      const check = await chat.checkSubscription();
      if (!check.ok) deps.log.warn({ reason: check.reason }, 'twitch chat not subscribed');
      await checkSupportSubscriptions();
    },
    /** Subscribes the support events' EventSub types the connection allows and Twitch lacks (failures logged). */
    checkSupportSubscriptions,
    webhook,
    /** The chat of the channel, for the chat commands. */
    chat: {
      onChatMessage: chat.onChatMessage,
      send: chat.send,
      checkSubscription: chat.checkSubscription,
      checkSubscriptionIfDue: chat.checkSubscriptionIfDue,
      state: chat.state,
    },
    /** The connection as the admin sees it. */
    view: connection.view,
    connected: presence.connected,
    readsChatters: presence.readsChatters,
    chatters: presence.chatters,
    isSubscriber: presence.isSubscriber,
    /** The broadcaster's Twitch user id and scopes, null when not connected (the channel rewards' calls). */
    async broadcaster(): Promise<{ broadcasterId: string; scopes: string[] } | null> {
      const row = await repo.getConnection(deps.db);
      return row ? { broadcasterId: row.broadcasterId, scopes: row.scopes } : null;
    },
    /** Subscribes the EventSub webhook to a type of the channel (condition broadcaster_user_id); 409 is success. */
    async subscribeEvent(type: string, version: string): Promise<void> {
      const row = await repo.getConnection(deps.db);
      if (!deps.chat || !row || !deps.eventsubSecret) return;
      await deps.chat.subscribe({
        type,
        version,
        condition: { broadcaster_user_id: row.broadcasterId },
        callback: new URL(EVENTSUB_PATH, deps.publicUrl).toString(),
        secret: deps.eventsubSecret,
      });
    },
    /** Sets who applies the channel's support events (the support rewards), awaited before the webhook answers. */
    handleSupportEvents(handler: SupportEventHandler): void {
      supportHandler = handler;
    },
    /** Adds a listener of the channel going live or offline (told after the stream feature). */
    onLiveStatus(listener: (live: boolean) => void): () => void {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
  };
}

export type TwitchChannelService = ReturnType<typeof createTwitchChannelService>;
