import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_CHARS, capChars, normalizeChatText } from './normalize';

const CONTROLS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
const controlChar = fc.constantFrom(
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\uFEFF',
);
/** Text mixing plain characters with the tricks chat meets: controls, emotes, accents, emoji, full-width. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 4 }),
      controlChar,
      fc.constantFrom(
        '[emote:37226:KEKW]',
        '[emote:1:[emote:2:x]y]',
        '［emote:3:ｚ］',
        '\u0301',
        'e\u200B\u0301',
        ' ',
        '\n\t',
        '😀',
        '👩‍👩‍👧',
        'ｓｔａｋｅ',
        'ﷺ',
      ),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));

describe('normalizeChatText', () => {
  it('collapses whitespace and trims', () => {
    expect(normalizeChatText('  !gtb \t\n  1234,50   ')).toBe('!gtb 1234,50');
    expect(normalizeChatText('')).toBe('');
    expect(normalizeChatText(' \n\t\u00A0\u3000 ')).toBe('');
  });

  it('applies NFKC: full-width letters, digits and the full-width exclamation mark', () => {
    expect(normalizeChatText('！ｐｏｉｎｔｓ １２３')).toBe('!points 123');
    expect(normalizeChatText('e\u0301')).toBe('é');
  });

  it('keeps Arabic-Indic digits as they are (NFKC does not map them)', () => {
    expect(normalizeChatText('١٢٣')).toBe('١٢٣');
  });

  it('removes zero-width and bidi controls, including an RTL override', () => {
    expect(normalizeChatText('!po\u200Bin\u200Dts')).toBe('!points');
    expect(normalizeChatText('\u202Estekas\u202C')).toBe('stekas');
    expect(normalizeChatText('\uFEFF!hunt\u2066\u2069')).toBe('!hunt');
  });

  it('does not leave an uncomposed accent where a control sat', () => {
    expect(normalizeChatText('e\u200B\u0301')).toBe('é');
  });

  it('removes Kick emote tokens, also nested ones', () => {
    expect(normalizeChatText('!gtb [emote:37226:KEKW] 100 [emote:1:x]')).toBe('!gtb 100');
    expect(normalizeChatText('a[emote:1:[emote:2:x]y]b')).toBe('a b');
    expect(normalizeChatText('[emote:1:x]')).toBe('');
  });

  it('keeps emoji and variation selectors, but a ZWJ sequence falls apart (U+200D is removed)', () => {
    expect(normalizeChatText('gg ❤️ 😀')).toBe('gg ❤️ 😀');
    expect(normalizeChatText('👩\u200D👩\u200D👧')).toBe('👩👩👧');
  });

  it('caps at 500 characters without splitting a surrogate pair', () => {
    expect(normalizeChatText('a'.repeat(600))).toHaveLength(CHAT_MESSAGE_MAX_CHARS);
    const capped = normalizeChatText('a'.repeat(499) + '😀');
    expect(capped).toBe('a'.repeat(499));
    expect(capChars('ab', 5)).toBe('ab');
    expect(normalizeChatText(`${'a'.repeat(499)} b`)).toBe('a'.repeat(499));
  });

  it('property: idempotent, at most 500 characters, never a listed control', () => {
    fc.assert(
      fc.property(
        fc.oneof(trickyText, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 700 })),
        (text) => {
          const once = normalizeChatText(text);
          expect(normalizeChatText(once)).toBe(once);
          expect(once.length).toBeLessThanOrEqual(CHAT_MESSAGE_MAX_CHARS);
          expect(CONTROLS.test(once)).toBe(false);
          expect(once).toBe(once.trim());
          expect(/\s\s/.test(once)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
