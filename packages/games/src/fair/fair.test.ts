import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN } from '../test-support/known-answer';
import { createHmacKey, hmacSha256Hex } from './hmac';
import { generateClientSeed, generateServerSeed, hashServerSeed, isValidFairness } from './seeds';
import { sha256, sha256Hex } from './sha256';
import { bytesToFloats, createFloatStream, generateFloats, roundBytes, roundMessage } from './stream';
import { bytesToHex, utf8Encode, utf8EncodeInto } from './utf8';

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// The vector of docs/games.md#known-answer.
describe('known answer (docs/games.md)', () => {
  it('hashes the server seed', () => {
    expect(sha256Hex(KNOWN.serverSeed)).toBe(KNOWN.serverSeedHash);
    expect(hashServerSeed(KNOWN.serverSeed)).toBe(KNOWN.serverSeedHash);
  });

  it('computes round 0 as HMAC(serverSeed, clientSeed:nonce:0)', () => {
    expect(roundMessage(KNOWN.clientSeed, KNOWN.nonce, 0)).toBe('bb62964774:1:0');
    expect(hmacSha256Hex(KNOWN.serverSeed, `${KNOWN.clientSeed}:${KNOWN.nonce}:0`)).toBe(KNOWN.round0Hmac);
    expect(bytesToHex(roundBytes(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce, 0))).toBe(KNOWN.round0Hmac);
  });

  it('gives the first floats', () => {
    const floats = generateFloats(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce, 3);
    floats.forEach((f, i) => expect(f).toBeCloseTo(KNOWN.firstFloats[i] ?? -1, 12));
  });
});

describe('sha256', () => {
  it('matches the FIPS 180-4 examples', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto at every padding boundary', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      expect(bytesToHex(sha256(bytes)), `length ${length}`).toBe(nodeSha(bytes));
    }
  });

  it('matches node:crypto on random input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1000 }), (bytes) => {
        expect(bytesToHex(sha256(bytes))).toBe(nodeSha(bytes));
      }),
    );
  });
});

describe('hmac-sha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches node:crypto for any key and message, including keys longer than a block', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 150 }), fc.uint8Array({ maxLength: 300 }), (key, message) => {
        const expected = createHmac('sha256', key).update(message).digest('hex');
        expect(hmacSha256Hex(createHmacKey(key), message)).toBe(expected);
      }),
    );
  });

  it('takes string keys and messages as UTF-8', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        (key, message) => {
          expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message, 'utf8').digest('hex'));
        },
      ),
    );
  });

  it('reuses a precomputed key without changing it', () => {
    const key = createHmacKey(KNOWN.serverSeed);
    const first = hmacSha256Hex(key, 'a');
    hmacSha256Hex(key, 'b');
    expect(hmacSha256Hex(key, 'a')).toBe(first);
  });
});

describe('utf8', () => {
  // utf8Encode is the platform's TextEncoder; what is ours is writing into a buffer at an offset.
  it('utf8EncodeInto writes the UTF-8 bytes at the offset and returns the end, or -1 when they do not fit', () => {
    // Plain comparisons inside the property: a deep expect per run costs more than the encoding.
    const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
    // Any code point, and lone surrogates (fast-check's own 'binary' unit takes seconds to build 200).
    const unit = fc.oneof(
      fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    );
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 40 }),
        fc.nat({ max: 8 }),
        fc.nat({ max: 200 }),
        (text, offset, size) => {
          const bytes = utf8Encode(text);
          const buffer = new Uint8Array(offset + size).fill(0xee);
          const end = utf8EncodeInto(text, buffer, offset);
          if (bytes.length > size) return end === -1;
          return (
            end === offset + bytes.length &&
            same(buffer.subarray(offset, end), bytes) &&
            buffer.subarray(0, offset).every((b) => b === 0xee)
          );
        },
      ),
      { numRuns: 200 },
    );
    // A lone surrogate is U+FFFD (3 bytes), as TextEncoder writes it.
    expect([...utf8Encode('\ud800x')]).toEqual([0xef, 0xbf, 0xbd, 0x78]);
  });
});

