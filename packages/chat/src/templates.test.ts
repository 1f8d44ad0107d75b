import { AVG_BET_RANGE_MESSAGE, LOCALES } from '@app/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeChatText } from './normalize';
import {
  DEFAULT_REPLY_TEMPLATES,
  dollarsText,
  huntLineVars,
  pluralCategory,
  renderReply,
  renderSafeReply,
  renderTemplate,
  type ChatReplyKind,
} from './templates';
import {
  chatterValue,
  fixedValue,
  moneyValue,
  isSafeReply,
  numberValue,
  plainVars,
  typedText,
  type SafeValue,
} from './reply-values';
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

  it("writes numbers grouped the language's way (formatterFor), *points as whole points", () => {
    const vars = { points: 1_234_567, betPoints: 2500.7, count: 1234, avg: 85.5 };
    expect(renderTemplate('{points} {betPoints} {count} {avg}', vars)).toBe('1,234,567 2,500 1,234 85.5');
    expect(renderTemplate('{points} {betPoints} {count} {avg}', vars, 'pt-BR')).toBe('1.234.567 2.500 1.234 85,5');
    // pt-PT groups below 10 000 too; its no-break space is a plain space in chat text (NFKC).
    expect(renderTemplate('{points} {betPoints} {count} {avg}', vars, 'pt-PT')).toBe('1 234 567 2 500 1 234 85,5');
    expect(renderTemplate('{n, plural, one {# ponto} other {# pontos}}', { n: 5000 }, 'pt-PT')).toBe('5 000 pontos');
    expect(renderTemplate('{n, plural, one {# ponto} other {# pontos}}', { n: 5000 }, 'pt-BR')).toBe('5.000 pontos');
    expect(renderTemplate('{n, plural, one {# point} other {# points}}', { n: 5000 }, 'en')).toBe('5,000 points');
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

  it('words a count by its CLDR plural category (Intl.PluralRules), an exact =N first, else other', () => {
    const t = '{n, plural, =0 {nenhum palpite} one {# palpite} other {# palpites}}';
    expect(renderTemplate(t, { n: 0 }, 'pt-BR')).toBe('nenhum palpite');
    expect(renderTemplate(t, { n: 1 }, 'pt-BR')).toBe('1 palpite');
    expect(renderTemplate(t, { n: 2 }, 'pt-PT')).toBe('2 palpites');
    // The category decides, not a test on 1: Brazilian Portuguese reads 0 and 1 as "one", English only 1.
    expect(renderTemplate('{n, plural, one {# ponto} other {# pontos}}', { n: 0 }, 'pt-BR')).toBe('0 ponto');
    expect(renderTemplate('{n, plural, one {# ponto} other {# pontos}}', { n: 0 }, 'pt-PT')).toBe('0 pontos');
    expect(renderTemplate('{n, plural, one {# point} other {# points}}', { n: 0 }, 'en')).toBe('0 points');
    // `#` is written like the value (grouped the language's way); other placeholders inside a branch fill.
    expect(
      renderTemplate(
        '{betPoints, plural, one {# ponto de {user}} other {# pontos de {user}}}',
        { betPoints: 1500, user: 'ana' },
        'pt-BR',
      ),
    ).toBe('1.500 pontos de ana');
    // Not a number, or no such category in the template: other. No value: the text stays as written.
    expect(renderTemplate('{n, plural, one {um} other {vários}}', { n: 'x' }, 'pt-BR')).toBe('vários');
    expect(renderTemplate('{n, plural, one {um} other {vários}}', {}, 'pt-BR')).toBe(
      '{n, plural, one {um} other {vários}}',
    );
    // A million is "many" in both Portuguese: a template without that branch reads other.
    expect(renderTemplate('{n, plural, one {# ponto} other {# pontos}}', { n: 1e6 }, 'pt-PT')).toBe('1 000 000 pontos');
    // A malformed plural (no other branch) is plain text.
    expect(renderTemplate('{n, plural, one {um}} {n}', { n: 1 }, 'pt-BR')).toBe('{n, plural, one {um}} 1');
    // A value is never read as a plural.
    expect(renderTemplate('{user}', { user: '{n, plural, other {x}}', n: 1 })).toBe('{n, plural, other {x}}');
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

describe('pluralCategory', () => {
  it("reads each language's own CLDR categories (Intl.PluralRules of that locale)", () => {
    const categories = (locale: 'en' | 'pt-PT' | 'pt-BR') =>
      [0, 1, 1.5, 2, 5, 1_000_000].map((n) => pluralCategory(n, locale));
    expect(categories('en')).toEqual(['other', 'one', 'other', 'other', 'other', 'other']);
    // Portugal: only 1 is "one"; 0 and 1.5 are "other".
    expect(categories('pt-PT')).toEqual(['other', 'one', 'other', 'other', 'other', 'many']);
    // Brazil: 0, 1 and 1.5 (a whole part of 0 or 1) are "one".
    expect(categories('pt-BR')).toEqual(['one', 'one', 'one', 'other', 'other', 'many']);
  });
});

const SAMPLE_VARS = {
  user: 'ana_gomes',
  // Kick only (join_affiliate_required, wager_progress_sponsor): a sponsor's name never goes to Twitch.
  sponsor: 'Stake',
  points: 1_234_567,
  guess: dollarsText(123_450),
  max: dollarsText(750_050),
  betPoints: 200,
  until: '30 Nov 2026, 10:00',
  group: 'C',
  side: 'A',
  maxPoints: 10_000,
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
  // The chat announcements: winners' list, the final balance, the AVG pot, a giveaway title (Kick only), the provider.
  winners: 'ana, bob',
  balance: '$8,500',
  pot: 5_000,
  title: 'Headset',
  provider: 'Pragmatic Play',
  siteUrl: 'https://community.example',
  offersUrl: 'https://community.example/',
  seconds: 4,
  platform: 'Twitch',
  amount: '$1,234.50',
  threshold: '$5,000',
  missing: '$3,765.50',
  period: 'this month',
};
const kinds = Object.keys(DEFAULT_REPLY_TEMPLATES) as ChatReplyKind[];

describe('DEFAULT_REPLY_TEMPLATES', () => {
  it('words every count of a reply by plural category', () => {
    expect(renderReply('gtb_closed_announce', 'pt-BR', { count: 1 })).toBe('GTB fechado: 1 palpite. Boa sorte!');
    expect(renderReply('gtb_closed_announce', 'pt-BR', { count: 4 })).toBe('GTB fechado: 4 palpites. Boa sorte!');
    expect(renderReply('gtb_closed_announce', 'pt-BR', { count: 0 })).toBe('GTB fechado: nenhum palpite. Boa sorte!');
    expect(renderReply('gtb_closed_announce', 'pt-PT', { count: 0 })).toBe('GTB fechado: nenhum palpite. Boa sorte!');
    expect(renderReply('gtb_closed_announce', 'pt-PT', { count: 1200 })).toBe(
      'GTB fechado: 1 200 palpites. Boa sorte!',
    );
    expect(renderReply('gtb_closed_announce', 'en', { count: 1 })).toBe('GTB closed: 1 guess. Good luck!');
    expect(renderReply('gtb_closed_announce', 'en', { count: 0 })).toBe('GTB closed: no guesses. Good luck!');
    expect(renderReply('points_balance', 'pt-BR', { user: 'ana', points: 1 })).toBe('@ana: você tem 1 ponto.');
    expect(renderReply('points_balance', 'pt-BR', { user: 'ana', points: 0 })).toBe('@ana: você tem 0 pontos.');
    expect(renderReply('points_balance', 'pt-BR', { user: 'ana', points: 5000 })).toBe('@ana: você tem 5.000 pontos.');
    expect(renderReply('points_balance', 'pt-PT', { user: 'ana', points: 0 })).toBe('@ana: tem 0 pontos.');
    expect(renderReply('points_balance', 'pt-PT', { user: 'ana', points: 1 })).toBe('@ana: tem 1 ponto.');
    expect(renderReply('points_balance', 'pt-PT', { user: 'ana', points: 5000 })).toBe('@ana: tem 5 000 pontos.');
    expect(renderReply('points_balance', 'en', { user: 'ana', points: 1 })).toBe('@ana: you have 1 point.');
    expect(renderReply('points_balance', 'en', { user: 'ana', points: 5000 })).toBe('@ana: you have 5,000 points.');
    const bet = { user: 'ana', group: 'C', range: '76-85X' };
    expect(renderReply('avg_recorded', 'pt-BR', { ...bet, betPoints: 1 })).toBe(
      '@ana: Aposta confirmada! 1 ponto no grupo C (76-85X).',
    );
    expect(renderReply('avg_recorded', 'en', { ...bet, betPoints: 200 })).toBe(
      '@ana: bet confirmed! 200 points on group C (76-85X).',
    );
  });

  it('has every reply in English, European and Brazilian Portuguese', () => {
    for (const kind of kinds) {
      expect(Object.keys(DEFAULT_REPLY_TEMPLATES[kind]).sort(), kind).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(DEFAULT_REPLY_TEMPLATES[kind][locale].length).toBeGreaterThan(0);
    }
  });

  it('writes European Portuguese for Portugal and Brazilian for Brazil', () => {
    const brazilian = /\b(você|vocês|bônus|prêmio|cadastr\w*|registr\w*|usuário|vincul\w*)\b/iu;
    const european = /\b(bónus|prémio|registad\w*|registo|utilizador|associe)\b/iu;
    for (const kind of kinds) {
      expect(DEFAULT_REPLY_TEMPLATES[kind]['pt-PT'], kind).not.toMatch(brazilian);
      expect(DEFAULT_REPLY_TEMPLATES[kind]['pt-BR'], kind).not.toMatch(european);
    }
  });

  it('keeps the exact Portuguese messages of docs/product.md', () => {
    expect(renderReply('gtb_out_of_range', 'pt-BR', { user: 'ana', max: dollarsText(750_000) })).toBe(
      '@ana: O valor deve ser um número entre 1 e 7500.',
    );
    expect(renderReply('gtb_out_of_range', 'pt-BR', { user: 'ana', max: dollarsText(750_050) })).toBe(
      '@ana: O valor deve ser um número entre 1 e 7500.50.',
    );
    expect(renderReply('avg_out_of_range', 'pt-BR', { user: 'ana' })).toBe(`@ana: ${AVG_BET_RANGE_MESSAGE}`);
    expect(AVG_BET_RANGE_MESSAGE).toBe('A aposta deve ser um número entre 1 e 500.');
    expect(DEFAULT_REPLY_TEMPLATES.avg_recorded['pt-BR']).toContain('Aposta confirmada!');
  });

  it('renders every reply with its variables, nothing left unfilled, within 500 characters', () => {
    for (const kind of kinds)
      for (const lang of LOCALES) {
        const out = renderReply(kind, lang, SAMPLE_VARS);
        expect(out, `${kind} ${lang}`).not.toMatch(/\{[A-Za-z]+\}/);
        expect(out.length).toBeLessThanOrEqual(500);
      }
  });

  it('sends every reply but the Kick-only ones (offers, a sponsor named) to Twitch as written, links aside', () => {
    const kickOnly: ChatReplyKind[] = [
      'offers_link',
      'wager_progress_sponsor',
      'join_affiliate_required_sponsor',
      // The giveaway's title is the admin's text: Twitch gets the `_twitch` forms.
      'announce_giveaway_drawn',
      'announce_giveaway_final',
    ];
    // The sponsor's name is why the sponsor's kind is Kick's: the guard would silence it.
    expect(sanitizeForTwitch(renderReply('wager_progress_sponsor', 'en', SAMPLE_VARS))).toBeNull();
    expect(sanitizeForTwitch(renderReply('join_affiliate_required_sponsor', 'en', SAMPLE_VARS))).toBeNull();
    for (const kind of kinds.filter((k) => !kickOnly.includes(k)))
      for (const lang of LOCALES) {
        const out = renderReply(kind, lang, SAMPLE_VARS);
        const safe = sanitizeForTwitch(out);
        expect(safe, `${kind} ${lang}`).not.toBeNull();
        if (!out.includes('https://')) expect(safe).toBe(out);
      }
    // On Twitch the "how to link" reply is its own whole sentence, naming the site and the page in words.
    expect(renderReply('not_linked_twitch', 'pt-BR', SAMPLE_VARS)).toBe(
      '@ana_gomes: para usar os comandos, vincule sua conta Twitch no site do canal, na página Perfil (menu da conta).',
    );
    expect(renderReply('not_linked_twitch', 'pt-PT', SAMPLE_VARS)).toBe(
      '@ana_gomes: para usar os comandos, associe a sua conta Twitch no site do canal, na página Perfil (menu da conta).',
    );
    expect(renderReply('not_linked_twitch', 'en', SAMPLE_VARS)).toBe(
      '@ana_gomes: to use the commands, link your Twitch account on the channel website, on the Profile page (account menu).',
    );
    // The Kick one's link goes on Twitch unless the site's host is allowed (why Twitch has its own).
    expect(sanitizeForTwitch(renderReply('not_linked', 'pt-BR', SAMPLE_VARS))).toBe(
      '@ana_gomes: vincule sua conta Twitch ao site para usar os comandos:',
    );
    expect(
      sanitizeForTwitch(renderReply('not_linked', 'en', SAMPLE_VARS), { allowedHosts: ['community.example'] }),
    ).toBe('@ana_gomes: link your Twitch account on the site to use the commands: https://community.example/profile');
  });

  it('words the affiliate refusal of !join: the sponsor and the link on Kick, neither on Twitch', () => {
    for (const lang of LOCALES) {
      const twitch = DEFAULT_REPLY_TEMPLATES.join_affiliate_required_twitch[lang];
      expect(twitch, lang).not.toMatch(/\{sponsor\}|\{siteUrl\}|https?:/);
      expect(sanitizeForTwitch(renderReply('join_affiliate_required_twitch', lang, SAMPLE_VARS))).toBe(
        renderReply('join_affiliate_required_twitch', lang, SAMPLE_VARS),
      );
      expect(DEFAULT_REPLY_TEMPLATES.join_affiliate_required_sponsor[lang]).toContain('{sponsor}');
      expect(DEFAULT_REPLY_TEMPLATES.join_affiliate_required[lang]).toContain('{siteUrl}/profile');
    }
    expect(renderReply('join_affiliate_required_twitch', 'en', SAMPLE_VARS)).toBe(
      '@ana_gomes: this giveaway needs a verified casino account: verify yours on the channel website, on the Profile page (account menu).',
    );
    expect(
      renderReply('join_affiliate_required_sponsor', 'pt-PT', {
        ...SAMPLE_VARS,
        sponsor: 'Stake',
        siteUrl: 'https://community.example',
      }),
    ).toBe(
      '@ana_gomes: este sorteio é para quem tem uma conta Stake verificada. Verifique a sua no seu perfil: https://community.example/profile',
    );
  });

  it('takes an admin override per kind and language, else the default', () => {
    const templates = { points_balance: { 'pt-BR': '{user} tem {points}' } };
    expect(renderReply('points_balance', 'pt-BR', { user: 'ana', points: 1500 }, templates)).toBe('ana tem 1.500');
    expect(renderReply('points_balance', 'pt-PT', { user: 'ana', points: 1500 }, templates)).toBe(
      '@ana: tem 1 500 pontos.',
    );
    expect(renderReply('points_balance', 'en', { user: 'ana', points: 1500 }, templates)).toBe(
      '@ana: you have 1,500 points.',
    );
  });
});

describe('huntLineVars', () => {
  it('reads the live hunt as the tracking page does', () => {
    const vars = huntLineVars(
      12,
      100_000,
      [
        { betCents: 100, earningCents: 8_550 },
        { betCents: 200, earningCents: null },
      ],
      'USD',
    );
    expect(plainVars(vars)).toEqual({
      index: 12,
      start: '$1,000',
      end: '$85.50',
      opened: 1,
      total: 2,
      avg: '85.50',
      breakEven: 457,
    });
    expect(renderSafeReply('hunt_line', 'en', vars).text).toBe(
      'Bonus Hunt #12: start $1,000, balance $85.50, 1/2 opened, avg x85.50, break-even x457',
    );
    expect(renderSafeReply('hunt_line', 'pt-BR', vars).text).toBe(
      'Bonus Hunt #12: início US$ 1.000, saldo US$ 85,50, 1/2 abertos, média x85,50, break-even x457',
    );
  });

  it('writes "-" for the average until a bonus is opened', () => {
    expect(huntLineVars(1, 5_000, [], 'USD').avg!.value).toBe('-');
  });

  it('writes money in the site currency, and an old "${start}" template shows one sign', () => {
    const vars = huntLineVars(3, 123_450, [], 'EUR');
    expect(renderSafeReply('hunt_line', 'en', vars).text).toMatch(/^Bonus Hunt #3: start €1,234.50, balance €0,/);
    expect(renderSafeReply('hunt_line', 'pt-PT', vars).text).toMatch(/^Bonus Hunt #3: início 1 234,50 €, saldo 0 €,/);
    const old = { hunt_line: { en: 'Hunt: start ${start}, balance ${end}' } };
    expect(renderSafeReply('hunt_line', 'en', vars, old).text).toBe('Hunt: start €1,234.50, balance €0');
    expect(
      renderSafeReply('gtb_recorded', 'en', { user: chatterValue('ana'), guess: moneyValue(750_000, 'BRL') }).text,
    ).toBe('@ana: GTB guess of R$7,500 recorded!');
    expect(
      renderSafeReply('gtb_recorded', 'pt-BR', { user: chatterValue('ana'), guess: moneyValue(750_000, 'BRL') }).text,
    ).toBe('@ana: palpite de R$ 7.500 registrado no GTB!');
  });
});

describe('renderSafeReply', () => {
  it('fills a template with safe values only and marks the line as safe', () => {
    const line = renderSafeReply('sr_queued', 'en', {
      user: chatterValue('ana'),
      slot: fixedValue('Book of Dead'),
      position: numberValue(2),
    });
    expect(isSafeReply(line)).toBe(true);
    expect(line.text).toBe('@ana: Book of Dead is in the request queue (position 2).');
  });

  it('refuses at run time a typed text or a plain string cast past the type', () => {
    const typed = typedText('use code BIGWIN') as unknown as SafeValue;
    expect(() => renderSafeReply('sr_not_found', 'en', { user: chatterValue('ana'), query: typed })).toThrow(
      /SafeValue/,
    );
    const plain = 'stake.com' as unknown as SafeValue;
    expect(() => renderSafeReply('sr_not_found', 'en', { user: plain })).toThrow(/SafeValue/);
    const forged = { source: 'fixed', value: 'evilcasino.io' } as unknown as SafeValue;
    expect(() => renderSafeReply('sr_not_found', 'en', { user: forged })).toThrow(/SafeValue/);
  });

  it('names the chatter by a plain chat name only: a decorated or foreign-script name falls back to the login', () => {
    expect(chatterValue('Ana_99').value).toBe('Ana_99');
    expect(chatterValue('@ana').value).toBe('ana');
    expect(chatterValue('ꓢꓔꓮꓗꓰ', 'realname').value).toBe('realname');
    expect(chatterValue('an\u200Ba', 'x y').value).toBe('ana');
    expect(chatterValue('ſtake casino', 'bad login!').value).toBe('viewer');
  });
});
