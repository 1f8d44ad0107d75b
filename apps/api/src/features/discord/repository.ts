import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { redemptionNotify } from '../../db/schema';

/**
 * The Discord webhook setting: one row of `redemption_notify` (the table kept its first user's name
 * when the setting became shared, ADR 061).
 */
export type WebhookRow = typeof redemptionNotify.$inferSelect;

export async function findWebhook(db: Executor): Promise<WebhookRow | null> {
  const [row] = await db.select().from(redemptionNotify).where(eq(redemptionNotify.id, 'channel'));
  return row ?? null;
}

export async function saveWebhook(
  db: Executor,
  values: { webhookId: string; webhookTokenSealed: string; updatedBy: string | null },
): Promise<void> {
  await db
    .insert(redemptionNotify)
    .values({ id: 'channel', ...values })
    .onConflictDoUpdate({ target: redemptionNotify.id, set: { ...values, updatedAt: sql`now()` } });
}

export async function clearWebhook(db: Executor): Promise<void> {
  await db.delete(redemptionNotify).where(eq(redemptionNotify.id, 'channel'));
}
