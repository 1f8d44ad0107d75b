import { normalizeChatText } from './normalize';

/** Longest command name (after the prefix), in code points. */
export const CHAT_COMMAND_NAME_MAX = 32;
/** Most arguments a command keeps; words past the tenth are dropped. */
export const CHAT_COMMAND_MAX_ARGS = 10;

/** A command name: letters, digits, `_` and `-`, 1 to 32 of them, lower case. */
export const CHAT_COMMAND_NAME = new RegExp(`^[\\p{L}\\p{N}_-]{1,${CHAT_COMMAND_NAME_MAX}}$`, 'u');

export type ParsedCommand = { name: string; args: string[] };

/**
 * Reads `!name arg1 arg2 …` from a chat message (normalized first, so a full-width `！` is `!`):
 * the name lower-cased without locale, at most 10 arguments; null for anything that is not a
 * command (no prefix, a space after it, a name with other characters or longer than 32).
 */
export function parseCommand(text: string, prefix = '!'): ParsedCommand | null {
  const p = normalizeChatText(prefix);
  if (p === '' || p.includes(' '))
    throw new Error(`a command prefix must be non-empty without spaces, got "${prefix}"`);
  const t = normalizeChatText(text);
  if (!t.startsWith(p)) return null;
  const [head = '', ...rest] = t.slice(p.length).split(' ');
  // toLowerCase is locale-independent (toLocaleLowerCase is not); checked after, so the name always fits.
  const name = head.toLowerCase();
  if (!CHAT_COMMAND_NAME.test(name)) return null;
  return { name, args: rest.filter((a) => a !== '').slice(0, CHAT_COMMAND_MAX_ARGS) };
}
