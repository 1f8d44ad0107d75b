import type { SupportKind, SupportPlatform } from '@app/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportEvents, supportRewardRules, userIdentities } from '../../db/schema';

export type RuleRow = { platform: SupportPlatform; kind: string; points: number };

export async function rules(db: Executor): Promise<RuleRow[]> {
  return db
    .select({ platform: supportRewardRules.platform, kind: supportRewardRules.kind, points: supportRewardRules.points })
    .from(supportRewardRules);
}

/** The points per unit of one platform's kind; 0 without a row. */
export async function rulePoints(db: Executor, platform: SupportPlatform, kind: SupportKind): Promise<number> {
  const [row] = await db
    .select({ points: supportRewardRules.points })
    .from(supportRewardRules)
    .where(and(eq(supportRewardRules.platform, platform), eq(supportRewardRules.kind, kind)));
  return row?.points ?? 0;
}

/** Writes the given rules (the others stay as they are). */
export async function saveRules(
  db: Executor,
  list: Array<{ platform: SupportPlatform; kind: SupportKind; points: number }>,
) {
  if (!list.length) return;
  await db
    .insert(supportRewardRules)
    .values(list)
    .onConflictDoUpdate({
      target: [supportRewardRules.platform, supportRewardRules.kind],
      set: { points: sql`excluded.points`, updatedAt: new Date() },
    });
}

/** The site account a platform user is linked to, or null. */
export async function linkedUser(
  db: Executor,
  platform: SupportPlatform,
  platformUserId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.platform, platform), eq(userIdentities.platformUserId, platformUserId)));
  return row?.userId ?? null;
}

/**
 * Records an applied event; null when its message id (or, for a follow, its platform user or its
 * account on that platform) was applied before. ON CONFLICT DO NOTHING: of two instances inserting
 * the same event at once, the second waits for the first and inserts nothing.
 */
export async function insertEvent(
  db: Executor,
  row: Omit<typeof supportEvents.$inferInsert, 'id' | 'createdAt'>,
): Promise<string | null> {
  const [inserted] = await db
    .insert(supportEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: supportEvents.id });
  return inserted?.id ?? null;
}

export async function setEventPoints(db: Executor, id: string, points: number) {
  await db.update(supportEvents).set({ points }).where(eq(supportEvents.id, id));
}

export async function recentEvents(db: Executor, limit: number) {
  return db
    .select({
      platform: supportEvents.platform,
      kind: supportEvents.kind,
      userId: supportEvents.userId,
      login: supportEvents.login,
      amount: supportEvents.amount,
      points: supportEvents.points,
      createdAt: supportEvents.createdAt,
    })
    .from(supportEvents)
    .orderBy(desc(supportEvents.createdAt))
    .limit(limit);
}
