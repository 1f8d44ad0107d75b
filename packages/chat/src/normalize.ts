/** The most characters (UTF-16 code units) Kick and Twitch accept in one chat message. */
export const CHAT_MESSAGE_MAX_CHARS = 500;

/**
 * Characters removed outright: zero-width and bidi controls (U+200B-U+200F, U+202A-U+202E,
 * U+2060-U+2069, U+FEFF), plus the C0/C1 controls that are not whitespace, the soft hyphen, the
 * Arabic letter mark and the Mongolian vowel separator (all invisible, all usable to hide a word).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/** A Kick emote as it appears in a message's content: `[emote:37226:KEKW]`. */
const KICK_EMOTE = /\[emote:\d+:[^[\]]*\]/gi;

function removeEmotes(text: string): string {
  // Removing one token can join the text around it into another ("[emote:1:[emote:2:x]y]").
  let previous: string;
  let current = text;
  do {
    previous = current;
    current = current.replace(KICK_EMOTE, ' ');
  } while (current !== previous);
  return current;
}

/** Cuts to at most `max` UTF-16 units without leaving half of a surrogate pair. */
export function capChars(text: string, max: number = CHAT_MESSAGE_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function pass(text: string): string {
  let t = removeEmotes(text.replace(INVISIBLE, ''));
  // NFKC after the removals, so a control or an emote that sat between a letter and its accent
  // does not leave an uncomposed pair behind; then again, in case NFKC made a token (full-width brackets).
  t = removeEmotes(t.normalize('NFKC').replace(INVISIBLE, ''));
  t = t.replace(/\s+/g, ' ').trim();
  return capChars(t).trimEnd();
}

/**
 * One form of chat text for every rule: NFKC, no zero-width / bidi / control characters, no Kick
 * emote tokens, whitespace collapsed to single spaces and trimmed, at most 500 UTF-16 units.
 * Idempotent: normalizing twice changes nothing.
 */
export function normalizeChatText(text: string): string {
  let current = pass(text);
  // One pass is almost always a fixed point; the loop covers removals that let NFKC compose anew.
  for (let i = 0; i < 4; i++) {
    const next = pass(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
