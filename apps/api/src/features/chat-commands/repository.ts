import { desc, eq, sql } from 'drizzle-orm';
import type { Locale, Platform } from '@app/contracts';
import type { Executor } from '../../db/client';
import { queryPrepared, queryRows } from '../../db/client';
import type { StoredChatMessage } from '../../lib/chat-inbox';
import { chatCommandRuns, chatCommandSettings } from '../../db/schema';

/** Keeps the log at its last this-many runs. */
const LOG_SIZE = 500;

/** A chat message's intake (`takeRuns`): its claim, its cooldowns, the chatter's account and language. */
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

/** What a chat message's intake asks for: its run, the cooldowns it takes, and whether it is a sweep's retry. */
export type RunRequest = {
  platform: Platform;
  messageId: string;
  chatterId: string;
  chatterLogin: string;
  command: string;
  input: string;
  globalKey: string;
  /** 0: no global cooldown asked for. */
  globalSeconds: number;
  userKey: string;
  /** 0: no cooldown of the chatter's own asked for. */
  userSeconds: number;
  /**
   * The inbox sweep only (ADR 079): also claims a run that was claimed before and never finished (its
   * instance stopped mid-command), when that claim is at least this old; null otherwise.
   */
  retryAfterSeconds: number | null;
};

/**
 * Chat messages' intake in one prepared statement for any number of them (issue 37 item 3, ADR 073,
 * ADR 080): each message is claimed (its run row, once on any instance); only a claimed message takes
 * the global cooldown and then, only when that was free, the chatter's own (a cooldown of 0 s is not
 * asked for); and the chatter's account and its chosen language are read. A cooldown is taken when its
 * last use is at least `seconds` old (or it was never used), stamped now.
 *
 * Within one batch the messages count in the order given: of two with the same cooldown key, the
 * first may take it and the second finds it taken; of the same message id twice, the first claims it.
 * Rows are written in key order (runs by message id, cooldowns by key), so two instances' batches
 * wait for each other's rows in one order and never deadlock. A retry's claim is an update of the run
 * row under its lock, only while it is `running` and old enough, so one retry wins on any number of
 * instances. Answers one intake per message, in order.
 */
export async function takeRuns(db: Executor, requests: readonly RunRequest[]): Promise<RunIntake[]> {
  if (requests.length === 0) return [];
  const input = JSON.stringify(
    requests.map((r) => ({
      platform: r.platform,
      message_id: r.messageId,
      chatter_id: r.chatterId,
      chatter_login: r.chatterLogin,
      command: r.command,
      input: r.input,
      global_key: r.globalKey,
      global_seconds: r.globalSeconds,
      user_key: r.userKey,
      user_seconds: r.userSeconds,
      retry_after: r.retryAfterSeconds ?? -1,
    })),
  );
  const rows = await queryPrepared<{
    claimed: boolean;
    finished_before: boolean;
    free: boolean;
    user_id: string | null;
    locale: string | null;
  }>(
    db,
    'chat_take_run',
    sql`with input as (
          select * from rows from (jsonb_to_recordset(${input}::jsonb) as (
            platform text, message_id text, chatter_id text, chatter_login text, command text, input text,
            global_key text, global_seconds int, user_key text, user_seconds int, retry_after int))
            with ordinality as t(platform, message_id, chatter_id, chatter_login, command, input,
                                 global_key, global_seconds, user_key, user_seconds, retry_after, seq)),
        first as (
          select distinct on (platform, message_id) * from input order by platform, message_id, seq),
        run as (
          insert into chat_command_runs (platform, message_id, chatter_id, chatter_login, command, input)
          select platform, message_id, chatter_id, chatter_login, command, input from first
           order by platform, message_id
          on conflict (platform, message_id) do update set created_at = now()
          where chat_command_runs.outcome = 'running'
            and (select f.retry_after >= 0 and chat_command_runs.created_at
                          <= now() - make_interval(secs => greatest(f.retry_after, 0))
                   from first f where f.platform = excluded.platform and f.message_id = excluded.message_id)
          returning platform, message_id),
        claimed as (
          select f.* from first f join run r on r.platform = f.platform and r.message_id = f.message_id),
        global_want as (
          select distinct on (global_key) global_key, global_seconds, seq from claimed
           where global_seconds > 0 order by global_key, seq),
        global_cooldown as (
          insert into chat_cooldowns (key, last_used_at)
          select global_key, now() from global_want order by global_key
          on conflict (key) do update set last_used_at = excluded.last_used_at
          where chat_cooldowns.last_used_at <= now() - make_interval(secs => (
            select g.global_seconds from global_want g where g.global_key = excluded.key))
          returning key),
        global_won as (
          select g.seq from global_want g join global_cooldown c on c.key = g.global_key),
        user_want as (
          select distinct on (user_key) user_key, user_seconds, seq from claimed
           where user_seconds > 0 and (global_seconds = 0 or seq in (select seq from global_won))
           order by user_key, seq),
        user_cooldown as (
          insert into chat_cooldowns (key, last_used_at)
          select user_key, now() from user_want order by user_key
          on conflict (key) do update set last_used_at = excluded.last_used_at
          where chat_cooldowns.last_used_at <= now() - make_interval(secs => (
            select u.user_seconds from user_want u where u.user_key = excluded.key))
          returning key),
        user_won as (
          select u.seq from user_want u join user_cooldown c on c.key = u.user_key)
        select c.seq is not null as claimed,
               case when c.seq is not null then false
                    else coalesce((select r.outcome <> 'running' from chat_command_runs r
                                    where r.platform = i.platform and r.message_id = i.message_id), false)
               end as finished_before,
               c.seq is not null
                 and (i.global_seconds = 0 or i.seq in (select seq from global_won))
                 and (i.user_seconds = 0 or i.seq in (select seq from user_won)) as free,
               ident.user_id, u.locale
          from input i
          left join claimed c on c.seq = i.seq
          left join user_identities ident on ident.platform = i.platform and ident.platform_user_id = i.chatter_id
          left join users u on u.id = ident.user_id
         order by i.seq`,
  );
  return rows.map((row) => ({
    claimed: row.claimed,
    finishedBefore: row.finished_before,
    free: row.free,
    userId: row.user_id,
    locale: row.locale,
  }));
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
