import { desc, eq, sql } from 'drizzle-orm';
import type { Locale, Platform } from '@app/contracts';
import type { Executor } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/client';
import type { StoredChatMessage } from '../../lib/chat-inbox';
import { chatCommandRuns, chatCommandSettings } from '../../db/schema';

/** Keeps the log at its last this-many runs. */
const LOG_SIZE = 500;

/** A chat message's intake (`takeRun`): its claim, its cooldowns, the chatter's account and language. */
export type RunIntake = {
  /** The first time this message id is seen, on any instance (false: a delivery seen before). */
  claimed: boolean;
  /** Not claimed, and the run that holds the claim has finished (its outcome is written). */
  finishedBefore: boolean;
  /** Every cooldown asked for was free, and is now stamped (a refused claim takes none). */
  free: boolean;
  /** The account the chatter's platform identity belongs to, or null when not linked on the site. */
  userId: string | null;
  /** The language that account chose, as stored (the caller checks it), or null. */
  locale: string | null;
};

/**
 * A chat message's intake in one prepared statement (issue 37 item 3, ADR 073): claims the message
 * (its run row, once on any instance); only when claimed, takes the global cooldown and then, only
 * when that was free, the chatter's own (a cooldown of 0 s is not asked for); and reads the
 * chatter's account and its chosen language. It replaces five statements (claim, two cooldowns, the
 * identity and the language) with one round trip; a cooldown is taken when its last use is at least
 * `seconds` old (or it was never used), stamped now.
 *
 * `retryAfterSeconds` (the inbox sweep only, ADR 079) also claims a run that was claimed before and
 * never finished (its instance stopped mid-command), when that claim is at least this old; the row is
 * locked by the claim, so one retry wins on any number of instances. A retry asks for no cooldown.
 */
export async function takeRun(
  db: Executor,
  run: {
    platform: Platform;
    messageId: string;
    chatterId: string;
    chatterLogin: string;
    command: string;
    input: string;
  },
  cooldowns: { globalKey: string; globalSeconds: number; userKey: string; userSeconds: number },
  retryAfterSeconds: number | null = null,
): Promise<RunIntake> {
  const [row] = await queryPrepared<{
    claimed: boolean;
    finished_before: boolean;
    free: boolean;
    user_id: string | null;
    locale: string | null;
  }>(
    db,
    'chat_take_run',
    sql`with run as (
          insert into chat_command_runs (platform, message_id, chatter_id, chatter_login, command, input)
          values (${run.platform}, ${run.messageId}, ${run.chatterId}, ${run.chatterLogin}, ${run.command}, ${run.input})
          on conflict (platform, message_id) do update set created_at = now()
          where ${retryAfterSeconds ?? -1}::int >= 0 and chat_command_runs.outcome = 'running'
            and chat_command_runs.created_at <= now() - make_interval(secs => ${retryAfterSeconds ?? 0}::int)
          returning 1
        ), global_cooldown as (
          insert into chat_cooldowns (key, last_used_at)
          select ${cooldowns.globalKey}, now() from run where ${cooldowns.globalSeconds}::int > 0
          on conflict (key) do update set last_used_at = excluded.last_used_at
          where chat_cooldowns.last_used_at <= now() - make_interval(secs => ${cooldowns.globalSeconds}::int)
          returning 1
        ), user_cooldown as (
          insert into chat_cooldowns (key, last_used_at)
          select ${cooldowns.userKey}, now() from run
           where ${cooldowns.userSeconds}::int > 0
             and (${cooldowns.globalSeconds}::int = 0 or exists (select 1 from global_cooldown))
          on conflict (key) do update set last_used_at = excluded.last_used_at
          where chat_cooldowns.last_used_at <= now() - make_interval(secs => ${cooldowns.userSeconds}::int)
          returning 1
        )
        select exists (select 1 from run) as claimed,
               case when exists (select 1 from run) then false
                    else coalesce((select r.outcome <> 'running' from chat_command_runs r
                                    where r.platform = ${run.platform} and r.message_id = ${run.messageId}), false)
               end as finished_before,
               (${cooldowns.globalSeconds}::int = 0 or exists (select 1 from global_cooldown))
                 and (${cooldowns.userSeconds}::int = 0 or exists (select 1 from user_cooldown)) as free,
               i.user_id, u.locale
          from (select 1) as one
          left join user_identities i on i.platform = ${run.platform} and i.platform_user_id = ${run.chatterId}
          left join users u on u.id = i.user_id`,
  );
  return {
    claimed: row!.claimed,
    finishedBefore: row!.finished_before,
    free: row!.free,
    userId: row!.user_id,
    locale: row!.locale,
  };
}

