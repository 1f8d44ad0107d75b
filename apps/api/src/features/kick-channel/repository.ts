import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
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

export async function setConnectionError(db: Executor, message: string | null) {
  await db
    .update(kickConnection)
    .set({ lastError: message, updatedAt: new Date() })
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
  error: string | null,
) {
  await db
    .update(kickConnection)
    .set({ subscriptions, subscriptionsCheckedAt: at, lastError: error, updatedAt: new Date() })
    .where(eq(kickConnection.id, 'channel'));
}

/**
 * A `chat.message.sent` delivery in ONE statement: the message id is recorded (the idempotency key)
 * and, only when it is new, the sender's presence is upserted. Returns false for a delivery seen before,
 * on any instance.
 */
export async function recordChat(
  db: Executor,
  input: { messageId: string; kickUserId: string; username: string; subscriber: boolean; at: Date },
): Promise<boolean> {
  const rows = await queryRows<{ fresh: number }>(
    db,
    sql`with m as (
          insert into ${kickEventMessages} (message_id) values (${input.messageId})
          on conflict do nothing returning message_id),
        c as (
          insert into ${kickChatters} (kick_user_id, username, subscriber, last_seen_at)
          select ${input.kickUserId}, ${input.username}, ${input.subscriber}, ${input.at.toISOString()}::timestamptz from m
          on conflict (kick_user_id) do update set
            username = excluded.username,
            subscriber = excluded.subscriber,
            last_seen_at = greatest(${kickChatters.lastSeenAt}, excluded.last_seen_at)
          returning 1)
        select (select count(*) from m)::int as fresh`,
  );
  return (rows[0]?.fresh ?? 0) > 0;
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
