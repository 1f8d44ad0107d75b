import { compress, finish, initialState, sha256, stateToBytes } from './sha256';
import { bytesToHex, utf8Encode } from './utf8';

/**
 * An HMAC-SHA256 key with its inner and outer pad blocks already compressed (RFC 2104).
 * Built once per server seed, it makes each round cost two SHA-256 compressions for short
 * messages instead of four. Not JSON: keep it in memory, rebuild it from the seed.
 */
export type HmacKey = {
  readonly inner: Int32Array;
  readonly outer: Int32Array;
};

const BLOCK = 64;

/** Precomputes the pad states of `key` (a string taken as UTF-8, or raw bytes). */
export function createHmacKey(key: string | Uint8Array): HmacKey {
  let keyBytes = typeof key === 'string' ? utf8Encode(key) : key;
  if (keyBytes.length > BLOCK) keyBytes = sha256(keyBytes);
  const inner = initialState();
  const outer = initialState();
  const w = new Int32Array(64);
  for (const [state, pad] of [
    [inner, 0x36],
    [outer, 0x5c],
  ] as const) {
    for (let i = 0; i < 16; i++) {
      let word = 0;
      for (let j = 0; j < 4; j++) word = (word << 8) | ((keyBytes[i * 4 + j] ?? 0) ^ pad);
      w[i] = word;
    }
    compress(state, w);
  }
  return { inner, outer };
}

const SCRATCH_INNER = new Int32Array(8);
const SCRATCH_W = new Int32Array(64);

/**
 * HMAC-SHA256 of `message` written into `out` (8 big-endian digest words) without allocating:
 * the hot path of the float stream. Uses module scratch buffers, which is safe because it is
 * synchronous and re-entrancy free.
 */
export function hmacInto(key: HmacKey, message: Uint8Array, out: Int32Array): Int32Array {
  const inner = SCRATCH_INNER;
  inner.set(key.inner);
  finish(inner, message, BLOCK, SCRATCH_W);
  out.set(key.outer);
  const w = SCRATCH_W;
  for (let i = 0; i < 8; i++) w[i] = inner[i]!;
  w[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) w[i] = 0;
  w[15] = (BLOCK + 32) * 8;
  compress(out, w);
  return out;
}

/**
 * HMAC-SHA256 of `message` as the 8 big-endian digest words (Int32, so read with `>>> 0`).
 * `w` is an optional 64-word scratch buffer to avoid an allocation per call in hot loops.
 */
export function hmacWords(key: HmacKey, message: Uint8Array, w: Int32Array = new Int32Array(64)): Int32Array {
  const inner = key.inner.slice();
  finish(inner, message, BLOCK, w);
  const outer = key.outer.slice();
  // The outer message is the 32-byte inner digest: one block with its padding built in place.
  for (let i = 0; i < 8; i++) w[i] = inner[i]!;
  w[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) w[i] = 0;
  w[15] = (BLOCK + 32) * 8;
  compress(outer, w);
  return outer;
}

/** HMAC-SHA256 digest bytes. */
export function hmacSha256(key: HmacKey | string, message: Uint8Array | string): Uint8Array {
  const keyed = typeof key === 'string' ? createHmacKey(key) : key;
  const bytes = typeof message === 'string' ? utf8Encode(message) : message;
  return stateToBytes(hmacWords(keyed, bytes));
}

/** HMAC-SHA256 as 64 lower-case hex characters (key and message as UTF-8). */
export function hmacSha256Hex(key: HmacKey | string, message: Uint8Array | string): string {
  return bytesToHex(hmacSha256(key, message));
}
