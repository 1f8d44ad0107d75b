import { normalizeChatText } from './normalize';

/**
 * Words that must never reach Twitch chat: the unlicensed casinos Twitch bans links and codes of
 * (docs/integrations.md#kick) and the words of a referral. Matched on the text's skeleton, so case,
 * accents, spacing, zero-width characters, full-width and look-alike letters do not hide them.
 */
export const TWITCH_FORBIDDEN_WORDS = [
  'stake',
  'roobet',
  'rollbit',
  'shuffle',
  'gamdom',
  'rainbet',
  'bc.game',
  'duelbits',
  'promo code',
  'referral',
  'ref code',
  'affiliate',
  'bonus code',
  'código',
  'cupom',
] as const;

/**
 * Lisu and Cherokee capitals that pass for Latin ones (Unicode's confusables): "ꓢꓔꓮꓗꓰ" and "ᏚᎢᎪᏦᎬ"
 * read "STAKE". Cherokee has lower-case forms since Unicode 8, so both cases are mapped.
 */
const CAPITAL_LOOKALIKES: Record<string, string> = {
  // Lisu
  ꓐ: 'b',
  ꓑ: 'p',
  ꓓ: 'd',
  ꓔ: 't',
  ꓖ: 'g',
  ꓗ: 'k',
  ꓙ: 'j',
  ꓚ: 'c',
  ꓜ: 'z',
  ꓝ: 'f',
  ꓟ: 'm',
  ꓠ: 'n',
  ꓡ: 'l',
  ꓢ: 's',
  ꓣ: 'r',
  ꓦ: 'v',
  ꓧ: 'h',
  ꓪ: 'w',
  ꓫ: 'x',
  ꓬ: 'y',
  ꓮ: 'a',
  ꓰ: 'e',
  ꓲ: 'i',
  ꓳ: 'o',
  ꓴ: 'u',
  // Cherokee
  Ꭺ: 'a',
  Ᏼ: 'b',
  Ꮯ: 'c',
  Ꭰ: 'd',
  Ꭼ: 'e',
  Ꮐ: 'g',
  Ꮋ: 'h',
  Ꭵ: 'i',
  Ꭻ: 'j',
  Ꮶ: 'k',
  Ꮮ: 'l',
  Ꮇ: 'm',
  Ꮲ: 'p',
  Ꭱ: 'r',
  Ꮪ: 's',
  Ꭲ: 't',
  Ꮩ: 'v',
  Ꮃ: 'w',
  Ꮓ: 'z',
};

/** Digits, symbols and foreign letters that read as a Latin letter (after NFKC and lower case). */
const LOOKALIKES: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(CAPITAL_LOOKALIKES).flatMap(([ch, latin]) => [
      [ch, latin],
      [ch.toLowerCase(), latin],
    ]),
  ),
  '0': 'o',
  '1': 'i',
  '2': 'z',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '6': 'g',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
  '€': 'e',
  '£': 'l',
  '¡': 'i',
  // Cyrillic
  а: 'a',
  в: 'b',
  г: 'r',
  д: 'd',
  е: 'e',
  ё: 'e',
  з: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ь: 'b',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  δ: 'd',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 'o',
  ς: 's',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  // Latin letters NFD does not split
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ħ: 'h',
  ı: 'i',
  ɡ: 'g',
  ɑ: 'a',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴀ: 'a',
  ᴋ: 'k',
  ᴇ: 'e',
  ᴏ: 'o',
  ʙ: 'b',
};

/**
 * The letters-only form of a text the word check reads: NFKC, lower case, accents dropped,
 * look-alikes mapped to a-z, everything else (spaces, punctuation, invisible characters) removed,
 * `l` read as `i`, `m` as `rn`, `w` as `v` (so `vv` is `w`), repeated letters once. "S t 4 k e", "ｓｔａｋｅ",
 * "r00bet" and "stáke" all read "stake".
 */
export function chatSkeleton(text: string): string {
  const t = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of t) {
    const mapped = LOOKALIKES[ch] ?? ch;
    if (/^[a-z]+$/.test(mapped)) out += mapped;
  }
  // Letters that pass for others fold one way (m -> rn, w -> v, l -> i), then repeats go, so a
  // doubled letter never changes the result ("mm", "rnrn" and "rrnn" all read "rn").
  let folded = out.replace(/m/g, 'rn').replace(/w/g, 'v').replace(/l/g, 'i');
  for (let previous = ''; previous !== folded;) {
    previous = folded;
    folded = folded.replace(/([a-z])\1+/g, '$1').replace(/(rn)+/g, 'rn');
  }
  return folded;
}

