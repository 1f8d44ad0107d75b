import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/** Many notices in ONE statement (the rows travel as one JSON parameter); duplicates are ignored. */
export async function insertNotices(tx: Executor, values: NewNotice[]): Promise<void> {
  if (values.length === 0) return;
  const input = JSON.stringify(
    values.map((v) => ({
      user_id: v.userId,
      kind: v.kind,
      ref: v.ref,
      title: v.title,
      body: v.body,
      params: v.params,
    })),
  );
  await tx.execute(sql`
    insert into ${userNotices} (user_id, kind, ref, title, body, params)
    select user_id, kind, ref, title, body, params
      from jsonb_to_recordset(${input}::jsonb) as t(user_id uuid, kind text, ref text, title text, body text, params jsonb)
    on conflict do nothing`);
}

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
