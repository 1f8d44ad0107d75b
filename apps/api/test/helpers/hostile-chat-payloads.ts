/**
 * Text a chatter may type to make the bot post an advert on Twitch (issue 31): casino and betting
 * brands, referral codes, disguised domains, look-alike scripts (Cyrillic, Greek, Lisu, Cherokee,
 * full-width, mathematical letters), zero-width and bidi characters. None may ever reach the Twitch
 * chat, on any command (apps/api/test/chat-commands-twitch.test.ts).
 */

/** Plain adverts: brands, codes and domains as a chatter would type them. */
const PLAIN = [
  // The payloads of the issue that passed the old word list.
  'use code BIGWIN',
  '1xbet code WIN100',
  'bet365',
  'clash gg',
  'ꓢꓔꓮꓗꓰ',
  'ᏚᎢᎪᏦᎬ',
  'evilcasino·io/r/ME',
  'evilcasino<dot>io',
  'evilcasino io slash r slash ME',
  'betano code BR100',
  'blaze apostas',
  'jackpot city',
  // More brands and codes.
  'stake.com',
  'https://stake.us/?c=abc',
  'roobet.com/?ref=KING',
  'www.gamdom.com',
  'rollbit[.]com',
  'shuffle(dot)com',
  'bc.game',
  'duelbits code FREE',
  'promo code: VIP50',
  'ref code LUCKY7',
  'csgoempire',
  'csgoroll',
  'hellcase',
  'skinclub',
  'rainbet',
  'pinnacle',
  'blaze.com',
  'sportingbet',
  'betfair',
  'betway',
  'vulkan vegas',
  'parimatch',
  'melbet promo MB100',
  'mostbet code MOST',
  '22bet',
  'linebet',
  'pin-up casino',
  'bitstarz',
  'cloudbet',
  'wildcasino',
  'evil casino dot io',
  'evilcasino . io',
  'evilcasino。io',
  'evilcasino．io',
  'evilcasino[.]io/r/ME',
  'bit.ly/3xY7zQ',
  't.me/freespins',
  'discord.gg/casino',
  '192.168.4.20/free',
  'xn--stke-9ra.com',
  'free spins at evilcasino',
  'DM me for code',
  'code: FREE100 on stake',
  'bonus code BONUS200',
  'affiliate link in bio',
  'cupom BETA10',
  'código GANHE50',
  'usa o cupom VIP',
  'deposit bonus 200%',
  'gamble at luckyfox',
  'FREE100',
  'WIN100',
  'BIGWIN',
] as const;

/** Brand words written in disguise, each in every way below. */
const DISGUISED_WORDS = ['stake', 'roobet', 'bet365', 'bigwin', 'evilcasino', 'gamdom'] as const;

const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', c: 'с', p: 'р', x: 'х', y: 'у', s: 'ѕ', i: 'і' };
const GREEK: Record<string, string> = { a: 'α', o: 'ο', e: 'ε', i: 'ι', k: 'κ', t: 'τ', v: 'ν' };
const map = (word: string, table: Record<string, string>) => [...word].map((c) => table[c] ?? c).join('');
const fullWidth = (word: string) =>
  [...word].map((c) => String.fromCodePoint(c.codePointAt(0)! - 0x21 + 0xff01)).join('');
const mathBold = (word: string) =>
  [...word].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97) : c)).join('');

/** The ways a word is hidden from a plain word list. */
const DISGUISES: ((w: string) => string)[] = [
  (w) => [...w].join('\u200B'), // zero-width spaces
  (w) => `\u202E${[...w].reverse().join('')}\u202C`, // right-to-left override, written backwards
  (w) => [...w].join('\u2066\u2069'), // bidi isolates between the letters
  (w) => map(w, CYRILLIC),
  (w) => map(w, GREEK),
  (w) => fullWidth(w),
  (w) => mathBold(w),
  (w) => [...w].join(' '),
  (w) => [...w].join('\u00AD'), // soft hyphens
  (w) => [...w].map((c) => `${c}\u0336`).join(''), // strike-through marks
  (w) => `${w}\u200D.io`, // zero-width joiner before a domain
  (w) => `${w.toUpperCase()}\uFEFF code`,
];

/** At least 100 hostile payloads: the plain adverts and every disguise of every brand word. */
export const HOSTILE_CHAT_PAYLOADS: readonly string[] = [
  ...PLAIN,
  ...DISGUISED_WORDS.flatMap((w) => DISGUISES.map((d) => d(w))),
];
