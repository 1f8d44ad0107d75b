import type { PlatformIssue } from '@app/contracts';
import { eq, lt, sql } from 'drizzle-orm';
import { queryPrepared, type Executor } from '../../db/client';
import { earningConnection, eventsubMessages } from '../../db/schema';
import { keepInInbox, type ChatMessageIn } from '../../lib/chat-inbox';

// The tables keep their first names (earning_connection, eventsub_messages): the Twitch connection was
// earning's before it had a feature of its own (ADR 060).

export type ConnectionRow = typeof earningConnection.$inferSelect;

export async function getConnection(db: Executor, lock = false): Promise<ConnectionRow | null> {
  const q = db.select().from(earningConnection).where(eq(earningConnection.id, 'channel'));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function saveConnection(
  db: Executor,
  row: Omit<typeof earningConnection.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(earningConnection)
    .values({ ...row, id: 'channel' })
    .onConflictDoUpdate({ target: earningConnection.id, set: { ...row, updatedAt: new Date() } });
}

export async function updateTokens(
  db: Executor,
  t: { accessTokenSealed: string; refreshTokenSealed: string; expiresAt: Date; scopes: string[] },
) {
  await db
    .update(earningConnection)
    .set({ ...t, lastError: null, updatedAt: new Date() })
    .where(eq(earningConnection.id, 'channel'));
}

/** Records the connection's last failure (a code and its figures), or clears it. */
export async function setConnectionError(db: Executor, issue: PlatformIssue | null) {
  await db
    .update(earningConnection)
    .set({ lastError: issue, updatedAt: new Date() })
    .where(eq(earningConnection.id, 'channel'));
}

export async function deleteConnection(db: Executor) {
  await db.delete(earningConnection).where(eq(earningConnection.id, 'channel'));
}

/** An EventSub delivery to record: its message id, and the chat command it carries to keep (or null). */
export type EventSubRecord = { id: string; inbox: ChatMessageIn | null };

/**
 * Records EventSub message ids in one prepared statement, and keeps the chat commands of the ids that
 * were new in the chat inbox (ADR 079); answers the ids that were new (not seen before on any
 * instance; an id twice in the list is new once). Prunes ids older than a day now and then.
 */
export async function rememberMessages(db: Executor, records: readonly EventSubRecord[]): Promise<Set<string>> {
  const rows = await queryPrepared<{ message_id: string }>(
    db,
    'eventsub_remember',
    sql`with m as (
          insert into ${eventsubMessages} (message_id)
          select jsonb_array_elements_text(${JSON.stringify(records.map((r) => r.id))}::jsonb)
          on conflict do nothing returning message_id),
        inbox as (${keepInInbox(
          records.flatMap((r) => (r.inbox ? [{ deliveryId: r.id, message: r.inbox }] : [])),
          sql`m`,
        )})
        select message_id from m`,
  );
  if (Math.random() < 0.02)
    await db.delete(eventsubMessages).where(lt(eventsubMessages.receivedAt, new Date(Date.now() - 86_400_000)));
  return new Set(rows.map((r) => r.message_id));
}