describe('float stream', () => {
  const seeds = fc.record({
    serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex),
    clientSeed: fc.string({ minLength: 1, maxLength: 64 }),
    nonce: fc.nat(),
  });

  it('reads the rounds bytes in order, 4 bytes per float', () => {
    fc.assert(
      fc.property(seeds, fc.nat({ max: 60 }), ({ serverSeed, clientSeed, nonce }, index) => {
        const stream = createFloatStream(serverSeed, clientSeed, nonce);
        const round = Math.floor(index / 8);
        const expected = bytesToFloats(roundBytes(serverSeed, clientSeed, nonce, round))[index % 8];
        expect(stream.floatAt(index)).toBe(expected);
      }),
      { numRuns: 50 },
    );
  });

  it('turns 4 bytes into b0/256 + b1/256^2 + b2/256^3 + b3/256^4 in [0, 1)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (bytes) => {
        const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = bytes;
        const [f] = bytesToFloats(bytes);
        expect(f).toBe(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
      }),
    );
    expect(bytesToFloats(Uint8Array.from([255, 255, 255, 255]))[0]).toBeLessThan(1);
  });

  it('matches node:crypto for any client seed text, also when streams interleave', () => {
    const nodeFloat = (serverSeed: string, clientSeed: string, nonce: number, index: number) => {
      const digest = createHmac('sha256', serverSeed)
        .update(`${clientSeed}:${nonce}:${Math.floor(index / 8)}`, 'utf8')
        .digest();
      return digest.readUInt32BE((index % 8) * 4) / 2 ** 32;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 }),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }),
        fc.nat(),
        (serverSeed, clientSeed, nonce) => {
          const a = createFloatStream(serverSeed, clientSeed, nonce);
          const b = createFloatStream(serverSeed, `${clientSeed}x`, nonce + 1);
          for (const index of [0, 9, 17, 30, 51, 100]) {
            expect(a.floatAt(index)).toBe(nodeFloat(serverSeed, clientSeed, nonce, index));
            expect(b.floatAt(index)).toBe(nodeFloat(serverSeed, `${clientSeed}x`, nonce + 1, index));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('computes rounds lazily and once', () => {
    const stream = createFloatStream(KNOWN.serverSeed, KNOWN.clientSeed, KNOWN.nonce);
    expect(stream.roundsComputed()).toBe(0);
    stream.floatAt(0);
    stream.floatAt(7);
    expect(stream.roundsComputed()).toBe(1);
    stream.floatAt(8);
    stream.floatAt(3);
    expect(stream.roundsComputed()).toBe(2);
    expect(() => stream.floatAt(-1)).toThrow(RangeError);
  });

  it('gives the same floats for the same seeds and different ones for another nonce', () => {
    const a = generateFloats(KNOWN.serverSeed, KNOWN.clientSeed, 5, 16);
    expect(generateFloats(KNOWN.serverSeed, KNOWN.clientSeed, 5, 16)).toEqual(a);
    expect(generateFloats(KNOWN.serverSeed, KNOWN.clientSeed, 6, 16)).not.toEqual(a);
  });
});

describe('seeds', () => {
  const counting = (n: number) => Uint8Array.from({ length: n }, (_, i) => i * 7 + 1);

  it('makes a 64-hex-char server seed and a 10-hex-char client seed from the given bytes', () => {
    const serverSeed = generateServerSeed(counting);
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(serverSeed.startsWith('01080f16')).toBe(true);
    expect(generateClientSeed(counting)).toMatch(/^[0-9a-f]{10}$/);
  });

  it('refuses a random source that returns too few bytes', () => {
    expect(() => generateServerSeed(() => new Uint8Array(3))).toThrow(RangeError);
  });

  it('validates fairness inputs', () => {
    expect(isValidFairness({ serverSeed: 'a', clientSeed: 'b', nonce: 0 })).toBe(true);
    expect(isValidFairness({ serverSeed: '', clientSeed: 'b', nonce: 0 })).toBe(false);
    expect(isValidFairness({ serverSeed: 'a', clientSeed: '', nonce: 0 })).toBe(false);
    expect(isValidFairness({ serverSeed: 'a', clientSeed: 'x'.repeat(65), nonce: 0 })).toBe(false);
    expect(isValidFairness({ serverSeed: 'a', clientSeed: 'b', nonce: -1 })).toBe(false);
    expect(isValidFairness({ serverSeed: 'a', clientSeed: 'b', nonce: 1.5 })).toBe(false);
  });
});
