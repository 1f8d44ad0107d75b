import type { Platform } from '@app/contracts';
import { CHAT_COMMAND_NAME, type ParsedCommand } from './parse';

/** Every chat command the site answers; each is the same action as a button of the site. */
export const CHAT_COMMAND_KEYS = ['points', 'gtb', 'avg', 'join', 'sr', 'hunt', 'offers', 'wager', 'pick'] as const;
export type ChatCommandKey = (typeof CHAT_COMMAND_KEYS)[number];

/** Commands never answered on Twitch, whatever the configuration: Twitch forbids casino offers. */
export const TWITCH_FORBIDDEN_COMMANDS: readonly ChatCommandKey[] = ['offers'];

/** Most aliases one command may have. */
export const CHAT_COMMAND_MAX_ALIASES = 5;
/** Longest cooldown an admin may set (a day). */
export const CHAT_COOLDOWN_MAX_SECONDS = 86_400;
/** Highest points cost of a command (only `sr` may cost anything). */
export const CHAT_COMMAND_MAX_COST = 1_000_000;

/** How one command is set up by the admin: its chat name, aliases, platforms, cooldowns and cost. */
export type ChatCommandConfig = {
  key: ChatCommandKey;
  /** Lower case, without the prefix. */
  name: string;
  aliases: string[];
  enabled: { twitch: boolean; kick: boolean };
  userCooldownSeconds: number;
  globalCooldownSeconds: number;
  /** Points debited per use; only `sr` may cost points. */
  cost: number;
};

const defaults = (key: ChatCommandKey): ChatCommandConfig => ({
  key,
  name: key,
  aliases: [],
  enabled: { twitch: key !== 'offers', kick: true },
  userCooldownSeconds: 5,
  globalCooldownSeconds: key === 'hunt' || key === 'offers' ? 10 : 0,
  cost: 0,
});

/** The configuration before an admin changes anything (names = keys, `offers` off on Twitch). */
export const DEFAULT_CHAT_COMMANDS: readonly ChatCommandConfig[] = CHAT_COMMAND_KEYS.map(defaults);

export type ChatCommandConfigErrorCode =
  | 'UNKNOWN_KEY'
  | 'DUPLICATE_KEY'
  | 'MISSING_KEY'
  | 'BAD_NAME'
  | 'DUPLICATE_NAME'
  | 'TOO_MANY_ALIASES'
  | 'BAD_COOLDOWN'
  | 'BAD_COST'
  | 'FORBIDDEN_ON_TWITCH';

/** One problem of a configuration; `path` is the input path (`"2.aliases.0"`) for an error's `fields`. */
export type ChatCommandConfigError = { path: string; code: ChatCommandConfigErrorCode; message: string };

const isKey = (k: unknown): k is ChatCommandKey => (CHAT_COMMAND_KEYS as readonly unknown[]).includes(k);
const isWhole = (n: unknown, max: number) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

/**
 * Every problem of a full configuration (empty when it is valid): each key exactly once, names and
 * aliases lower case of 1-32 letters, digits, `_` or `-` and unique across all commands, at most 5
 * aliases, whole cooldowns 0-86,400 s, a cost only on `sr` (0-1,000,000), nothing Twitch forbids on Twitch.
 */
