import {
  CHAT_COMMAND_KEYS,
  DEFAULT_CHAT_COMMANDS,
  completeCommandConfigs,
  validateCommandConfigs,
  DEFAULT_REPLY_TEMPLATES,
  type ChatCommandConfig,
  type ChatReplyKind,
} from '@app/chat';
import type { Locale } from '@app/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/actor';
import { auditService } from '../audit/service';
import { changes, type Fields } from '../audit/summary';
import * as repo from './repository';
import { chatCommandConfigSchema, chatCommandSettingsSchema, type ChatCommandSettings } from './schemas';
import type { Templates, ChatCommandsDeps } from './types';

/**
 * How long an instance keeps the settings it read: a save on another instance takes effect here
 * within this many milliseconds (a save on this instance at once).
 */
const SETTINGS_TTL_MS = 5_000;

/**
 * The audit summary of a save of the chat command settings: per command key, the fields that changed;
 * the reply templates that changed, by kind.
 */
function settingsChanges(
  before: { commands: unknown; templates: unknown } | null,
  after: ChatCommandSettings,
): { before: Fields; after: Fields } {
  // Never saved before: the defaults were in force.
  const previous = Array.isArray(before?.commands)
    ? (before.commands as Fields[])
    : (DEFAULT_CHAT_COMMANDS as unknown as Fields[]);
  // Read back in the fields' own order (jsonb orders an object's keys its own way, and the diff compares JSON).
  const inOrder = (c: Fields): Fields => {
    const enabled = c.enabled as Fields | null | undefined;
    return {
      ...c,
      enabled: enabled && typeof enabled === 'object' ? { twitch: enabled.twitch, kick: enabled.kick } : enabled,
    };
  };
  const oldCommands = new Map(previous.map((c) => [String(c.key), inOrder(c)]));
  const b: Fields = {};
  const a: Fields = {};
  for (const command of after.commands) {
    const diff = changes(oldCommands.get(command.key) ?? {}, command as unknown as Fields);
    if (diff.after && Object.keys(diff.after).length) {
      b[command.key] = diff.before;
      a[command.key] = diff.after;
    }
  }
  const oldTemplates = (before?.templates ?? {}) as Record<string, unknown>;
  const newTemplates = after.templates as Record<string, unknown>;
  const kinds = [...new Set([...Object.keys(oldTemplates), ...Object.keys(newTemplates)])].filter(
    (k) => JSON.stringify(oldTemplates[k] ?? null) !== JSON.stringify(newTemplates[k] ?? null),
  );
  if (kinds.length) a.templatesChanged = kinds;
  return { before: b, after: a };
}

/**
 * The commands of a stored row as today's configuration: the entries of known keys read one by one
 * (an entry that does not read leaves it to the caller's refusal), the keys added since completed with
 * their defaults. Anything else is returned as stored, for the schema to refuse.
 */
function storedCommands(stored: unknown): unknown {
  if (!Array.isArray(stored)) return stored;
  const known = stored.filter((c: unknown) =>
    (CHAT_COMMAND_KEYS as readonly unknown[]).includes((c as { key?: unknown } | null)?.key),
  );
  const parsed = z.array(chatCommandConfigSchema).safeParse(known);
  return parsed.success ? completeCommandConfigs(parsed.data) : stored;
}

/** A config with exactly the known fields (a stored or posted one may carry more). */
export function copyConfig(c: ChatCommandConfig): ChatCommandConfig {
  return {
    key: c.key,
    name: c.name,
    aliases: [...c.aliases],
    enabled: { twitch: c.enabled.twitch, kick: c.enabled.kick },
    userCooldownSeconds: c.userCooldownSeconds,
    globalCooldownSeconds: c.globalCooldownSeconds,
    cost: c.cost,
  };
}

