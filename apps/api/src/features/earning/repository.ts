import { DEFAULT_EARNING_SETTINGS, DEFAULT_IGNORED_BOTS, type EarningSettings, type Platform } from '@app/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { chatGifts, earningIgnored, earningSettings, earningTicks, userIdentities } from '../../db/schema';

export async function getSettings(db: Executor): Promise<EarningSettings> {
  const [row] = await db.select().from(earningSettings).where(eq(earningSettings.id, 'channel'));
  if (!row) return DEFAULT_EARNING_SETTINGS;
  return { amount: row.amount, tickMinutes: row.tickMinutes, subMultiplier: row.subMultiplier, dailyCap: row.dailyCap };
}

export async function saveSettings(db: Executor, s: EarningSettings) {
  await db
    .insert(earningSettings)
    .values({ id: 'channel', ...s })
    .onConflictDoUpdate({ target: earningSettings.id, set: { ...s, updatedAt: new Date() } });
}

export async function ignoredLogins(db: Executor): Promise<string[]> {
  const rows = await db.select({ login: earningIgnored.login }).from(earningIgnored).orderBy(earningIgnored.login);
  return rows.map((r) => r.login);
}

export async function replaceIgnored(db: Executor, logins: string[]) {
  await db.delete(earningIgnored);
  if (logins.length)
    await db
      .insert(earningIgnored)
      .values(logins.map((login) => ({ login })))
      .onConflictDoNothing();
}

/** Seeds the well-known bots once (an empty settings row marks that the list was seeded). */
export async function seedDefaults(db: Executor) {
  const inserted = await db
    .insert(earningSettings)
    .values({ id: 'channel', ...DEFAULT_EARNING_SETTINGS })
    .onConflictDoNothing()
    .returning({ id: earningSettings.id });
  if (inserted.length)
    await db
      .insert(earningIgnored)
      .values(DEFAULT_IGNORED_BOTS.map((login) => ({ login })))
      .onConflictDoNothing();
}

/** Accounts whose identity on `platform` is among `platformUserIds`, with that identity's login. */
export async function membersByIdentity(
  db: Executor,
  platform: Platform,
  platformUserIds: string[],
): Promise<Array<{ id: string; platformUserId: string; login: string }>> {
  if (platformUserIds.length === 0) return [];
  const input = JSON.stringify(platformUserIds);
  return queryRows(
    db,
    sql`select i.user_id as id, i.platform_user_id as "platformUserId", lower(i.login) as login
        from ${userIdentities} i join jsonb_array_elements_text(${input}::jsonb) t(platform_user_id)
          on i.platform = ${platform} and i.platform_user_id = t.platform_user_id`,
  );
}

/**
 * Claims the tick window for each candidate in ONE statement: inserts (user, window) into
 * watch_credits, applying the daily cap from that user's earlier windows of the same UTC day, and
 * skips keys that exist (another instance or an earlier run credited them). Rows are inserted in
 * user-id order so two instances on overlapping sets wait on each other instead of deadlocking.
 * Returns what this run claimed; the caller credits exactly that in the same transaction.
 */
export async function claimWindow(
  tx: Executor,
  input: {
    windowStart: Date;
    dayStart: Date;
    dayEnd: Date;
    dailyCap: number;
    candidates: Array<{ userId: string; points: number }>;
  },
): Promise<Array<{ userId: string; points: number }>> {
  if (input.candidates.length === 0) return [];
  const cand = JSON.stringify(input.candidates.map((c) => ({ user_id: c.userId, pts: c.points })));
  return queryRows(
    tx,
    sql`with cand as (select * from jsonb_to_recordset(${cand}::jsonb) as t(user_id uuid, pts int8)),
        today as (
          select w.user_id, sum(w.points)::int8 as earned from watch_credits w join cand c on c.user_id = w.user_id
          where w.window_start >= ${input.dayStart.toISOString()}::timestamptz and w.window_start < ${input.dayEnd.toISOString()}::timestamptz
          group by w.user_id),
        capped as (
          select c.user_id,
                 case when ${input.dailyCap}::int8 = 0 then c.pts else least(c.pts, ${input.dailyCap}::int8 - coalesce(t.earned, 0)) end as pts
          from cand c left join today t on t.user_id = c.user_id)
        insert into watch_credits (user_id, window_start, points)
        select user_id, ${input.windowStart.toISOString()}::timestamptz, pts from capped where pts > 0 order by user_id
        on conflict do nothing
        returning user_id as "userId", points`,
  );
}

export async function insertTick(db: Executor, t: typeof earningTicks.$inferInsert) {
  await db.insert(earningTicks).values(t);
}

/** Whether a tick of this window already finished without error (on any instance). */
export async function windowDone(db: Executor, windowStart: Date): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${earningTicks} where window_start = ${windowStart.toISOString()}::timestamptz and errors is null`,
  );
  return (rows[0]?.n ?? 0) > 0;
}

export async function lastTicks(db: Executor, limit: number) {
  return db.select().from(earningTicks).orderBy(desc(earningTicks.startedAt)).limit(limit);
}

export type ChatGiftRow = typeof chatGifts.$inferSelect;

export async function findChatGift(db: Executor, id: string): Promise<ChatGiftRow | null> {
  const [row] = await db.select().from(chatGifts).where(eq(chatGifts.id, id)).limit(1);
  return row ?? null;
}

/** The gift's row, or null when this id was given already (by any instance). */
export async function insertChatGift(
  db: Executor,
  values: Omit<typeof chatGifts.$inferInsert, 'credited' | 'createdAt'>,
): Promise<ChatGiftRow | null> {
  const [row] = await db
    .insert(chatGifts)
    .values({ ...values, credited: 0 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setChatGiftCredited(db: Executor, id: string, credited: number): Promise<ChatGiftRow> {
  const [row] = await db.update(chatGifts).set({ credited }).where(eq(chatGifts.id, id)).returning();
  return row!;
}
