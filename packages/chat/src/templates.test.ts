import { AVG_BET_RANGE_MESSAGE } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeChatText } from './normalize';
import {
  DEFAULT_REPLY_TEMPLATES,
  dollarsText,
  huntLineVars,
  renderReply,
  renderTemplate,
  type ChatReplyKind,
} from './templates';
import { sanitizeForTwitch } from './twitch-safety';

describe('dollarsText', () => {
  it('writes whole dollars without cents, else two decimals', () => {
    expect(dollarsText(750_000)).toBe('7500');
    expect(dollarsText(750_050)).toBe('7500.50');
    expect(dollarsText(5)).toBe('0.05');
    expect(dollarsText(0)).toBe('0');
    expect(dollarsText(-150)).toBe('-1.50');
    expect(dollarsText(900_719_925_474_099)).toBe('9007199254740.99');
    expect(() => dollarsText(1.5)).toThrow();
  });
});

describe('renderTemplate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(renderTemplate('@{user}: {greeting} {nope}', { user: 'ana', greeting: 'olá' })).toBe('@ana: olá {nope}');
  });

  it('writes numbers named *points with formatPoints, other numbers plainly', () => {
    expect(
      renderTemplate('{points} {betPoints} {count} {avg}', {
        points: 1_234_567,
        betPoints: 2500,
        count: 1234,
        avg: 85.5,
      }),
    ).toBe('1,234,567 2,500 1234 85.5');
  });

  it('reads a value once: a placeholder inside a value stays text', () => {
    expect(renderTemplate('@{user}: {points}', { user: '{points}', points: 5 })).toBe('@{points}: 5');
  });

  it('ignores what is not a placeholder and names from the prototype', () => {
    expect(renderTemplate('{ user } {1x} {constructor} {}', { user: 'x', constructor: 'c' })).toBe(
      '{ user } {1x} c {}',
    );
    expect(renderTemplate('{toString}', {})).toBe('{toString}');
  });

  it('normalizes the result and caps it at 500 characters', () => {
    expect(renderTemplate('  a\u200B  {x}  ', { x: 'b\n\nc [emote:1:KEKW]' })).toBe('a b c');
    expect(renderTemplate('{x}', { x: 'y'.repeat(900) })).toHaveLength(500);
  });

  it('property: the result is normalized chat text of at most 500 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.dictionary(fc.stringMatching(/^[a-z][a-zA-Z]{0,6}$/), fc.oneof(fc.string({ maxLength: 300 }), fc.integer())),
        (template, vars) => {
          const out = renderTemplate(template, vars);
          expect(out.length).toBeLessThanOrEqual(500);
          expect(normalizeChatText(out)).toBe(out);
        },
      ),
    );
  });
});

const SAMPLE_VARS = {
  user: 'ana_gomes',
  points: 1_234_567,
  guess: dollarsText(123_450),
  max: dollarsText(750_050),
  betPoints: 200,
  group: 'C',
  range: '76-85X',
  command: '!gtb',
  count: 12,
  slot: 'Gates of Olympus',
  position: 3,
  query: 'gates',
  choices: 'Gates of Olympus | Gates of Olympus 1000',
  index: 12,
  start: '1000',
  end: '850.50',
  opened: 3,
  total: 10,
  avg: '85.50',
  breakEven: 120,
  siteUrl: 'https://community.example',
  offersUrl: 'https://community.example/',
  seconds: 4,
  platform: 'Twitch',
};
const kinds = Object.keys(DEFAULT_REPLY_TEMPLATES) as ChatReplyKind[];

describe('DEFAULT_REPLY_TEMPLATES', () => {
  it('has every reply in Portuguese and English', () => {
    for (const kind of kinds) {
      expect(DEFAULT_REPLY_TEMPLATES[kind].pt.length).toBeGreaterThan(0);
      expect(DEFAULT_REPLY_TEMPLATES[kind].en.length).toBeGreaterThan(0);
    }
  });

  it('keeps the exact Portuguese messages of docs/product.md', () => {
    expect(renderReply('gtb_out_of_range', 'pt', { user: 'ana', max: dollarsText(750_000) })).toBe(
      '@ana: O valor deve ser um número entre 1 e 7500.',
    );
    expect(renderReply('gtb_out_of_range', 'pt', { user: 'ana', max: dollarsText(750_050) })).toBe(
      '@ana: O valor deve ser um número entre 1 e 7500.50.',
    );
    expect(renderReply('avg_out_of_range', 'pt', { user: 'ana' })).toBe(`@ana: ${AVG_BET_RANGE_MESSAGE}`);
    expect(AVG_BET_RANGE_MESSAGE).toBe('A aposta deve ser um número entre 1 e 500.');
    expect(DEFAULT_REPLY_TEMPLATES.avg_recorded.pt).toContain('Aposta confirmada!');
  });

  it('renders every reply with its variables, nothing left unfilled, within 500 characters', () => {
    for (const kind of kinds)
      for (const lang of ['pt', 'en'] as const) {
        const out = renderReply(kind, lang, SAMPLE_VARS);
        expect(out, `${kind} ${lang}`).not.toMatch(/\{[A-Za-z]+\}/);
        expect(out.length).toBeLessThanOrEqual(500);
      }
  });

  it('sends every reply but offers_link to Twitch as written, links aside', () => {
    for (const kind of kinds.filter((k) => k !== 'offers_link'))
      for (const lang of ['pt', 'en'] as const) {
        const out = renderReply(kind, lang, SAMPLE_VARS);
        const safe = sanitizeForTwitch(out);
        expect(safe, `${kind} ${lang}`).not.toBeNull();
        if (!out.includes('https://')) expect(safe).toBe(out);
      }
    // The link to the profile goes unless the site's host is allowed.
    expect(sanitizeForTwitch(renderReply('not_linked', 'pt', SAMPLE_VARS))).toBe(
      '@ana_gomes: vincule sua conta Twitch ao site para usar os comandos:',
    );
    expect(
      sanitizeForTwitch(renderReply('not_linked', 'en', SAMPLE_VARS), { allowedHosts: ['community.example'] }),
    ).toBe('@ana_gomes: link your Twitch account on the site to use the commands: https://community.example/profile');
  });

  it('takes an admin override per kind and language, else the default', () => {
    const templates = { points_balance: { pt: '{user} tem {points}' } };
    expect(renderReply('points_balance', 'pt', { user: 'ana', points: 1500 }, templates)).toBe('ana tem 1,500');
    expect(renderReply('points_balance', 'en', { user: 'ana', points: 1500 }, templates)).toBe(
      '@ana: you have 1,500 points.',
    );
  });
});

describe('huntLineVars', () => {
  it('reads the live hunt as the tracking page does', () => {
    const vars = huntLineVars(12, 100_000, [
      { betCents: 100, earningCents: 8_550 },
      { betCents: 200, earningCents: null },
    ]);
    expect(vars).toEqual({ index: 12, start: '1000', end: '85.50', opened: 1, total: 2, avg: '85.50', breakEven: 457 });
    expect(renderReply('hunt_line', 'en', vars)).toBe(
      'Bonus Hunt #12: start $1000, balance $85.50, 1/2 opened, avg x85.50, break-even x457',
    );
  });

  it('writes "-" for the average until a bonus is opened', () => {
    expect(huntLineVars(1, 5_000, []).avg).toBe('-');
  });
});
