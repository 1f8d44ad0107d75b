import { desc, eq, and, sql } from 'drizzle-orm';
import type { Locale, Platform } from '@app/contracts';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { chatCommandRuns, chatCommandSettings, userIdentities } from '../../db/schema';

/** Keeps the log at its last this-many runs. */
const LOG_SIZE = 500;

/**
 * Claims a chat message for its command: true when this is the first time the message id is seen
 * (on any instance), false for a delivery seen before.
 */
export async function claimRun(
  db: Executor,
  run: {
    platform: Platform;
    messageId: string;
    chatterId: string;
    chatterLogin: string;
    command: string;
    input: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(chatCommandRuns)
    .values(run)
    .onConflictDoNothing()
    .returning({ id: chatCommandRuns.messageId });
  return rows.length > 0;
}

export async function finishRun(
  db: Executor,
  key: { platform: Platform; messageId: string },
  result: { outcome: string; code: string | null; reply: string | null; userId: string | null },
): Promise<void> {
  await db
    .update(chatCommandRuns)
    .set(result)
    .where(and(eq(chatCommandRuns.platform, key.platform), eq(chatCommandRuns.messageId, key.messageId)));
}

/** Drops runs older than the last LOG_SIZE (message ids older than that are never redelivered). */
export async function pruneRuns(db: Executor): Promise<void> {
  await db.execute(
    sql`delete from ${chatCommandRuns} where created_at < (
          select created_at from ${chatCommandRuns} order by created_at desc offset ${LOG_SIZE - 1} limit 1)
        and created_at < now() - interval '1 hour'`,
  );
}

export async function lastRuns(db: Executor, limit = LOG_SIZE) {
  return db.select().from(chatCommandRuns).orderBy(desc(chatCommandRuns.createdAt)).limit(limit);
}

/**
 * Takes a cooldown slot: true (and the slot stamped now) when the key was last used at least
 * `seconds` ago or never, on any instance; false while it is cooling down. One statement.
 */
export async function takeCooldown(db: Executor, key: string, seconds: number): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`insert into chat_cooldowns (key, last_used_at) values (${key}, now())
        on conflict (key) do update set last_used_at = excluded.last_used_at
        where chat_cooldowns.last_used_at <= now() - make_interval(secs => ${seconds})
        returning key`,
  );
  return rows.length > 0;
}

/** The account a platform identity belongs to, or null when the chatter has not linked it on the site. */
export async function accountOf(db: Executor, platform: Platform, platformUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.platform, platform), eq(userIdentities.platformUserId, platformUserId)));
  return row?.userId ?? null;
}

/** The admin's saved command configuration and reply templates, or null before the first save. */
export async function getSettings(db: Executor) {
  const [row] = await db.select().from(chatCommandSettings).where(eq(chatCommandSettings.id, 'channel'));
  return row ?? null;
}

/** Saves the one settings row (validated by the service), stamped with the admin who saved it. */
export async function saveSettings(
  db: Executor,
  settings: { commands: unknown[]; templates: Record<string, Partial<Record<Locale, string>>> },
  updatedBy: string | null,
): Promise<void> {
  const row = { ...settings, updatedBy, updatedAt: new Date() };
  await db
    .insert(chatCommandSettings)
    .values({ id: 'channel', ...row })
    .onConflictDoUpdate({ target: chatCommandSettings.id, set: row });
}
