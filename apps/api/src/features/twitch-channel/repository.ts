import type { PlatformIssue } from '@app/contracts';
import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { earningConnection, eventsubMessages } from '../../db/schema';

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

/** Records an EventSub message id; false when it was seen before (a replay). Prunes ids older than a day. */
export async function rememberMessage(db: Executor, messageId: string): Promise<boolean> {
  const rows = await db
    .insert(eventsubMessages)
    .values({ messageId })
    .onConflictDoNothing()
    .returning({ id: eventsubMessages.messageId });
  if (Math.random() < 0.02)
    await db.delete(eventsubMessages).where(lt(eventsubMessages.receivedAt, new Date(Date.now() - 86_400_000)));
  return rows.length > 0;
}
