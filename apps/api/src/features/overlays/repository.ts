import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { overlayKeys, overlaySettings } from '../../db/schema';

export type OverlaySettingsRow = typeof overlaySettings.$inferSelect;

/** The one settings row (id 1), or null before an admin saved any. */
export async function findSettings(db: Executor): Promise<OverlaySettingsRow | null> {
  const [row] = await db.select().from(overlaySettings).where(eq(overlaySettings.id, 1));
  return row ?? null;
}

export async function saveSettings(
  tx: Executor,
  settings: unknown,
  adminId: string | null,
): Promise<OverlaySettingsRow> {
  const [row] = await tx
    .insert(overlaySettings)
    .values({ id: 1, settings, updatedBy: adminId })
    .onConflictDoUpdate({ target: overlaySettings.id, set: { settings, updatedBy: adminId, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The overlay key's row (1): when it was made and, when kept, the key sealed; null when none exists. */
export async function findKey(db: Executor): Promise<{ createdAt: Date; keySealed: string | null } | null> {
  const [row] = await db
    .select({ createdAt: overlayKeys.createdAt, keySealed: overlayKeys.keySealed })
    .from(overlayKeys)
    .where(eq(overlayKeys.id, 1));
  return row ?? null;
}

/** The stored SHA-256 (hex) of the overlay key, or null when none exists. */
export async function findKeyHash(db: Executor): Promise<string | null> {
  const [row] = await db.select({ keyHash: overlayKeys.keyHash }).from(overlayKeys).where(eq(overlayKeys.id, 1));
  return row?.keyHash ?? null;
}

/** Creates the key row or replaces it (rotation): the old key stops working at once. */
export async function saveKey(
  db: Executor,
  key: { keyHash: string; keySealed: string },
  adminId: string | null,
): Promise<Date> {
  const [row] = await db
    .insert(overlayKeys)
    .values({ id: 1, ...key, createdBy: adminId })
    .onConflictDoUpdate({ target: overlayKeys.id, set: { ...key, createdBy: adminId, createdAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row.createdAt;
}