/** Shorter skeletons would match nearly any text: extra words that fold below this are ignored. */
const MIN_WORD_SKELETON = 3;
const LISTED_SKELETONS = TWITCH_FORBIDDEN_WORDS.map(chatSkeleton);

const skeletonsOf = (extraWords: readonly string[]) => [
  ...LISTED_SKELETONS,
  ...extraWords.map(chatSkeleton).filter((s) => s.length >= MIN_WORD_SKELETON),
];

/** Whether a text holds a listed word (or one of `extraWords`, e.g. every offer's code) in any disguise. */
export function containsForbiddenWord(text: string, extraWords: readonly string[] = []): boolean {
  const skeleton = chatSkeleton(text);
  return skeletonsOf(extraWords).some((w) => skeleton.includes(w));
}

const LABEL = String.raw`[\p{L}\p{N}_-]+`;
/** A dot as written, or disguised: `.`, `。`, `[.]`, `(dot)`, ` dot `. A dot followed by a space is punctuation. */
const DOT = String.raw`(?:[.。]|\s*[[(]\s*(?:\.|dot)\s*[\])]\s*|\s+dot\s+)`;
const URL_PATTERN = new RegExp(
  [
    String.raw`[a-z][a-z0-9+.-]*:\/\/\S*(?:${DOT}${LABEL})*(?:[/:?#]\S*)?`,
    String.raw`(?<![\p{L}\p{N}])www\d{0,3}\.\S*(?:${DOT}${LABEL})*(?:[/:?#]\S*)?`,
    String.raw`(?<![\p{L}\p{N}_-])(?:${LABEL}${DOT})+\p{L}[\p{L}\p{N}_-]+(?:[/:?#]\S*)?`,
    String.raw`(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?!\p{N})(?:[/:?#]\S*)?`,
  ].join('|'),
  'giu',
);

/** The host a URL as written points at (userinfo and port dropped, `www.` dropped), lower case. */
function hostOf(url: string): string {
  let rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  rest = rest.split(/[/?#\s]/)[0] ?? '';
  rest = rest.slice(rest.lastIndexOf('@') + 1);
  return rest
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
    .toLowerCase()
    .replace(/^www\d{0,3}\./, '');
}

export type TwitchSafetyOptions = {
  /** More words to refuse, matched like the list (every offer's code and host belongs here). */
  extraWords?: readonly string[];
  /** Hosts whose links may stay (e.g. the site's own); none by default: every link is removed. */
  allowedHosts?: readonly string[];
};

/**
 * The one guard before anything is sent to Twitch chat: null (send nothing) when the text holds a
 * casino or referral word however disguised, else the normalized text with every link removed
 * (`http(s)://…`, `www.…`, bare and disguised domains, IPv4 addresses); null when nothing is left.
 */
export function sanitizeForTwitch(text: string, options: TwitchSafetyOptions = {}): string | null {
  const extra = options.extraWords ?? [];
  const allowed = new Set((options.allowedHosts ?? []).map((h) => hostOf(h)));
  if (containsForbiddenWord(text, extra)) return null;
  let current = normalizeChatText(text);
  // Removing a link can join two halves into a new one ("exa https://x.io mple.com"): repeat to a fixed point.
  for (let i = 0; ; i++) {
    const next = normalizeChatText(current.replace(URL_PATTERN, (url) => (allowed.has(hostOf(url)) ? url : ' ')));
    if (next === current) break;
    if (i >= 8) return null;
    current = next;
  }
  if (current === '' || containsForbiddenWord(current, extra)) return null;
  return current;
}

/** Why an admin's text may not be posted on Twitch: a casino, referral or offer word, or a link. */
export type TwitchTextIssue = 'forbidden_word' | 'link';

/**
 * Whether an admin's text (a custom command's template, a timer) may be saved for Twitch: the same
 * guard as at send time (`sanitizeForTwitch`), read as a reason. A text the guard would drop holds a
 * forbidden word; one it would change lost a link. Null when the guard leaves it as it is.
 */
export function twitchTextIssue(text: string, options: TwitchSafetyOptions = {}): TwitchTextIssue | null {
  const extra = options.extraWords ?? [];
  if (containsForbiddenWord(text, extra)) return 'forbidden_word';
  const sanitized = sanitizeForTwitch(text, options);
  if (sanitized === null) return normalizeChatText(text) === '' ? null : 'link';
  return sanitized === normalizeChatText(text) ? null : 'link';
}
