import { fmt, t } from '@/i18n';
import { CHAT_LIMITS } from '../types';
import type { CommandDraft } from './commands-table';

/** A command name or alias as the server reads it (trimmed). */
const namesOf = (d: CommandDraft) => [
  d.name.trim(),
  ...d.aliases
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
];

/**
 * The sentence shown at a field the server refused (400 VALIDATION_ERROR names the field's path in
 * `fields`), in the reader's language: the page words each rule itself rather than show the server's
 * English text. A name or alias the form sees used by another command reads "already used".
 */
export function fieldErrorText(path: string, commands: CommandDraft[]): string {
  const name = /^commands\.(\d+)\.(name|aliases\.(\d+))$/.exec(path);
  if (name) {
    const i = Number(name[1]);
    const draft = commands[i];
    const value = draft ? (name[3] === undefined ? draft.name.trim() : namesOf(draft).slice(1)[Number(name[3])]) : '';
    const uses = commands.flatMap(namesOf).filter((n) => n === value).length;
    return value && uses > 1 ? t('chat-commands.error.nameTaken', { name: value }) : t('chat-commands.error.name');
  }
  if (/^commands\.\d+\.aliases$/.test(path))
    return t('chat-commands.error.tooManyAliases', { max: fmt().number(CHAT_LIMITS.aliases) });
  if (/^commands\.\d+\.(userCooldownSeconds|globalCooldownSeconds)$/.test(path))
    return t('chat-commands.error.cooldown', { max: fmt().number(CHAT_LIMITS.cooldownSeconds) });
  const cost = /^commands\.(\d+)\.cost$/.exec(path);
  if (cost)
    return commands[Number(cost[1])]?.key === 'sr'
      ? t('chat-commands.error.cost', { max: fmt().number(CHAT_LIMITS.cost) })
      : t('chat-commands.error.noCost');
  if (/^commands\.\d+\.enabled\.twitch$/.test(path)) return t('chat-commands.twitchForbidden');
  if (/^templates\.[^.]+\.[^.]+$/.test(path))
    return t('chat-commands.error.templateLength', { max: fmt().number(CHAT_LIMITS.templateChars) });
  if (path.startsWith('templates')) return t('chat-commands.error.templates');
  return t('chat-commands.error.invalid');
}
