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

/** When the overlay key (row 1) was created, or null when none exists. */
export async function findKeyCreatedAt(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ createdAt: overlayKeys.createdAt }).from(overlayKeys).where(eq(overlayKeys.id, 1));
  return row?.createdAt ?? null;
}

/** The stored SHA-256 (hex) of the overlay key, or null when none exists. */
export async function findKeyHash(db: Executor): Promise<string | null> {
  const [row] = await db.select({ keyHash: overlayKeys.keyHash }).from(overlayKeys).where(eq(overlayKeys.id, 1));
  return row?.keyHash ?? null;
}

/** Creates the key row or replaces it (rotation): the old key stops working at once. */
export async function saveKey(db: Executor, keyHash: string, adminId: string | null): Promise<Date> {
  const [row] = await db
    .insert(overlayKeys)
    .values({ id: 1, keyHash, createdBy: adminId })
    .onConflictDoUpdate({ target: overlayKeys.id, set: { keyHash, createdBy: adminId, createdAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row.createdAt;
}
