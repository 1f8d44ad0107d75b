import { _HMAC } from '@noble/hashes/hmac.js';
import { sha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8Encode } from './utf8';

/**
 * An HMAC-SHA256 key with its inner and outer pads already absorbed (RFC 2104), built once per
 * server seed: each round then clones it and hashes only the message. Opaque and not JSON: keep it
 * in memory, rebuild it from the seed.
 */
export type HmacKey = { readonly mac: _HMAC<_SHA256> };

/** Precomputes the keyed HMAC state of `key` (a string taken as UTF-8, or raw bytes). */
export function createHmacKey(key: string | Uint8Array): HmacKey {
  return { mac: new _HMAC<_SHA256>(sha256, typeof key === 'string' ? utf8Encode(key) : key) };
}

/**
 * One reusable HMAC state the keyed state is copied into for each message (noble's `_cloneInto`
 * overwrites it in place, so the hot path allocates nothing). Safe to share: hashing is synchronous.
 */
let scratch: _HMAC<_SHA256> | undefined;

/** HMAC-SHA256 of `message` written into `out` (32 bytes); the key is left unchanged. */
export function hmacInto(key: HmacKey, message: Uint8Array, out: Uint8Array): Uint8Array {
  const state = key.mac._cloneInto(scratch);
  scratch = state;
  state.update(message).digestInto(out);
  return out;
}

/** HMAC-SHA256 digest bytes (key and message strings taken as UTF-8). */
export function hmacSha256(key: HmacKey | string, message: Uint8Array | string): Uint8Array {
  const keyed = typeof key === 'string' ? createHmacKey(key) : key;
  return hmacInto(keyed, typeof message === 'string' ? utf8Encode(message) : message, new Uint8Array(32));
}

/** HMAC-SHA256 as 64 lower-case hex characters (key and message as UTF-8). */
export function hmacSha256Hex(key: HmacKey | string, message: Uint8Array | string): string {
  return bytesToHex(hmacSha256(key, message));
}
