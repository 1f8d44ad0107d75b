import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCents, formatMoney, formatPoints, formatPointsShort, formatterFor, pointsLabel } from './format';
import { LOCALES } from './locales';

describe('formatPointsShort', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1500, '1.5k'],
    [1999, '1.9k'],
    [10_000, '10k'],
    [999_999, '999.9k'],
    [1_000_000, '1M'],
    [2_250_000, '2.2M'],
    [1_000_000_000, '1B'],
    [3_700_000_000, '3.7B'],
  ])('%d -> %s', (input, expected) => {
    expect(formatPointsShort(input)).toBe(expected);
  });

  it('never shows more than the real value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5e12 }), (n) => {
        const out = formatPointsShort(n);
        const match = /^(\d+(?:\.\d)?)([kMB]?)$/.exec(out);
        expect(match).not.toBeNull();
        const scale = { '': 1, k: 1e3, M: 1e6, B: 1e9 }[match![2] as '' | 'k' | 'M' | 'B'];
        expect(Number(match![1]) * scale).toBeLessThanOrEqual(n + 1e-6);
      }),
    );
  });
});

describe('formatPoints and pointsLabel', () => {
  it('writes points in full with thousands separators, and the unit in the right number', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(1_234_567)).toBe('1,234,567');
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(0)).toBe('0 points');
    expect(pointsLabel(1500)).toBe('1,500 points');
  });
});

describe('formatMoney (the one money formatter, in the site currency)', () => {
  it('writes the currency symbol, thousands and 2 decimals; negatives before the symbol', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-40, 'EUR')).toBe('-€40.00');
    expect(formatMoney(30, 'GBP')).toBe('£30.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
    expect(formatCents(12_345, 'EUR')).toBe('€123.45');
  });
  it('whole drops ".00" from a whole amount only', () => {
    expect(formatCents(3_000, 'USD', { whole: true })).toBe('$30');
    expect(formatCents(3_050, 'USD', { whole: true })).toBe('$30.50');
    expect(formatMoney(30, 'EUR', { whole: true })).toBe('€30');
  });
});

describe('formatterFor: every figure in the reader language (issue 32)', () => {
  const en = formatterFor('en');
  const pt = formatterFor('pt-PT');
  const br = formatterFor('pt-BR');
  // Intl writes pt-PT groups with a no-break space (U+00A0); readers see a space.
  const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('groups every number the language way, also below ten thousand', () => {
    expect([en.points(5000), spaced(pt.points(5000)), br.points(5000)]).toEqual(['5,000', '5 000', '5.000']);
    expect([en.number(100_000), spaced(pt.number(100_000)), br.number(100_000)]).toEqual([
      '100,000',
      '100 000',
      '100.000',
    ]);
    expect([en.number(1234.5, 2), spaced(pt.number(1234.5, 2)), br.number(1234.5, 2)]).toEqual([
      '1,234.50',
      '1 234,50',
      '1.234,50',
    ]);
    expect([en.points(999), pt.points(999), br.points(999)]).toEqual(['999', '999', '999']);
    expect(en.number(-0)).toBe('0');
  });

  it('writes money in the site currency, the language way', () => {
    expect(en.cents(123_450, 'EUR')).toBe('€1,234.50');
    expect(spaced(pt.cents(123_450, 'EUR'))).toBe('1 234,50 €');
    expect(spaced(br.cents(123_450, 'BRL'))).toBe('R$ 1.234,50');
    expect(spaced(br.cents(3_000, 'USD', { whole: true }))).toBe('US$ 30');
    expect(en.cents(-4_000, 'USD')).toBe('-$40.00');
  });

  it('writes multipliers, percentages and short points', () => {
    expect([en.multiplier(12.5), pt.multiplier(12.5), br.multiplier(1234.5, 1)]).toEqual([
      '12.50x',
      '12,50x',
      '1.234,5x',
    ]);
    expect(spaced(pt.percent(0.125))).toBe('12,5%');
    expect(en.percent(0.125)).toBe('12.5%');
    expect([en.pointsShort(1500), pt.pointsShort(1500), br.pointsShort(2_250_000)]).toEqual(['1.5k', '1,5k', '2,2M']);
    expect(pt.pointsShort(1_000_000_000_000)).toBe('1000B');
  });

  it('writes dates day first in every language, Lisbon clock where named', () => {
    const t = Date.UTC(2026, 6, 23, 13, 5, 9); // 14:05:09 in Lisbon (summer time)
    expect(en.date(t)).toBe('23 Jul 2026');
    expect(br.date(t)).toBe('23 de jul. de 2026');
    expect(en.dateTimeLisbon(t)).toBe('23 Jul 2026, 14:05');
    expect(pt.dateTimeLisbon(t)).toMatch(/^23\/07\/2026,? 14:05$/);
    expect(br.dateTimeShort(new Date(2026, 10, 23, 14, 5))).toBe('23/11/2026, 14:05');
    // A month on Lisbon's clock: 00:30 on 1 July in Lisbon (summer time) is still June in UTC.
    const july = Date.UTC(2026, 5, 30, 23, 30);
    expect([en.month(july), pt.month(july), br.month(july)]).toEqual(['July 2026', 'julho de 2026', 'julho de 2026']);
  });

  it('writes relative times, never older than it is, "now" under a minute', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    expect([en.timeAgo(now - 30_000, now), pt.timeAgo(now - 30_000, now)]).toEqual(['now', 'agora']);
    expect(en.timeAgo(now - 5 * 60_000 - 59_000, now)).toBe('5 minutes ago');
    expect(br.timeAgo(now - 2 * 86_400_000, now)).toBe('anteontem');
    expect(br.timeAgo(now - 3 * 86_400_000, now)).toBe('há 3 dias');
    expect(pt.timeAgo(now - 86_400_000, now)).toBe('ontem');
    expect(en.timeAgo(now + 60_000, now)).toBe('now');
  });

  it('every language reads back the number it wrote (no figure lost)', () => {
    const back: Record<string, (s: string) => number> = {
      en: (s) => Number(s.replace(/,/g, '')),
      'pt-PT': (s) => Number(s.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')),
      'pt-BR': (s) => Number(s.replace(/\./g, '').replace(',', '.')),
    };
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...LOCALES), (n, locale) => {
        expect(back[locale]!(formatterFor(locale).points(n))).toBe(n);
      }),
    );
  });
});
