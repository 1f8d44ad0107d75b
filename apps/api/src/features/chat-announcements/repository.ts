import { eq } from 'drizzle-orm';
import type { Platform } from '@app/contracts';
import type { Executor } from '../../db/client';
import { chatAnnouncements, chatAnnouncementSettings } from '../../db/schema';

/**
 * Claims an announcement on one platform: true when this is the first claim (on any instance), false
 * when it was claimed before. The row is written before the line is queued: at most once.
 */
export async function claim(
  db: Executor,
  row: { kind: string; ref: string; platform: Platform; text: string },
): Promise<boolean> {
  const rows = await db
    .insert(chatAnnouncements)
    .values(row)
    .onConflictDoNothing()
    .returning({ kind: chatAnnouncements.kind });
  return rows.length > 0;
}

/** The admin's switches as stored, or null before the first save. */
export async function getSettings(db: Executor) {
  const [row] = await db.select().from(chatAnnouncementSettings).where(eq(chatAnnouncementSettings.id, 'channel'));
  return row ?? null;
}

/** Saves the one settings row, stamped with the admin who saved it. */
export async function saveSettings(
  db: Executor,
  enabled: Record<string, { twitch: boolean; kick: boolean }>,
  updatedBy: string | null,
): Promise<void> {
  const row = { enabled, updatedBy, updatedAt: new Date() };
  await db
    .insert(chatAnnouncementSettings)
    .values({ id: 'channel', ...row })
    .onConflictDoUpdate({ target: chatAnnouncementSettings.id, set: row });
}
