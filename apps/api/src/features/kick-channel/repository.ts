import type { PlatformIssue } from '@app/contracts';
import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { keepInInbox, type ChatMessageIn } from '../../lib/chat-inbox';
import { kickChatters, kickConnection, kickEventMessages } from '../../db/schema';

export type KickConnectionRow = typeof kickConnection.$inferSelect;

export async function getConnection(db: Executor, lock = false): Promise<KickConnectionRow | null> {
  const q = db.select().from(kickConnection).where(eq(kickConnection.id, 'channel'));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function saveConnection(
  db: Executor,
  row: Omit<typeof kickConnection.$inferInsert, 'id' | 'subscriptions' | 'subscriptionsCheckedAt'>,
): Promise<void> {
  await db
    .insert(kickConnection)
    .values({ ...row, id: 'channel' })
    .onConflictDoUpdate({
      target: kickConnection.id,
      // A new connection checks its subscriptions afresh.
      set: { ...row, subscriptions: [], subscriptionsCheckedAt: null, updatedAt: new Date() },
    });
}

export async function updateTokens(
  db: Executor,
  t: { accessTokenSealed: string; refreshTokenSealed: string; expiresAt: Date; scopes: string[] },
) {
  await db
    .update(kickConnection)
    .set({ ...t, lastError: null, updatedAt: new Date() })
    .where(eq(kickConnection.id, 'channel'));
}

/** Records the connection's last failure (a code and its figures), or clears it. */
export async function setConnectionError(db: Executor, issue: PlatformIssue | null) {
  await db
    .update(kickConnection)
    .set({ lastError: issue, updatedAt: new Date() })
    .where(eq(kickConnection.id, 'channel'));
}

export async function deleteConnection(db: Executor) {
  await db.delete(kickConnection).where(eq(kickConnection.id, 'channel'));
}

/**
 * Claims the subscription check when the last one is older than `before` (or never ran): one
 * instance wins per period, the others see no row. The claim stamps the check time at once.
 */
export async function claimSubscriptionCheck(db: Executor, before: Date, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${kickConnection} set subscriptions_checked_at = ${at.toISOString()}::timestamptz
        where id = 'channel'
          and (subscriptions_checked_at is null or subscriptions_checked_at < ${before.toISOString()}::timestamptz)
        returning id`,
  );
  return rows.length > 0;
}

export async function saveSubscriptions(
  db: Executor,
  subscriptions: { name: string; version: number; id: string }[],
  at: Date,
  error: PlatformIssue | null,
) {
  await db
    .update(kickConnection)
    .set({ subscriptions, subscriptionsCheckedAt: at, lastError: error, updatedAt: new Date() })
    .where(eq(kickConnection.id, 'channel'));
}

/** One chat delivery to record: its message id, the sender's presence, and the command to keep (or null). */
export type ChatRecord = {
  messageId: string;
  kickUserId: string;
  username: string;
  subscriber: boolean;
  at: Date;
  inbox: ChatMessageIn | null;
};

/**
 * Chat deliveries in ONE statement: each message id is recorded (the idempotency key) and, for the
 * ids that are new, the senders' presence is upserted (a sender's latest message wins) and the
 * messages that read as commands are kept in the chat inbox (ADR 079). Returns the message ids that
 * were new, on any instance; the others were seen before.
 */
export async function recordChats(db: Executor, records: ChatRecord[]): Promise<Set<string>> {
  if (records.length === 0) return new Set();
  const input = JSON.stringify(
    records.map((r) => ({
      message_id: r.messageId,
      kick_user_id: r.kickUserId,
      username: r.username,
      subscriber: r.subscriber,
      at: r.at.toISOString(),
    })),
  );
  const rows = await queryRows<{ message_id: string }>(
    db,
    sql`with input as (
          select * from jsonb_to_recordset(${input}::jsonb)
            as t(message_id text, kick_user_id text, username text, subscriber boolean, at timestamptz)),
        m as (
          insert into ${kickEventMessages} (message_id) select distinct message_id from input
          on conflict do nothing returning message_id),
        fresh as (
          select distinct on (i.kick_user_id) i.* from input i join m on m.message_id = i.message_id
          order by i.kick_user_id, i.at desc),
        c as (
          insert into ${kickChatters} (kick_user_id, username, subscriber, last_seen_at)
          select kick_user_id, username, subscriber, at from fresh
          on conflict (kick_user_id) do update set
            username = excluded.username,
            subscriber = excluded.subscriber,
            last_seen_at = greatest(${kickChatters.lastSeenAt}, excluded.last_seen_at)
          returning 1),
        inbox as (${keepInInbox(
          records.flatMap((r) => (r.inbox ? [{ deliveryId: r.messageId, message: r.inbox }] : [])),
          sql`m`,
        )})
        select message_id from m`,
  );
  return new Set(rows.map((r) => r.message_id));
}

/** Records any other delivery's message id; false when it was seen before (on any instance). */
export async function rememberMessage(db: Executor, messageId: string): Promise<boolean> {
  const rows = await db
    .insert(kickEventMessages)
    .values({ messageId })
    .onConflictDoNothing()
    .returning({ id: kickEventMessages.messageId });
  return rows.length > 0;
}

/** Forgets message ids older than `before` (Kick refuses to resend anything that old anyway). */
export async function pruneMessages(db: Executor, before: Date): Promise<void> {
  await db.delete(kickEventMessages).where(lt(kickEventMessages.receivedAt, before));
}

/** Whether this Kick user carried a subscriber badge in their last message in the channel's chat. */
export async function subscriberBadge(db: Executor, kickUserId: string): Promise<boolean> {
  const [row] = await queryRows<{ subscriber: boolean }>(
    db,
    sql`select subscriber from ${kickChatters} where kick_user_id = ${kickUserId}`,
  );
  return row?.subscriber ?? false;
}

/** Kick chatters whose last message is at or after `since`: who counts as present on Kick. */
export async function chattersSince(
  db: Executor,
  since: Date,
): Promise<Array<{ kickUserId: string; login: string; subscriber: boolean }>> {
  return queryRows(
    db,
    sql`select kick_user_id as "kickUserId", lower(username) as login, subscriber
        from ${kickChatters} where last_seen_at >= ${since.toISOString()}::timestamptz`,
  );
}
