import { TWITCH_CHAT_SCOPES, type PlatformIssue } from '@app/contracts';
import { EVENTSUB_PATH } from './paths';
import type { TwitchConnectionService } from './connection';
import * as repo from './repository';
import type { TwitchChannelContext } from './service';
import type { ChatMessageIn } from '../../lib/chat-inbox';

/** How often an instance checks that the chat subscription is in place. */
const CHECK_EVERY_MS = 60 * 60_000;

export type ChatSubscriptionCheck = { ok: boolean; reason?: PlatformIssue; created?: boolean };

/** Whether the bot can read and answer a platform's chat, and why not (a code; the web words it). */
export type ChatConnection = { connected: boolean; reason: PlatformIssue | null };

/**
 * The Twitch chat of the channel for the chat bot: the connected account (the broadcaster's, or a
 * moderator's) reads the chat through an EventSub `channel.chat.message` webhook subscription (made
 * with the app token, checked after a connect and then hourly per instance) and answers with
 * `POST /helix/chat/messages` as itself.
 */
export function createTwitchChat(
  deps: TwitchChannelContext,
  connection: Pick<TwitchConnectionService, 'tokenProvider'>,
) {
  const listeners = new Set<(m: ChatMessageIn) => Promise<void> | void>();
  let checkedAt = -Infinity;
  /** The last subscription check's failure on this instance, shown to the admin. */
  let lastFailure: PlatformIssue | null = null;

  async function checkSubscription(): Promise<ChatSubscriptionCheck> {
    const result = await check();
    lastFailure = result.ok ? null : (result.reason ?? null);
    return result;
  }

  async function check(): Promise<ChatSubscriptionCheck> {
    checkedAt = deps.now();
    const row = await repo.getConnection(deps.db);
    if (!deps.chat) return { ok: false, reason: { code: 'NOT_CONFIGURED', platform: 'twitch' } };
    if (!row) return { ok: false, reason: { code: 'NOT_CONNECTED', platform: 'twitch' } };
    const chat = deps.chat;
    if (!deps.eventsubSecret) return { ok: false, reason: { code: 'EVENTSUB_SECRET_MISSING', platform: 'twitch' } };
    const missing = TWITCH_CHAT_SCOPES.filter((s) => !row.scopes.includes(s));
    if (missing.length) return { ok: false, reason: { code: 'MISSING_SCOPES', platform: 'twitch', scopes: missing } };
    try {
      const subs = await chat.chatSubscriptions();
      const held = subs.some(
        (s) => s.broadcasterId === row.broadcasterId && s.userId === row.twitchUserId && s.status === 'enabled',
      );
      if (held) return { ok: true, created: false };
      const { created } = await chat.subscribeChat({
        broadcasterId: row.broadcasterId,
        botUserId: row.twitchUserId,
        callback: new URL(EVENTSUB_PATH, deps.publicUrl).toString(),
        secret: deps.eventsubSecret,
      });
      deps.log.info({ created }, 'twitch chat: eventsub subscription checked');
      return { ok: true, created };
    } catch (err) {
      const reason: PlatformIssue = {
        code: 'CHAT_SUBSCRIPTION_FAILED',
        platform: 'twitch',
        detail: (err as Error).message,
      };
      await repo.setConnectionError(deps.db, reason);
      return { ok: false, reason };
    }
  }

  return {
    checkSubscription,
    /** Whether the bot can read and answer the Twitch chat, and why not. */
    async state(): Promise<ChatConnection> {
      const off = (reason: PlatformIssue): ChatConnection => ({ connected: false, reason });
      if (!deps.chat) return off({ code: 'NOT_CONFIGURED', platform: 'twitch' });
      const row = await repo.getConnection(deps.db);
      if (!row) return off({ code: 'NOT_CONNECTED', platform: 'twitch' });
      const missing = TWITCH_CHAT_SCOPES.filter((s) => !row.scopes.includes(s));
      if (missing.length) return off({ code: 'MISSING_SCOPES', platform: 'twitch', scopes: missing });
      if (!deps.eventsubSecret) return off({ code: 'EVENTSUB_SECRET_MISSING', platform: 'twitch' });
      return lastFailure ? off(lastFailure) : { connected: true, reason: null };
    },
    /** The periodic job's step: checks the chat subscription once an hour on each instance. */
    async checkSubscriptionIfDue(): Promise<ChatSubscriptionCheck | null> {
      if (deps.now() - checkedAt < CHECK_EVERY_MS) return null;
      return checkSubscription();
    },

    /** Sends one line in the channel's chat as the connected account; false when not connected. */
    async send(text: string): Promise<boolean> {
      const row = await repo.getConnection(deps.db);
      if (!deps.chat || !row) return false;
      return deps.chat.sendMessage(connection.tokenProvider(), {
        broadcasterId: row.broadcasterId,
        senderId: row.twitchUserId,
        message: text,
      });
    },

    /** Adds a listener of the channel's chat messages (each delivery once, after the webhook's answer). */
    onChatMessage(listener: (m: ChatMessageIn) => Promise<void> | void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Hands a message to the listeners (called by the EventSub handler after its answer). */
    async dispatch(message: ChatMessageIn): Promise<void> {
      for (const l of listeners) await l(message);
    },
  };
}

export type TwitchChat = ReturnType<typeof createTwitchChat>;
