import { customCommandNameIssue, normalizeChatText, twitchTextIssue, type ChatCommandConfig } from '@app/chat';
import { AppError } from '../../lib/app-error';
import type * as repo from './custom-repository';
import type { CustomCommandInput, TimerInput } from './schemas';

/**
 * The checks of a custom command or timer before it is saved. A text for Twitch is read by the same
 * guard as at send (`twitchTextIssue`, with the site's offer terms): a casino word, a link, a code or
 * an offer is 400 CHAT_TEXT_NOT_TWITCH_SAFE, naming the field.
 */

/** A Twitch text the guard would drop or change is refused, naming the field and why. */
function twitchSafe(field: string, text: string, twitch: boolean, offerTerms: readonly string[]) {
  if (!twitch) return;
  const issue = twitchTextIssue(text, { extraWords: offerTerms });
  if (issue)
    throw new AppError(
      'CHAT_TEXT_NOT_TWITCH_SAFE',
      issue === 'link'
        ? 'A text sent on Twitch may not hold a link.'
        : 'A text sent on Twitch may not name a casino, a code or an offer.',
      { [field]: issue },
    );
}

/**
 * A custom command as saved: the name without its "!" in lower case, never a built-in's name or alias,
 * the template normalized and, when it runs on Twitch, safe there.
 */
export function commandFields(
  input: CustomCommandInput,
  builtIns: readonly ChatCommandConfig[],
  offerTerms: readonly string[],
): repo.CustomCommandFields {
  const name = normalizeChatText(input.name).replace(/^!+/, '').toLowerCase();
  const issue = customCommandNameIssue(name, builtIns);
  if (issue === 'bad_name')
    throw new AppError('VALIDATION_ERROR', 'Invalid request — name: letters, digits, _ and - only (1 to 32)', {
      name: 'letters, digits, _ and - only (1 to 32)',
    });
  if (issue === 'built_in')
    throw new AppError('CHAT_COMMAND_NAME_TAKEN', `!${name} is a built-in command or one of its aliases.`, {
      name: 'built_in',
    });
  const template = normalizeChatText(input.template);
  if (!template)
    throw new AppError('VALIDATION_ERROR', 'Invalid request — template: required', { template: 'required' });
  twitchSafe('template', template, input.twitch, offerTerms);
  return {
    name,
    template,
    twitch: input.twitch,
    kick: input.kick,
    userCooldownSeconds: input.userCooldownSeconds,
    globalCooldownSeconds: input.globalCooldownSeconds,
    modOnly: input.modOnly,
    enabled: input.enabled,
  };
}

/** A timer as saved: its text normalized and, when it runs on Twitch, safe there. */
export function timerFields(input: TimerInput, offerTerms: readonly string[]): repo.TimerFields {
  const text = normalizeChatText(input.text);
  if (!text) throw new AppError('VALIDATION_ERROR', 'Invalid request — text: required', { text: 'required' });
  twitchSafe('text', text, input.twitch, offerTerms);
  return {
    text,
    intervalMinutes: input.intervalMinutes,
    minMessages: input.minMessages,
    twitch: input.twitch,
    kick: input.kick,
    enabled: input.enabled,
  };
}
