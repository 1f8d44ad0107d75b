import { normalizeChatText, parseCommand } from '@app/chat';
import type { Platform } from '@app/contracts';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A chat message from either platform, as its webhook hands it to the chat commands: the one shape
 * both platforms deliver, and the one kept in the chat inbox (ADR 079).
 */
export type ChatMessageIn = {
  platform: Platform;
  /** The platform's id of the chat message: its command runs once per id. */
  messageId: string;
  chatterId: string;
  chatterLogin: string;
  chatterName: string;
  /** Badge types (Kick) or set ids (Twitch). */
  badges: string[];
  /** The channel's own account wrote it. */
  isBroadcaster: boolean;
  content: string;
  /**
   * When the platform's webhook received it: a GTB guess received before GTB closed counts even
   * when its command runs after the close (a burst at the close waits in line, or in the inbox).
   */
  receivedAt: Date;
};

/** A lone UTF-16 surrogate (a cut emoji, a forged escape): JSON for PostgreSQL cannot carry it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a platform sent, as the site keeps it: no NUL (PostgreSQL text cannot hold one), no lone surrogate. */
const keepable = (text: string): string => text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

/**
 * A chat message as a webhook hands it on, its platform's text made storable: the same message runs
 * at once and, after a crash, from the inbox.
 */
export function chatMessage(m: ChatMessageIn): ChatMessageIn {
  return {
    ...m,
    messageId: keepable(m.messageId),
    chatterId: keepable(m.chatterId),
    chatterLogin: keepable(m.chatterLogin),
    chatterName: keepable(m.chatterName),
    badges: m.badges.map(keepable),
    content: keepable(m.content),
  };
}

/**
 * Whether a chat message is kept in the inbox until its command has run: it reads as a command
 * (`!name …`). Other chat is never stored; the chat commands ignore it.
 */
export function looksLikeCommand(content: string): boolean {
  return parseCommand(normalizeChatText(content)) !== null;
}

/** A message to keep, under the key of the delivery that brought it (the webhook's own message id). */
export type InboxEntry = { deliveryId: string; message: ChatMessageIn };

/**
 * The part of a webhook's record statement (Kick's `recordChats`, Twitch's `eventsub_remember`) that
 * keeps its chat commands in `chat_inbox` (ADR 079): only the entries whose delivery id is in `fresh`
 * (a CTE of the ids that were new, column `message_id`), so a redelivery keeps nothing. The message is
 * stored with its record, in the same statement and commit, before the webhook answers: a crash after
 * the answer leaves it in the inbox for the sweep (chat-commands/sweep.ts).
 */
export function keepInInbox(entries: readonly InboxEntry[], fresh: SQL): SQL {
  const rows = JSON.stringify(
    entries.map((e) => ({
      delivery_id: e.deliveryId,
      platform: e.message.platform,
      message_id: e.message.messageId,
      message: e.message,
      received_at: e.message.receivedAt.toISOString(),
    })),
  );
  return sql`insert into chat_inbox (platform, message_id, message, received_at)
      select x.platform, x.message_id, x.message, x.received_at
        from jsonb_to_recordset(${rows}::jsonb)
             as x(delivery_id text, platform text, message_id text, message jsonb, received_at timestamptz)
        join ${fresh} f on f.message_id = x.delivery_id
      on conflict do nothing`;
}

/** A message as the inbox stores it (JSON: its date as text). */
export type StoredChatMessage = Omit<ChatMessageIn, 'receivedAt'> & { receivedAt: string };

/** A message as the inbox stored it, back in its own shape. */
export function messageFromInbox(stored: StoredChatMessage): ChatMessageIn {
  return { ...stored, receivedAt: new Date(stored.receivedAt) };
}
