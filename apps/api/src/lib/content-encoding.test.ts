import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
    [['gzip', 'br'], 'br'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(preferredEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compress', () => {
  const body = JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ rank: i + 1, name: `player${i}`, wager: i * 1000.5 })),
  );
  it('round-trips both encodings, fast or not, and shrinks JSON', () => {
    for (const fast of [true, false]) {
      const br = compress(body, 'br', { fast });
      const gz = compress(body, 'gzip', { fast });
      expect(brotliDecompressSync(br).toString()).toBe(body);
      expect(gunzipSync(gz).toString()).toBe(body);
      expect(br.length).toBeLessThan(body.length / 3);
    }
  });
});
