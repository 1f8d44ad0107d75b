import type { SupportKind, SupportPlatform, SupportReward } from '@app/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { giveaways, supportEvents, supportRewardRules, userIdentities } from '../../db/schema';

export type RuleRow = { platform: SupportPlatform; kind: string; reward: SupportReward; points: number };

const ruleColumns = {
  platform: supportRewardRules.platform,
  kind: supportRewardRules.kind,
  reward: sql<SupportReward>`${supportRewardRules.reward}`,
  points: supportRewardRules.points,
};

export async function rules(db: Executor): Promise<RuleRow[]> {
  return db.select(ruleColumns).from(supportRewardRules);
}

/** One platform's kind: its reward and amount per unit (points, 0, without a row). */
export async function rule(
  db: Executor,
  platform: SupportPlatform,
  kind: SupportKind,
): Promise<{ reward: SupportReward; points: number }> {
  const [row] = await db
    .select(ruleColumns)
    .from(supportRewardRules)
    .where(and(eq(supportRewardRules.platform, platform), eq(supportRewardRules.kind, kind)));
  return row ? { reward: row.reward, points: row.points } : { reward: 'points', points: 0 };
}

/** Writes the given rules (the others stay as they are). */
export async function saveRules(
  db: Executor,
  list: Array<{ platform: SupportPlatform; kind: SupportKind; reward: SupportReward; points: number }>,
) {
  if (!list.length) return;
  await db
    .insert(supportRewardRules)
    .values(list)
    .onConflictDoUpdate({
      target: [supportRewardRules.platform, supportRewardRules.kind],
      set: { reward: sql`excluded.reward`, points: sql`excluded.points`, updatedAt: new Date() },
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

/** What a tickets reward gave: the tickets and their giveaway, or why none. */
export async function setEventTickets(
  db: Executor,
  id: string,
  v: { tickets: number; giveawayId: string | null; skip: string | null },
) {
  await db.update(supportEvents).set(v).where(eq(supportEvents.id, id));
}

export async function recentEvents(db: Executor, limit: number) {
  return db
    .select({
      platform: supportEvents.platform,
      kind: supportEvents.kind,
      userId: supportEvents.userId,
      login: supportEvents.login,
      amount: supportEvents.amount,
      reward: supportEvents.reward,
      points: supportEvents.points,
      tickets: supportEvents.tickets,
      giveawayId: giveaways.id,
      giveawayTitle: giveaways.title,
      skip: supportEvents.skip,
      createdAt: supportEvents.createdAt,
    })
    .from(supportEvents)
    .leftJoin(giveaways, eq(giveaways.id, supportEvents.giveawayId))
    .orderBy(desc(supportEvents.createdAt))
    .limit(limit);
}