export function validateCommandConfigs(configs: readonly ChatCommandConfig[]): ChatCommandConfigError[] {
  const errors: ChatCommandConfigError[] = [];
  const seenKeys = new Set<ChatCommandKey>();
  const seenNames = new Map<string, string>();
  const checkName = (path: string, name: unknown) => {
    if (typeof name !== 'string' || !CHAT_COMMAND_NAME.test(name) || name !== name.toLowerCase()) {
      errors.push({
        path,
        code: 'BAD_NAME',
        message: 'must be 1 to 32 lower-case letters, digits, _ or -, without the prefix',
      });
      return;
    }
    const first = seenNames.get(name);
    if (first !== undefined) {
      errors.push({ path, code: 'DUPLICATE_NAME', message: `"${name}" is already used at ${first}` });
      return;
    }
    seenNames.set(name, path);
  };

  configs.forEach((c, i) => {
    if (!isKey(c.key)) {
      errors.push({ path: `${i}.key`, code: 'UNKNOWN_KEY', message: `must be one of ${CHAT_COMMAND_KEYS.join(', ')}` });
    } else if (seenKeys.has(c.key)) {
      errors.push({ path: `${i}.key`, code: 'DUPLICATE_KEY', message: `"${c.key}" is configured twice` });
    } else {
      seenKeys.add(c.key);
    }
    checkName(`${i}.name`, c.name);
    const aliases: unknown[] = Array.isArray(c.aliases) ? c.aliases : [];
    if (aliases.length > CHAT_COMMAND_MAX_ALIASES)
      errors.push({
        path: `${i}.aliases`,
        code: 'TOO_MANY_ALIASES',
        message: `at most ${CHAT_COMMAND_MAX_ALIASES} aliases`,
      });
    for (const field of ['userCooldownSeconds', 'globalCooldownSeconds'] as const)
      if (!isWhole(c[field], CHAT_COOLDOWN_MAX_SECONDS))
        errors.push({
          path: `${i}.${field}`,
          code: 'BAD_COOLDOWN',
          message: `must be whole seconds from 0 to ${CHAT_COOLDOWN_MAX_SECONDS}`,
        });
    if (!isWhole(c.cost, c.key === 'sr' ? CHAT_COMMAND_MAX_COST : 0))
      errors.push({
        path: `${i}.cost`,
        code: 'BAD_COST',
        message: c.key === 'sr' ? `must be whole points from 0 to ${CHAT_COMMAND_MAX_COST}` : 'only sr may cost points',
      });
    if (isKey(c.key) && TWITCH_FORBIDDEN_COMMANDS.includes(c.key) && c.enabled?.twitch === true)
      errors.push({
        path: `${i}.enabled.twitch`,
        code: 'FORBIDDEN_ON_TWITCH',
        message: `${c.key} can never be enabled on Twitch (no casino offers there)`,
      });
  });
  // Aliases after every name, so a clash is reported on the alias, not on a command's own name.
  configs.forEach((c, i) => {
    if (Array.isArray(c.aliases)) c.aliases.forEach((a, j) => checkName(`${i}.aliases.${j}`, a));
  });
  for (const key of CHAT_COMMAND_KEYS)
    if (!seenKeys.has(key)) errors.push({ path: '', code: 'MISSING_KEY', message: `"${key}" is not configured` });
  return errors;
}

/**
 * A stored configuration read as today's: entries of keys this version does not know (a newer
 * version's, after a rollback) are dropped, and every key added since it was saved is appended with
 * its defaults, so an install keeps its admin's names, aliases, switches and cooldowns when a command
 * is added. An added command whose default name is already taken (a name or alias the admin gave
 * another command) is added switched off on both platforms under the first free name `<key>-2`,
 * `<key>-3`…: the admin's own choice keeps working as before, and they may rename and enable it.
 */
export function completeCommandConfigs(stored: readonly ChatCommandConfig[]): ChatCommandConfig[] {
  const known = stored.filter((c) => isKey(c.key));
  const taken = new Set(known.flatMap((c) => [c.name, ...(Array.isArray(c.aliases) ? c.aliases : [])]));
  const added: ChatCommandConfig[] = [];
  for (const key of CHAT_COMMAND_KEYS) {
    if (known.some((c) => c.key === key)) continue;
    const fresh = defaults(key);
    if (taken.has(fresh.name)) {
      let n = 2;
      while (taken.has(`${key}-${n}`)) n++;
      fresh.name = `${key}-${n}`;
      fresh.enabled = { twitch: false, kick: false };
    }
    taken.add(fresh.name);
    added.push(fresh);
  }
  return [...known, ...added];
}

/** Whether a command may run on a platform: enabled there, and never a command Twitch forbids. */
export function isCommandAllowedOn(config: ChatCommandConfig, platform: Platform): boolean {
  if (platform === 'twitch' && TWITCH_FORBIDDEN_COMMANDS.includes(config.key)) return false;
  return config.enabled[platform] === true;
}

/**
 * The configured command a parsed message names (by name or alias, first match), or null when none
 * does or it is not allowed on this platform.
 */
export function resolveCommand(
  parsed: ParsedCommand | null,
  configs: readonly ChatCommandConfig[],
  platform: Platform,
): { key: ChatCommandKey; config: ChatCommandConfig } | null {
  if (!parsed) return null;
  const config = configs.find(
    (c) => c.name.toLowerCase() === parsed.name || c.aliases.some((a) => a.toLowerCase() === parsed.name),
  );
  if (!config || !isCommandAllowedOn(config, platform)) return null;
  return { key: config.key, config };
}

/** Why a custom command's name cannot be used: not a command name, or a built-in's name or alias. */
export type CustomCommandNameIssue = 'bad_name' | 'built_in';

/**
 * Whether the admin may name a custom command `name` (lower case, letters, digits, `_`, `-`): never a
 * built-in command's configured name or alias, nor a built-in key (a later rename must not shadow it).
 */
export function customCommandNameIssue(
  name: string,
  builtIns: readonly ChatCommandConfig[],
): CustomCommandNameIssue | null {
  if (!CHAT_COMMAND_NAME.test(name) || name !== name.toLowerCase()) return 'bad_name';
  const taken = new Set<string>(CHAT_COMMAND_KEYS);
  for (const c of builtIns) for (const n of [c.name, ...c.aliases]) taken.add(n.toLowerCase());
  return taken.has(name) ? 'built_in' : null;
}
