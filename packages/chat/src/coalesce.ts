import { CHAT_MESSAGE_MAX_CHARS, capChars, normalizeChatText } from './normalize';
import type { ChatLang } from './templates';

/** One command's result waiting for a reply: what it was, whether it went through, why not, and who. */
export type ChatOutcome = { kind: string; ok: boolean; reason?: string; chatter: string };

type Noun = { one: string; many: string; feminine?: boolean };
const NOUNS: Record<ChatLang, Record<string, Noun>> = {
  pt: {
    gtb: { one: 'palpite', many: 'palpites' },
    avg: { one: 'aposta', many: 'apostas', feminine: true },
    join: { one: 'entrada', many: 'entradas', feminine: true },
    sr: { one: 'pedido', many: 'pedidos' },
  },
  en: {
    gtb: { one: 'guess', many: 'guesses' },
    avg: { one: 'bet', many: 'bets' },
    join: { one: 'entry', many: 'entries' },
    sr: { one: 'request', many: 'requests' },
  },
};

/** "recorded" / "refused" agreeing with the noun (Portuguese has gender and number). */
function participle(lang: ChatLang, noun: Noun, ok: boolean, count: number): string {
  if (lang === 'en') return ok ? 'recorded' : 'refused';
  const stem = ok ? 'registrad' : 'recusad';
  return `${stem}${noun.feminine ? 'a' : 'o'}${count === 1 ? '' : 's'}`;
}

const mention = (chatter: string) => {
  const name = normalizeChatText(chatter).replace(/^@+/, '');
  return `@${name}`;
};

/** The refusal reasons of a group, most frequent first ("already guessed (2), closed (1)"). */
function reasonsText(refused: readonly ChatOutcome[]): string {
  const counts = new Map<string, number>();
  for (const o of refused) {
    const r = o.reason === undefined ? '' : normalizeChatText(o.reason);
    if (r !== '') counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  if (counts.size === 0) return '';
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 1 && sorted[0]![1] === refused.length) return `: ${sorted[0]![0]}`;
  return `: ${sorted.map(([r, n]) => `${r} (${n})`).join(', ')}`;
}

function segment(kind: string, group: readonly ChatOutcome[], lang: ChatLang): string {
  const noun = NOUNS[lang][kind] ?? { one: kind, many: kind };
  if (group.length === 1) {
    const o = group[0]!;
    const reason =
      o.ok || o.reason === undefined || normalizeChatText(o.reason) === '' ? '' : `: ${normalizeChatText(o.reason)}`;
    return `${mention(o.chatter)}: ${noun.one} ${participle(lang, noun, o.ok, 1)}${reason}`;
  }
  const ok = group.filter((o) => o.ok).length;
  const refused = group.filter((o) => !o.ok);
  const count = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  if (refused.length === 0) return `${count(ok)} ${participle(lang, noun, true, ok)}`;
  const refusedText = `${participle(lang, noun, false, refused.length)}${reasonsText(refused)}`;
  if (ok === 0) return `${count(refused.length)} ${refusedText}`;
  return `${count(ok)} ${participle(lang, noun, true, ok)}, ${refused.length} ${refusedText}`;
}

const SEPARATOR = ' · ';
// Three dots, not U+2026: NFKC would turn the ellipsis into them anyway.
const MORE = ' ...';

/**
 * Many command results as few chat lines: one segment per kind in first-seen order, a lone result
 * with the chatter's name ("@ana: palpite registrado"), several counted ("12 guesses recorded, 3
 * refused: already guessed"); segments packed into at most `maxLines` lines of at most 500
 * characters, and what does not fit dropped with a trailing "...".
 */
export function coalesceReplies(
  outcomes: readonly ChatOutcome[],
  lang: ChatLang,
  options: { maxLines?: number; maxChars?: number } = {},
): string[] {
  const maxLines = options.maxLines ?? 3;
  const maxChars = Math.min(options.maxChars ?? CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGE_MAX_CHARS);
  if (maxLines < 1 || outcomes.length === 0) return [];
  const groups = new Map<string, ChatOutcome[]>();
  for (const o of outcomes) {
    const list = groups.get(o.kind);
    if (list) list.push(o);
    else groups.set(o.kind, [o]);
  }
  const segments = [...groups].map(([kind, group]) => capChars(segment(kind, group, lang), maxChars - MORE.length));
  const lines: string[] = [];
  for (const s of segments) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + SEPARATOR.length + s.length <= maxChars) {
      lines[last] += SEPARATOR + s;
    } else if (lines.length < maxLines) {
      lines.push(s);
    } else {
      lines[last] = capChars(lines[last]!, maxChars - MORE.length) + MORE;
      break;
    }
  }
  return lines.map((l) => normalizeChatText(l));
}
