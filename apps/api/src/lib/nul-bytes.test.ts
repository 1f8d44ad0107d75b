import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findNulByte, urlHasNulByte } from './nul-bytes';

describe('findNulByte', () => {
  it('names the path of the first NUL in strings and keys', () => {
    expect(findNulByte({ name: 'a\u0000b' })).toBe('name');
    expect(findNulByte({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulByte({ ['k\u0000']: 1 })).toBe('k\\0');
    expect(findNulByte('\u0000')).toBe('(body)');
  });

  it('finds nothing in clean values, however deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulByte(deep)).toBeNull();
    expect(findNulByte({ a: 1, b: null, c: [true, 'é😀'] })).toBeNull();
  });

  it('agrees with a plain JSON text search on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const hasNul = JSON.stringify(v).includes('\\u0000');
        expect(findNulByte(v) !== null).toBe(hasNul);
      }),
    );
  });
});

describe('urlHasNulByte', () => {
  it('sees %00 in any case, in path or query, and not a literal %2500', () => {
    expect(urlHasNulByte('/%00')).toBe(true);
    expect(urlHasNulByte('/api/v1/points?q=%00')).toBe(true);
    expect(urlHasNulByte('/x?q=a%00b')).toBe(true);
    expect(urlHasNulByte('/x?q=%2500')).toBe(false);
    expect(urlHasNulByte('/api/v1/shop')).toBe(false);
  });
});
