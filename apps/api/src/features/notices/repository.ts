import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userNotices } from '../../db/schema';

export type NoticeRow = typeof userNotices.$inferSelect;

export type NewNotice = {
  userId: string;
  kind: string;
  ref: string;
  title: string;
  body: string;
  params: Record<string, string | number | boolean | null>;
};

/** One notice per user, kind and ref: a second insert of the same is ignored. */
export async function insertNotice(tx: Executor, values: NewNotice): Promise<boolean> {
  const rows = await tx.insert(userNotices).values(values).onConflictDoNothing().returning({ id: userNotices.id });
  return rows.length > 0;
}

/**
 * The insert of the notices a caller's statement yields, as a CTE `name` of that statement: `source`
 * is the caller's relation with columns user_id, kind, ref, title, body, params (jsonb); duplicates
 * are ignored as by `insertNotice`.
 */
export const insertNoticesFrom = (name: string, source: string): SQL =>
  sql`${sql.identifier(name)} as (
    insert into ${userNotices} (user_id, kind, ref, title, body, params)
    select user_id, kind, ref, title, body, params from ${sql.identifier(source)}
    on conflict do nothing
    returning 1)`;

export async function unseenOf(db: Executor, userId: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.seenAt)))
    .orderBy(asc(userNotices.createdAt), asc(userNotices.id))
    .limit(20);
}

/** Marks the user's own notice seen; false when it is not theirs (or does not exist). */
export async function markSeen(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(userNotices)
    .set({ seenAt: new Date() })
    .where(and(eq(userNotices.id, id), eq(userNotices.userId, userId)))
    .returning({ id: userNotices.id });
  return rows.length > 0;
}
