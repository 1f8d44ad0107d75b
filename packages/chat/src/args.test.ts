import { moneyTextToCents } from '@app/contracts';
import { AVG_GROUPS } from '@app/hunts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAvgArgs, parseGtbArgs, parseSrArgs } from './args';
import { parseCommand } from './parse';

/** The arguments of a message as chat sends it (normalized and split by parseCommand). */
const argsOf = (text: string) => parseCommand(`!x ${text}`)?.args ?? [];

describe('parseGtbArgs', () => {
  it.each([
    ['1234.50', 123_450],
    ['1234,50', 123_450],
    ['1234', 123_400],
    ['$1234', 123_400],
    ['$1234.5', 123_450],
    ['12.', 1_200],
    ['.5', 50],
    ['0', 0],
    ['１２３４，５０', 123_450],
    ['007', 700],
  ])('%j is a guess of %i cents', (text, cents) => {
    expect(parseGtbArgs(argsOf(text))).toEqual({ kind: 'guess', cents });
  });

  it.each([
    ['1.234,50'],
    ['1,234.50'],
    ['1.234'],
    ['1234.567'],
    ['-5'],
    ['+5'],
    ['1e9'],
    ['1E3'],
    ['0x10'],
    ['NaN'],
    ['Infinity'],
    ['∞'],
    ['١٢٣'],
    ['۱۲۳'],
    ['$'],
    ['$$5'],
    ['5$'],
    ['R$5'],
    ['US$5'],
    ['.'],
    [','],
    ['12 34'],
    ['1234 gl'],
    ['9'.repeat(17)],
    ['99999999999999999999'],
    ['abc'],
    ['😀'],
  ])('%j is GTB_AMOUNT_INVALID', (text) => {
    expect(parseGtbArgs(argsOf(text))).toEqual({ kind: 'error', code: 'GTB_AMOUNT_INVALID' });
  });

  it('needs an amount', () => {
    expect(parseGtbArgs([])).toEqual({ kind: 'error', code: 'GTB_AMOUNT_MISSING' });
    expect(parseGtbArgs(argsOf('   '))).toEqual({ kind: 'error', code: 'GTB_AMOUNT_MISSING' });
  });

  it('reads open and close in any case, as the one argument', () => {
    expect(parseGtbArgs(['open'])).toEqual({ kind: 'open' });
    expect(parseGtbArgs(['CLOSE'])).toEqual({ kind: 'close' });
    expect(parseGtbArgs(['open', 'now'])).toEqual({ kind: 'error', code: 'GTB_AMOUNT_INVALID' });
  });

  it('property: a guess is exactly what moneyTextToCents reads, a safe non-negative integer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const result = parseGtbArgs([text]);
        if (result.kind !== 'guess') return;
        expect(Number.isSafeInteger(result.cents) && result.cents >= 0).toBe(true);
        expect(result.cents).toBe(moneyTextToCents(text.replace(/^\$/, '')));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: whole dollars and cents round-trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.boolean(),
        (d, c, comma) => {
          const text = `${d}${comma ? ',' : '.'}${String(c).padStart(2, '0')}`;
          expect(parseGtbArgs([text])).toEqual({ kind: 'guess', cents: d * 100 + c });
        },
      ),
    );
  });
});

