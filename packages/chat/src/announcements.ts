import type { Locale } from '@app/contracts';
import { CHAT_MESSAGE_MAX_CHARS, normalizeChatText } from './normalize';
import {
  isSafeValue,
  plainVars,
  SafeReply,
  type KickReplyVars,
  type SafeReplyVars,
  type SafeValue,
} from './reply-values';
import { renderReply, type ChatReplyKind, type ChatReplyTemplates } from './templates';

/** The chat announcements the admin switches on and off per platform (features/chat-announcements). */
export const ANNOUNCEMENT_KINDS = ['hunt_gtb', 'hunt_avg', 'giveaway_drawn', 'giveaway_final', 'sr_played'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** "+3 more" after a cut list, in the announcement's language. */
const MORE: Record<Locale, (n: number) => string> = {
  en: (n) => `+${n} more`,
  'pt-PT': (n) => `e mais ${n}`,
  'pt-BR': (n) => `e mais ${n}`,
};
/** An empty list. */
const NOBODY: Record<Locale, string> = { en: 'no one', 'pt-PT': 'ninguém', 'pt-BR': 'ninguém' };
/** Stands for the list while the rest of the line is measured (a private-use character NFKC keeps). */
const MARK = '\uE000';

/**
 * The list in a line of at most `maxChars`: as many names as fit in order, then "+N more" for the
 * rest; "no one" for an empty list. The names are SafeValues (chat names), so the list is one too.
 */
function fitList(line: string, names: readonly string[], locale: Locale, maxChars: number): string {
  const marks = line.split(MARK).length - 1;
  if (marks === 0) return line;
  const room = Math.floor((maxChars - (line.length - marks)) / marks);
  let list = names.length ? '' : NOBODY[locale];
  for (let k = names.length; k >= 0 && names.length; k--) {
    const shown = names.slice(0, k).join(', ');
    const rest = names.length - k;
    list = rest === 0 ? shown : k === 0 ? MORE[locale](rest) : `${shown} ${MORE[locale](rest)}`;
    if (list.length <= room) break;
  }
  return line.replaceAll(MARK, list);
}

/**
 * An announcement line whose `list` variable names many people (GTB or giveaway winners): the
 * template (the admin's, else the default) filled, with the list cut to fit the platform's message
 * length (`maxChars`, 500 on Twitch and Kick) and "+N more" for the names left out.
 */
function renderListLine(
  kind: ChatReplyKind,
  locale: Locale,
  vars: KickReplyVars,
  list: { name: string; items: readonly SafeValue[] },
  templates: ChatReplyTemplates,
  maxChars: number,
): string {
  if (Object.hasOwn(vars, list.name)) throw new Error(`the list "${list.name}" is passed as the list, not as a value`);
  for (const v of list.items) if (!isSafeValue(v)) throw new Error('a list item must be a SafeValue');
  const base = renderReply(kind, locale, { ...plainVars(vars, locale), [list.name]: MARK }, templates);
  const names = list.items.map((v) => String(v.in(locale)));
  return normalizeChatText(fitList(base, names, locale, maxChars));
}

/** A list announcement that may go to Twitch: safe values only (ADR 054), checked at run time. */
export function renderSafeListAnnouncement(
  kind: ChatReplyKind,
  locale: Locale,
  vars: SafeReplyVars,
  list: { name: string; items: readonly SafeValue[] },
  templates: ChatReplyTemplates = {},
  maxChars: number = CHAT_MESSAGE_MAX_CHARS,
): SafeReply {
  for (const [name, v] of Object.entries(vars))
    if (!isSafeValue(v)) throw new Error(`a safe reply takes no value "${name}" that is not a SafeValue`);
  return SafeReply.mint(renderListLine(kind, locale, vars, list, templates, maxChars));
}

/** A list announcement for Kick, which may carry the admin's own text (a giveaway's title). */
export function renderKickListAnnouncement(
  kind: ChatReplyKind,
  locale: Locale,
  vars: KickReplyVars,
  list: { name: string; items: readonly SafeValue[] },
  templates: ChatReplyTemplates = {},
  maxChars: number = CHAT_MESSAGE_MAX_CHARS,
): string {
  return renderListLine(kind, locale, vars, list, templates, maxChars);
}
