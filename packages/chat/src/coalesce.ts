import { formatterFor, type Locale } from '@app/contracts';
import { CHAT_MESSAGE_MAX_CHARS, capChars, normalizeChatText } from './normalize';
import { SafeReply, isSafeValue, type SafeValue } from './reply-values';
import { pluralCategory } from './templates';

/** The commands whose results can be counted together. */
export type ChatOutcomeKind = 'gtb' | 'avg' | 'join' | 'sr' | 'pick';

/**
 * One command's result waiting for a reply: what it was, whether it went through, why not, and who.
 * The chatter and the reason are safe values (a name, a fixed reason in each language:
 * `localizedValue`), so a counted line may go to Twitch, in the language of the line.
 */
export type ChatOutcome = { kind: ChatOutcomeKind; ok: boolean; reason?: SafeValue; chatter: SafeValue };

/** A word by CLDR plural category (Intl.PluralRules); `other` is the fallback of every language. */
type PluralWord = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Noun = { word: PluralWord; feminine?: boolean };
const PORTUGUESE_NOUNS: Record<ChatOutcomeKind, Noun> = {
  gtb: { word: { one: 'palpite', other: 'palpites' } },
  avg: { word: { one: 'aposta', other: 'apostas' }, feminine: true },
  join: { word: { one: 'entrada', other: 'entradas' }, feminine: true },
  sr: { word: { one: 'pedido', other: 'pedidos' } },
  pick: { word: { one: 'palpite', other: 'palpites' } },
};
const NOUNS: Record<Locale, Record<ChatOutcomeKind, Noun>> = {
  'pt-PT': PORTUGUESE_NOUNS,
  'pt-BR': PORTUGUESE_NOUNS,
  en: {
    gtb: { word: { one: 'guess', other: 'guesses' } },
    avg: { word: { one: 'bet', other: 'bets' } },
    join: { word: { one: 'entry', other: 'entries' } },
    sr: { word: { one: 'request', other: 'requests' } },
    pick: { word: { one: 'prediction', other: 'predictions' } },
  },
};

const pick = (word: PluralWord, count: number, locale: Locale) => word[pluralCategory(count, locale)] ?? word.other;

/** "recorded" ("registado" in Portugal, "registrado" in Brazil) / "refused", agreeing with the noun (Portuguese has gender and number). */
function participle(locale: Locale, noun: Noun, ok: boolean, count: number): string {
  if (locale === 'en') return ok ? 'recorded' : 'refused';
  const recorded = locale === 'pt-PT' ? 'registad' : 'registrad';
  const stem = `${ok ? recorded : 'recusad'}${noun.feminine ? 'a' : 'o'}`;
  return pick({ one: stem, other: `${stem}s` }, count, locale);
}

const textOf = (v: SafeValue | undefined, locale: Locale) => {
  // The type keeps typed text out; the check keeps out what a cast let in.
  if (v !== undefined && !isSafeValue(v)) throw new Error('a counted reply takes safe values only');
  return v === undefined ? '' : normalizeChatText(String(v.in(locale)));
};

const mention = (chatter: SafeValue) => `@${textOf(chatter, 'en').replace(/^@+/, '')}`;

/** The refusal reasons of a group, most frequent first ("already guessed (2), closed (1)"). */
function reasonsText(refused: readonly ChatOutcome[], locale: Locale): string {
  const number = formatterFor(locale).number;
  const counts = new Map<string, number>();
  for (const o of refused) {
    const r = textOf(o.reason, locale);
    if (r !== '') counts.set(r, (counts.get(r) ?? 0) + 1);
  }
  if (counts.size === 0) return '';
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (sorted.length === 1 && sorted[0]![1] === refused.length) return `: ${sorted[0]![0]}`;
  return `: ${sorted.map(([r, n]) => `${r} (${number(n)})`).join(', ')}`;
}

function segment(kind: ChatOutcomeKind, group: readonly ChatOutcome[], locale: Locale): string {
  const noun = NOUNS[locale][kind];
  const number = formatterFor(locale).number;
  if (group.length === 1) {
    const o = group[0]!;
    const reason = o.ok || textOf(o.reason, locale) === '' ? '' : `: ${textOf(o.reason, locale)}`;
    return `${mention(o.chatter)}: ${pick(noun.word, 1, locale)} ${participle(locale, noun, o.ok, 1)}${reason}`;
  }
  const ok = group.filter((o) => o.ok).length;
  const refused = group.filter((o) => !o.ok);
  const count = (n: number) => `${number(n)} ${pick(noun.word, n, locale)}`;
  if (refused.length === 0) return `${count(ok)} ${participle(locale, noun, true, ok)}`;
  const refusedText = `${participle(locale, noun, false, refused.length)}${reasonsText(refused, locale)}`;
  if (ok === 0) return `${count(refused.length)} ${refusedText}`;
  return `${count(ok)} ${participle(locale, noun, true, ok)}, ${number(refused.length)} ${refusedText}`;
}

const SEPARATOR = ' · ';
// Three dots, not U+2026: NFKC would turn the ellipsis into them anyway.
const MORE = ' ...';

/**
 * Many command results as few chat lines in one language: one segment per kind in first-seen order,
 * a lone result with the chatter's name ("@ana: palpite registrado"), several counted ("12 guesses
 * recorded, 3 refused: already guessed"; counts grouped the language's way); segments packed into at
 * most `maxLines` lines of at most 500 characters, and what does not fit dropped with a trailing "...".
 */
export function coalesceReplies(
  outcomes: readonly ChatOutcome[],
  locale: Locale,
  options: { maxLines?: number; maxChars?: number } = {},
): SafeReply[] {
  const maxLines = options.maxLines ?? 3;
  const maxChars = Math.min(options.maxChars ?? CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGE_MAX_CHARS);
  if (maxLines < 1 || outcomes.length === 0) return [];
  const groups = new Map<ChatOutcomeKind, ChatOutcome[]>();
  for (const o of outcomes) {
    const list = groups.get(o.kind);
    if (list) list.push(o);
    else groups.set(o.kind, [o]);
  }
  const segments = [...groups].map(([kind, group]) => capChars(segment(kind, group, locale), maxChars - MORE.length));
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
  return lines.map((l) => SafeReply.mint(normalizeChatText(l)));
}
