import { createHmacKey, hmacWords, type HmacKey } from './hmac';
import { stateToBytes } from './sha256';
import { utf8Encode } from './utf8';

/** Each HMAC round yields 32 bytes, i.e. 8 floats of 4 bytes. */
export const FLOATS_PER_ROUND = 8;

const TWO_POW_32 = 0x100000000;

/** The message of round r: `${clientSeed}:${nonce}:${round}`, the scheme's exact format. */
export function roundMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** The 32 bytes of round r: HMAC_SHA256(key = serverSeed, message = clientSeed:nonce:round). */
export function roundBytes(serverSeed: string | HmacKey, clientSeed: string, nonce: number, round: number): Uint8Array {
  const key = typeof serverSeed === 'string' ? createHmacKey(serverSeed) : serverSeed;
  return stateToBytes(hmacWords(key, utf8Encode(roundMessage(clientSeed, nonce, round))));
}

/**
 * Floats from bytes, 4 bytes each: b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 * That sum is exactly the big-endian uint32 divided by 2^32 (no rounding: 32 bits fit a double),
 * so every float is in [0, 1). Trailing bytes that do not fill 4 are ignored.
 */
export function bytesToFloats(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const word = ((bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!) >>> 0;
    floats.push(word / TWO_POW_32);
  }
  return floats;
}

/**
 * A lazily computed float sequence for one (server seed, client seed, nonce): float i comes from
 * round floor(i / 8), and a round is computed the first time one of its floats is read.
 */
export type FloatStream = {
  /** Float i of the sequence, in [0, 1). */
  readonly floatAt: (index: number) => number;
  /** How many HMAC rounds were computed so far (for benchmarks). */
  readonly roundsComputed: () => number;
};

/**
 * Creates the lazy float stream. Pass an HmacKey made once per server seed (createHmacKey) when
 * many games share a seed, so only the per-round work remains.
 * Invariant: floatAt(i) === bytesToFloats(roundBytes(seed, clientSeed, nonce, floor(i/8)))[i % 8].
 */
export function createFloatStream(serverSeed: string | HmacKey, clientSeed: string, nonce: number): FloatStream {
  const key = typeof serverSeed === 'string' ? createHmacKey(serverSeed) : serverSeed;
  const prefix = utf8Encode(`${clientSeed}:${nonce}:`);
  const rounds: Int32Array[] = [];
  const w = new Int32Array(64);

  const roundWords = (round: number): Int32Array => {
    const cached = rounds[round];
    if (cached) return cached;
    const digits = String(round);
    const message = new Uint8Array(prefix.length + digits.length);
    message.set(prefix);
    for (let i = 0; i < digits.length; i++) message[prefix.length + i] = digits.charCodeAt(i);
    const words = hmacWords(key, message, w);
    rounds[round] = words;
    return words;
  };

  return {
    floatAt(index: number): number {
      if (!Number.isInteger(index) || index < 0) throw new RangeError(`float index must be a non-negative integer, got ${index}`);
      const words = roundWords(Math.floor(index / FLOATS_PER_ROUND));
      return (words[index % FLOATS_PER_ROUND]! >>> 0) / TWO_POW_32;
    },
    roundsComputed: () => rounds.filter(Boolean).length,
  };
}

/** The first `count` floats of the sequence, computing only the rounds they need. */
export function generateFloats(serverSeed: string | HmacKey, clientSeed: string, nonce: number, count: number): number[] {
  const stream = createFloatStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, (_, i) => stream.floatAt(i));
}
