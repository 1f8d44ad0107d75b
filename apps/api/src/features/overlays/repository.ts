import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { overlaySettings } from '../../db/schema';

export type OverlaySettingsRow = typeof overlaySettings.$inferSelect;

/** The one settings row (id 1), or null before an admin saved any. */
export async function findSettings(db: Executor): Promise<OverlaySettingsRow | null> {
  const [row] = await db.select().from(overlaySettings).where(eq(overlaySettings.id, 1));
  return row ?? null;
}

export async function saveSettings(tx: Executor, settings: unknown, adminId: string): Promise<OverlaySettingsRow> {
  const [row] = await tx
    .insert(overlaySettings)
    .values({ id: 1, settings, updatedBy: adminId })
    .onConflictDoUpdate({ target: overlaySettings.id, set: { settings, updatedBy: adminId, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