describe('parseAvgArgs', () => {
  it('reads the group in any case and whole points, in either order', () => {
    expect(parseAvgArgs(argsOf('C 200'))).toEqual({ kind: 'bet', group: 'C', points: 200 });
    expect(parseAvgArgs(argsOf('c 200'))).toEqual({ kind: 'bet', group: 'C', points: 200 });
    expect(parseAvgArgs(argsOf('200 f'))).toEqual({ kind: 'bet', group: 'F', points: 200 });
    expect(parseAvgArgs(argsOf('Ａ ５'))).toEqual({ kind: 'bet', group: 'A', points: 5 });
  });

  it('leaves the range to the service (0 and 501 parse)', () => {
    expect(parseAvgArgs(['A', '0'])).toEqual({ kind: 'bet', group: 'A', points: 0 });
    expect(parseAvgArgs(['A', '501'])).toEqual({ kind: 'bet', group: 'A', points: 501 });
    expect(parseAvgArgs(['A', '9'.repeat(15)])).toEqual({ kind: 'bet', group: 'A', points: 999_999_999_999_999 });
  });

  it.each([
    ['', 'AVG_GROUP_MISSING'],
    ['200', 'AVG_GROUP_MISSING'],
    ['C', 'AVG_BET_MISSING'],
    ['G 200', 'AVG_GROUP_INVALID'],
    ['AB 200', 'AVG_GROUP_INVALID'],
    ['grupo', 'AVG_GROUP_INVALID'],
    ['200 300', 'AVG_GROUP_INVALID'],
    ['C D', 'AVG_BET_INVALID'],
    ['C 2.5', 'AVG_BET_INVALID'],
    ['C 2,5', 'AVG_BET_INVALID'],
    ['C -5', 'AVG_BET_INVALID'],
    ['C +5', 'AVG_BET_INVALID'],
    ['C 1e2', 'AVG_BET_INVALID'],
    ['C 0x10', 'AVG_BET_INVALID'],
    ['C ∞', 'AVG_BET_INVALID'],
    ['C NaN', 'AVG_BET_INVALID'],
    ['C ١٢٣', 'AVG_BET_INVALID'],
    ['C 1,000', 'AVG_BET_INVALID'],
    [`C ${'9'.repeat(16)}`, 'AVG_BET_INVALID'],
    ['C 200 300', 'AVG_BET_INVALID'],
    ['-5', 'AVG_GROUP_MISSING'],
  ])('%j is %s', (text, code) => {
    expect(parseAvgArgs(argsOf(text))).toEqual({ kind: 'error', code });
  });

  it('property: a bet is a group of @app/hunts and a safe whole number', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }), (args) => {
        const result = parseAvgArgs(args);
        if (result.kind !== 'bet') return;
        expect(AVG_GROUPS).toContain(result.group);
        expect(Number.isSafeInteger(result.points) && result.points >= 0).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseSrArgs', () => {
  it('joins the words of the slot name', () => {
    expect(parseSrArgs(argsOf('Gates of  Olympus'))).toEqual({ kind: 'request', query: 'Gates of Olympus' });
    expect(parseSrArgs(argsOf('"Book of Dead"'))).toEqual({ kind: 'request', query: 'Book of Dead' });
    expect(parseSrArgs(argsOf('“Sugar Rush”'))).toEqual({ kind: 'request', query: 'Sugar Rush' });
    expect(parseSrArgs(['7'])).toEqual({ kind: 'request', query: '7' });
  });

  it('reads open and close alone; with other words they are part of a name', () => {
    expect(parseSrArgs(['Open'])).toEqual({ kind: 'open' });
    expect(parseSrArgs(['close'])).toEqual({ kind: 'close' });
    expect(parseSrArgs(['Open', 'Sesame'])).toEqual({ kind: 'request', query: 'Open Sesame' });
  });

  it('needs a name of 1 to 60 characters (code points, so emoji count once)', () => {
    expect(parseSrArgs([])).toEqual({ kind: 'error', code: 'SR_QUERY_MISSING' });
    expect(parseSrArgs(['""'])).toEqual({ kind: 'error', code: 'SR_QUERY_MISSING' });
    expect(parseSrArgs(['a'.repeat(60)])).toEqual({ kind: 'request', query: 'a'.repeat(60) });
    expect(parseSrArgs(['😀'.repeat(60)])).toEqual({ kind: 'request', query: '😀'.repeat(60) });
    expect(parseSrArgs(['a'.repeat(61)])).toEqual({ kind: 'error', code: 'SR_QUERY_TOO_LONG' });
    expect(parseSrArgs(argsOf('slotname '.repeat(12)))).toEqual({ kind: 'error', code: 'SR_QUERY_TOO_LONG' });
  });
});