/** The admin's chat command settings: read (cached per instance), saved (validated, audited), the defaults. */
export function createChatCommandSettings(
  deps: Pick<ChatCommandsDeps, 'db' | 'slotRequests' | 'log'>,
  /** The admin's custom commands' names: a built-in's name or alias may not take one (issue 34). */
  customNames: () => Promise<readonly string[]> = async () => [],
) {
  let cached: { settings: ChatCommandSettings; until: number } | null = null;

  /**
   * The admin's settings (the defaults before the first save), read at most every SETTINGS_TTL_MS:
   * another instance's save is stale here for up to that long. A row saved before a command existed
   * reads with that command's defaults added (`completeCommandConfigs`; a key this version does not
   * know is dropped), so the admin's choices stay; a row that still does not read falls back to the
   * defaults, logged.
   */
  async function settings(): Promise<ChatCommandSettings> {
    if (cached && cached.until > Date.now()) return cached.settings;
    const row = await repo.getSettings(deps.db);
    let value: ChatCommandSettings = { commands: DEFAULT_CHAT_COMMANDS.map(copyConfig), templates: {} };
    if (row) {
      const parsed = chatCommandSettingsSchema.safeParse({
        commands: storedCommands(row.commands),
        templates: row.templates,
      });
      if (parsed.success && validateCommandConfigs(parsed.data.commands).length === 0) value = parsed.data;
      else deps.log.warn('chat command settings unreadable: the defaults are used');
    }
    cached = { settings: value, until: Date.now() + SETTINGS_TTL_MS };
    return value;
  }

  /** Validates and saves the admin's settings (400 VALIDATION_ERROR naming `commands.<i>.<field>`). */
  async function saveSettings(input: ChatCommandSettings, actor: AuditActor): Promise<void> {
    const errors = validateCommandConfigs(input.commands);
    if (errors.length) {
      const fields: Record<string, string> = {};
      for (const e of errors) fields[e.path ? `commands.${e.path}` : 'commands'] ??= e.message;
      const summary = Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      throw new AppError('VALIDATION_ERROR', `Invalid request — ${summary}`, fields);
    }
    const own = new Set(await customNames());
    for (const [i, c] of input.commands.entries())
      for (const n of [c.name, ...c.aliases])
        if (own.has(n.toLowerCase()))
          throw new AppError('CHAT_COMMAND_NAME_TAKEN', `!${n} is a custom command: rename or delete it first.`, {
            [`commands.${i}.name`]: 'custom',
          });
    // Empty overrides mean "the default": they are not stored.
    const templates: Templates = {};
    for (const [kind, t] of Object.entries(input.templates) as [ChatReplyKind, Partial<Record<Locale, string>>][]) {
      const kept = Object.fromEntries(Object.entries(t).filter(([, v]) => v !== undefined && v.trim() !== ''));
      if (Object.keys(kept).length) templates[kind] = kept;
    }
    const value: ChatCommandSettings = {
      commands: input.commands.map(copyConfig),
      templates: templates as ChatCommandSettings['templates'],
    };
    await deps.db.transaction(async (tx) => {
      const before = await repo.getSettings(tx);
      const summary = settingsChanges(before, value);
      // A save that changes nothing writes nothing (no row, no audit entry).
      if (Object.keys(summary.after ?? {}).length === 0) return;
      await repo.saveSettings(tx, value, actor.userId);
      await auditService.record(tx, actor, {
        action: 'chat_commands.update',
        targetType: 'setting',
        targetId: 'chat_commands',
        summary,
      });
    });
    cached = { settings: value, until: Date.now() + SETTINGS_TTL_MS };
    // A slot request costs the same from the site and from chat: the `sr` cost is the slot requests' one
    // (saved, and audited, by the slot requests service in its own transaction).
    const sr = value.commands.find((c) => c.key === 'sr');
    if (sr && sr.cost !== (await deps.slotRequests.settings()).cost)
      await deps.slotRequests.saveSettings({ cost: sr.cost }, actor);
  }

  /** The settings as the Commands page shows them: the `sr` cost is the slot requests' current cost. */
  async function adminSettings(): Promise<ChatCommandSettings> {
    const [current, requests] = await Promise.all([settings(), deps.slotRequests.settings()]);
    return {
      ...current,
      commands: current.commands.map((c) => (c.key === 'sr' ? { ...copyConfig(c), cost: requests.cost } : c)),
    };
  }

  return {
    settings,
    adminSettings,
    saveSettings,
    defaults: () => ({ commands: DEFAULT_CHAT_COMMANDS.map(copyConfig), templates: DEFAULT_REPLY_TEMPLATES }),
  };
}

export type ChatCommandSettingsService = ReturnType<typeof createChatCommandSettings>;