/** A run's outcome, recorded on its row. */
export type RunOutcome = {
  platform: Platform;
  messageId: string;
  outcome: string;
  code: string | null;
  reply: string | null;
  userId: string | null;
};

/** A message done with: its run's outcome when it claimed one, else null (ignored: no run row). */
export type Settled = { platform: Platform; messageId: string; run: Omit<RunOutcome, 'platform' | 'messageId'> | null };

/**
 * Records the outcomes of runs on their rows and lets their messages go from the chat inbox (ADR 079):
 * one prepared statement for any number (ADR 073). A message is kept until this commits, so a crash
 * before it leaves the message for the sweep.
 */
export async function settleRuns(db: Executor, settled: Settled[]): Promise<void> {
  if (settled.length === 0) return;
  const input = JSON.stringify(
    settled.map((s) => ({
      platform: s.platform,
      message_id: s.messageId,
      finished: s.run !== null,
      outcome: s.run?.outcome ?? null,
      code: s.run?.code ?? null,
      reply: s.run?.reply ?? null,
      user_id: s.run?.userId ?? null,
    })),
  );
  await queryPrepared(
    db,
    'chat_settle_runs',
    sql`with f as (
          select * from jsonb_to_recordset(${input}::jsonb) as f(
            platform text, message_id text, finished boolean, outcome text, code text, reply text, user_id uuid)),
        done as (
          delete from chat_inbox i using f where i.platform = f.platform and i.message_id = f.message_id)
        update chat_command_runs r
           set outcome = f.outcome, code = f.code, reply = f.reply, user_id = f.user_id
          from f
         where f.finished and r.platform = f.platform and r.message_id = f.message_id and r.outcome = 'running'`,
  );
}

/** A message left in the chat inbox, as the sweep takes it, with its run's state when it claimed one. */
export type StaleMessage = {
  message: StoredChatMessage;
  attempts: number;
  /** The run's outcome ('running': claimed, never finished), or null when no run was claimed. */
  runOutcome: string | null;
  /** The run's command key when it claimed one. */
  runCommand: string | null;
  /** The run was claimed at least `olderThanSeconds` ago (false without a run). */
  runStale: boolean;
};

/**
 * Takes up to `limit` messages left in the inbox for at least `olderThanSeconds` (since they came, or
 * since a sweep last took them), oldest first, and stamps them taken: two instances' sweeps skip each
 * other's rows (`skip locked`) and the next sweep leaves them for another `olderThanSeconds`.
 */
export async function takeStaleInbox(db: Executor, olderThanSeconds: number, limit: number): Promise<StaleMessage[]> {
  const rows = await queryRows<{
    message: StaleMessage['message'];
    attempts: number;
    outcome: string | null;
    command: string | null;
    stale: boolean | null;
  }>(
    db,
    sql`with s as (
          update chat_inbox i set swept_at = now(), attempts = i.attempts + 1
            from (select platform, message_id from chat_inbox
                   where coalesce(swept_at, received_at) <= now() - make_interval(secs => ${olderThanSeconds}::int)
                   order by received_at limit ${limit} for update skip locked) t
           where i.platform = t.platform and i.message_id = t.message_id
          returning i.platform, i.message_id, i.message, i.attempts, i.received_at)
        select s.message, s.attempts, r.outcome, r.command,
               r.created_at <= now() - make_interval(secs => ${olderThanSeconds}::int) as stale
          from s left join chat_command_runs r on r.platform = s.platform and r.message_id = s.message_id
         order by s.received_at`,
  );
  return rows.map((r) => ({
    message: r.message,
    attempts: r.attempts,
    runOutcome: r.outcome,
    runCommand: r.command,
    runStale: r.stale === true,
  }));
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
