import type { ChatCommandConfig } from '@app/chat';
import type { Platform } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { changes, type Fields } from '../audit/summary';
import * as repo from './custom-repository';
import { commandFields, timerFields } from './custom-fields';
import type { CustomCommandInput, TimerInput } from './schemas';
import type { ChatCommandsDeps } from './types';

/** How long an instance keeps the custom commands and timers it read (a save here drops it at once). */
const CACHE_TTL_MS = 5_000;

export type CustomCommand = repo.CustomCommandRow;
export type ChatTimer = repo.TimerRow;

const taken = (name: string) =>
  new AppError('CHAT_COMMAND_NAME_TAKEN', `!${name} is already a custom command.`, { name: 'taken' });

const fieldsOf = (row: object): Fields => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row as Fields;
  return rest;
};

/** A write of a command or timer and its audit row (the fields before and after), in one transaction. */
async function auditedWrite<T extends object>(
  db: Executor,
  actor: AuditActor,
  action: string,
  targetId: (row: T) => string,
  write: (tx: Executor) => Promise<{ row: T; before: T | null; after: T | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await write(tx);
    await auditService.record(tx, actor, {
      action,
      targetType: 'setting',
      targetId: targetId(done.row),
      summary: changes(done.before ? fieldsOf(done.before) : null, done.after ? fieldsOf(done.after) : null),
    });
    return done.row;
  });
}

/** A unique-name violation of a write is the name being taken. */
async function unique<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken(name);
    throw err;
  }
}

/** The commands and timers as this instance last read them, for CACHE_TTL_MS. */
function createCustomCache(db: Executor) {
  let cached: { commands: CustomCommand[]; timers: ChatTimer[]; until: number } | null = null;
  return {
    async current() {
      if (cached && cached.until > Date.now()) return cached;
      const [commands, timers] = await Promise.all([repo.listCustomCommands(db), repo.listTimers(db)]);
      cached = { commands, timers, until: Date.now() + CACHE_TTL_MS };
      return cached;
    },
    forget() {
      cached = null;
    },
  };
}

/**
 * The admin's own chat commands and timers (issue 34): listed, added, edited, deleted (audited), and
 * read by the chat (cached per instance). A name never shadows a built-in command or its aliases (409
 * CHAT_COMMAND_NAME_TAKEN, also for another custom command's name); a text for Twitch is read at save
 * by the same guard as at send (`twitchTextIssue`, with the site's offer terms): a casino word, a
 * link, a code or an offer is 400 CHAT_TEXT_NOT_TWITCH_SAFE.
 */
export function createCustomChat(
  deps: Pick<ChatCommandsDeps, 'db' | 'offerTerms'>,
  builtIns: () => Promise<readonly ChatCommandConfig[]>,
) {
  const cache = createCustomCache(deps.db);
  const current = cache.current;
  const forget = cache.forget;
  /** The write, audited; this instance's cache is dropped at once (others within CACHE_TTL_MS). */
  async function audited<T extends object>(
    actor: AuditActor,
    action: string,
    targetId: (row: T) => string,
    write: (tx: Executor) => Promise<{ row: T; before: T | null; after: T | null }>,
  ): Promise<T> {
    const row = await auditedWrite(deps.db, actor, action, targetId, write);
    forget();
    return row;
  }

  return {
    /** Every custom command and timer as stored (the admin page; the chat reads `current`). */
    async list() {
      const [commands, timers] = await Promise.all([repo.listCustomCommands(deps.db), repo.listTimers(deps.db)]);
      return { commands, timers };
    },
    /** The enabled custom command a chat message names on a platform, or null. */
    async find(name: string, platform: Platform): Promise<CustomCommand | null> {
      const c = (await current()).commands.find((x) => x.name === name);
      return c && c.enabled && c[platform] ? c : null;
    },
    /** Whether an enabled timer runs on a platform (the chat counts that platform's messages only then). */
    async timersOn(platform: Platform): Promise<boolean> {
      return (await current()).timers.some((t) => t.enabled && t[platform]);
    },
    /** The custom commands' names (a built-in's rename or alias may not take one). */
    async names(): Promise<string[]> {
      return (await current()).commands.map((c) => c.name);
    },
    async createCommand(input: CustomCommandInput, actor: AuditActor): Promise<CustomCommand> {
      const fields = commandFields(input, await builtIns(), deps.offerTerms());
      return audited<CustomCommand>(
        actor,
        'chat_custom_command.create',
        (r) => r.name,
        async (tx) => {
          const row = await unique(fields.name, () => repo.insertCustomCommand(tx, fields));
          if (!row) throw taken(fields.name);
          return { row, before: null, after: row };
        },
      );
    },
    async updateCommand(id: string, input: CustomCommandInput, actor: AuditActor): Promise<CustomCommand> {
      const fields = commandFields(input, await builtIns(), deps.offerTerms());
      return audited<CustomCommand>(
        actor,
        'chat_custom_command.update',
        (r) => r.name,
        async (tx) => {
          const before = await repo.getCustomCommand(tx, id);
          if (!before) throw notFound('Custom command');
          const row = await unique(fields.name, () => repo.updateCustomCommand(tx, id, fields));
          if (!row) throw notFound('Custom command');
          return { row, before, after: row };
        },
      );
    },
    async deleteCommand(id: string, actor: AuditActor): Promise<void> {
      await audited<CustomCommand>(
        actor,
        'chat_custom_command.delete',
        (r) => r.name,
        async (tx) => {
          const row = await repo.deleteCustomCommand(tx, id);
          if (!row) throw notFound('Custom command');
          return { row, before: row, after: null };
        },
      );
    },
    async createTimer(input: TimerInput, actor: AuditActor): Promise<ChatTimer> {
      const fields = timerFields(input, deps.offerTerms());
      return audited<ChatTimer>(
        actor,
        'chat_timer.create',
        (r) => r.id,
        async (tx) => {
          const row = await repo.insertTimer(tx, fields);
          return { row, before: null, after: row };
        },
      );
    },
    async updateTimer(id: string, input: TimerInput, actor: AuditActor): Promise<ChatTimer> {
      const fields = timerFields(input, deps.offerTerms());
      return audited<ChatTimer>(
        actor,
        'chat_timer.update',
        (r) => r.id,
        async (tx) => {
          const before = await repo.getTimer(tx, id);
          if (!before) throw notFound('Timer');
          const row = await repo.updateTimer(tx, id, fields);
          if (!row) throw notFound('Timer');
          return { row, before, after: row };
        },
      );
    },
    async deleteTimer(id: string, actor: AuditActor): Promise<void> {
      await audited<ChatTimer>(
        actor,
        'chat_timer.delete',
        (r) => r.id,
        async (tx) => {
          const row = await repo.deleteTimer(tx, id);
          if (!row) throw notFound('Timer');
          return { row, before: row, after: null };
        },
      );
    },
    forget,
  };
}

export type CustomChat = ReturnType<typeof createCustomChat>;
