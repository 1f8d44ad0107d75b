import { and, desc, eq, gte, ilike, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export type AuditConditions = {
  actorId?: string;
  actorName?: string;
  action?: string;
  actionPrefix?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
};

export async function insert(tx: Executor, row: AuditInsert): Promise<void> {
  await tx.insert(auditLog).values(row);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(c: AuditConditions, afterId: number | null): SQL | undefined {
  return and(
    c.actorId ? eq(auditLog.actorId, c.actorId) : undefined,
    c.actorName ? ilike(auditLog.actorName, `%${escapeLike(c.actorName)}%`) : undefined,
    c.action ? eq(auditLog.action, c.action) : undefined,
    c.actionPrefix ? like(auditLog.action, `${escapeLike(c.actionPrefix)}%`) : undefined,
    c.targetType ? eq(auditLog.targetType, c.targetType) : undefined,
    c.targetId ? eq(auditLog.targetId, c.targetId) : undefined,
    c.from ? gte(auditLog.createdAt, c.from) : undefined,
    c.to ? lt(auditLog.createdAt, c.to) : undefined,
    // Keyset: strictly after the cursor's row in (created_at desc, id desc) order. Rows are never
    // updated or deleted, so the cursor's row is always there to compare with.
    afterId === null
      ? undefined
      : sql`(${auditLog.createdAt}, ${auditLog.id}) < (select a.created_at, a.id from ${auditLog} a where a.id = ${afterId})`,
  );
}

/** Newest first; `limit` rows after the cursor row (or from the newest). */
export function page(db: Executor, c: AuditConditions, afterId: number | null, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(where(c, afterId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function exists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row !== undefined;
}

export async function distinctActions(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
