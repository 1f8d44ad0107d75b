import { asc, eq, sql } from 'drizzle-orm';
import type { Platform } from '@app/contracts';
import { queryRows, type Executor } from '../../db/client';
import { chatCustomCommands, chatTimers } from '../../db/schema';

export type CustomCommandRow = typeof chatCustomCommands.$inferSelect;
export type TimerRow = typeof chatTimers.$inferSelect;
export type CustomCommandFields = Omit<CustomCommandRow, 'id' | 'createdAt' | 'updatedAt'>;
export type TimerFields = Omit<TimerRow, 'id' | 'createdAt' | 'updatedAt'>;

export const listCustomCommands = (db: Executor) =>
  db.select().from(chatCustomCommands).orderBy(asc(chatCustomCommands.name));

export async function getCustomCommand(db: Executor, id: string): Promise<CustomCommandRow | null> {
  const [row] = await db.select().from(chatCustomCommands).where(eq(chatCustomCommands.id, id));
  return row ?? null;
}

/** Inserts a custom command; null when its name is already taken (the unique index, on any instance). */
export async function insertCustomCommand(db: Executor, fields: CustomCommandFields): Promise<CustomCommandRow | null> {
  const [row] = await db.insert(chatCustomCommands).values(fields).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCustomCommand(
  db: Executor,
  id: string,
  fields: CustomCommandFields,
): Promise<CustomCommandRow | null> {
  const [row] = await db
    .update(chatCustomCommands)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(chatCustomCommands.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCustomCommand(db: Executor, id: string): Promise<CustomCommandRow | null> {
  const [row] = await db.delete(chatCustomCommands).where(eq(chatCustomCommands.id, id)).returning();
  return row ?? null;
}

export const listTimers = (db: Executor) => db.select().from(chatTimers).orderBy(asc(chatTimers.createdAt));

export async function getTimer(db: Executor, id: string): Promise<TimerRow | null> {
  const [row] = await db.select().from(chatTimers).where(eq(chatTimers.id, id));
  return row ?? null;
}

export async function insertTimer(db: Executor, fields: TimerFields): Promise<TimerRow> {
  const [row] = await db.insert(chatTimers).values(fields).returning();
  return row!;
}

export async function updateTimer(db: Executor, id: string, fields: TimerFields): Promise<TimerRow | null> {
  const [row] = await db
    .update(chatTimers)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(chatTimers.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTimer(db: Executor, id: string): Promise<TimerRow | null> {
  const [row] = await db.delete(chatTimers).where(eq(chatTimers.id, id)).returning();
  return row ?? null;
}

/** Counts one viewer's chat message on a platform (one statement). */
export async function countChatMessage(db: Executor, platform: Platform): Promise<void> {
  await db.execute(
    sql`insert into chat_message_counts (platform, count) values (${platform}, 1)
        on conflict (platform) do update set count = chat_message_counts.count + 1`,
  );
}

/**
 * The enabled timers of a platform that are due there: never sent on it, or last sent at least their
 * interval ago with at least their minimum of chat messages since (database clock and counter).
 */
export async function dueTimers(db: Executor, platform: Platform): Promise<TimerRow[]> {
  const flag = sql.raw(platform === 'twitch' ? 't.twitch' : 't.kick');
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.id from chat_timers t
        left join chat_timer_sends s on s.timer_id = t.id and s.platform = ${platform}
        cross join (select coalesce((select count from chat_message_counts where platform = ${platform}), 0) as n) c
        where t.enabled and ${flag}
          and (s.timer_id is null
            or (s.last_sent_at <= now() - make_interval(mins => t.interval_minutes)
                and c.n - s.messages_at_send >= t.min_messages))
        order by t.created_at`,
  );
  const ids = new Set(rows.map((r) => r.id));
  return ids.size ? (await listTimers(db)).filter((t) => ids.has(t.id)) : [];
}

/**
 * Claims a timer's send on a platform: one conditional upsert, so of any number of instances one
 * claims it (true) and the others find it sent (false). A timer never sent on the platform is not sent
 * now: its first claim only starts its clock and count (the interval runs from then).
 */
export async function claimTimerSend(
  db: Executor,
  timerId: string,
  platform: Platform,
): Promise<'send' | 'started' | null> {
  const rows = await queryRows<{ first: boolean }>(
    db,
    sql`with c as (select coalesce((select count from chat_message_counts where platform = ${platform}), 0) as n)
        insert into chat_timer_sends (timer_id, platform, last_sent_at, messages_at_send)
        select t.id, ${platform}, now(), c.n from chat_timers t, c where t.id = ${timerId}
        on conflict (timer_id, platform) do update
          set last_sent_at = excluded.last_sent_at, messages_at_send = excluded.messages_at_send
          where chat_timer_sends.last_sent_at <= now() - make_interval(mins => (
                  select interval_minutes from chat_timers where id = chat_timer_sends.timer_id))
            and excluded.messages_at_send - chat_timer_sends.messages_at_send >= (
                  select min_messages from chat_timers where id = chat_timer_sends.timer_id)
        returning (xmax = 0) as first`,
  );
  if (!rows.length) return null;
  return rows[0]!.first ? 'started' : 'send';
}
