import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { KickClient } from '../../integrations/kick';
import type { SecretBox } from '../../lib/secret-box';
import type { SupportEventHandler } from '../../lib/support-events';
import { createKickConnection } from './connection';
import { createKickKeyStore } from './public-key';
import * as repo from './repository';
import { createKickSubscriptions } from './subscriptions';
import { createKickWebhook } from './webhook';

export type KickChannelDeps = {
  db: Db;
  /** The webhooks' lane (`Database.intake`, ADR 078): the deliveries' records, written before the answer. */
  intake: Db;
  secrets: SecretBox;
  /** null: Kick is not configured (no client id and secret), so it cannot be connected or polled. */
  kick: KickClient | null;
  /** KICK_CHANNEL: the streamer's channel slug. */
  channel: string;
  publicUrl: string;
  /** KICK_PUBLIC_KEY, which overrides the key fetched from Kick. */
  publicKey?: string;
  /** Fetches Kick's public key (works without credentials). */
  fetchPublicKey: () => Promise<string>;
  /** A `livestream.status.updated` of the channel, for the stream feature. */
  onLiveStatus: (live: boolean, info: { title?: string; startedAt?: string }) => void;
  log: FastifyBaseLogger;
  now?: () => number;
};

/** What the parts share: the dependencies with the clock resolved, and the support events' handler. */
export type KickChannelContext = KickChannelDeps & { now: () => number; onSupportEvent: SupportEventHandler };

/**
 * The streamer's Kick channel: the broadcaster's connection (connection.ts), the webhook
 * subscriptions kept in place (subscriptions.ts), the signed webhook (webhook.ts, with the key store
 * of public-key.ts) and who chatted lately, which stands for presence on Kick.
 */
export function createKickChannelService(deps: KickChannelDeps) {
  let supportHandler: SupportEventHandler | null = null;
  const context: KickChannelContext = {
    ...deps,
    now: deps.now ?? Date.now,
    onSupportEvent: async (event) => supportHandler?.(event),
  };
  const connection = createKickConnection(context);
  const subscriptions = createKickSubscriptions(context, connection);
  const keys = createKickKeyStore({
    override: deps.publicKey,
    fetchKey: deps.fetchPublicKey,
    now: context.now,
    log: deps.log,
  });
  const webhook = createKickWebhook(context, keys);

  return {
    connection,
    subscriptions,
    webhook,
    /** The connection as the admin sees it. */
    view: connection.view,
    /** Sets who applies the channel's support events (the support rewards), awaited before the webhook answers. */
    handleSupportEvents(handler: SupportEventHandler): void {
      supportHandler = handler;
    },
    /** Whether a broadcaster connection is stored (chat presence can arrive). */
    connected: async () => Boolean(deps.kick && (await repo.getConnection(deps.db))),
    /**
     * Posts a line in the channel's chat as the connected broadcaster account (`chat:write`); false
     * when Kick is not connected or refused it.
     */
    async sendChat(content: string): Promise<boolean> {
      const row = await repo.getConnection(deps.db);
      if (!deps.kick || !row) return false;
      const sent = await deps.kick.sendChat(connection.tokenProvider(), {
        broadcasterUserId: row.broadcasterUserId,
        content,
        type: 'user',
      });
      return sent.sent;
    },
    /** The broadcaster connection's scopes, null when not connected (the channel rewards' calls). */
    async broadcaster(): Promise<{ broadcasterUserId: string; scopes: string[] } | null> {
      const row = deps.kick ? await repo.getConnection(deps.db) : null;
      return row ? { broadcasterUserId: row.broadcasterUserId, scopes: row.scopes } : null;
    },
    /** Kick chatters who wrote at or after `since`, with their login and subscriber badge. */
    chattersSince: (since: Date) => repo.chattersSince(deps.db, since),
    /**
     * Whether a Kick user subscribes, as the channel knows it: Kick offers no subscription lookup, so
     * the subscriber badge of their last chat message (a giveaway's site entry asks this).
     */
    isSubscriber: (kickUserId: string) => repo.subscriberBadge(deps.db, kickUserId),
  };
}

export type KickChannelService = ReturnType<typeof createKickChannelService>;
