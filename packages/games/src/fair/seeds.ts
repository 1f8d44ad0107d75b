import { sha256Hex } from './sha256';
import { bytesToHex } from './utf8';

/**
 * A source of cryptographically secure random bytes, e.g. `(n) => crypto.randomBytes(n)` on the
 * server or `(n) => crypto.getRandomValues(new Uint8Array(n))` in a browser. Injected so that this
 * package stays pure and testable.
 */
export type RandomBytes = (length: number) => Uint8Array;

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_BYTES = 5;

function takeBytes(randomBytes: RandomBytes, length: number): Uint8Array {
  const bytes = randomBytes(length);
  // A short buffer would silently weaken the seed, so it is a programming error, not a result.
  if (bytes.length !== length) throw new RangeError(`randomBytes(${length}) returned ${bytes.length} bytes`);
  return bytes;
}

/** A new server seed: 32 random bytes as 64 lower-case hex characters. */
export function generateServerSeed(randomBytes: RandomBytes): string {
  return bytesToHex(takeBytes(randomBytes, SERVER_SEED_BYTES));
}

/** A new default client seed: 5 random bytes as 10 hex characters (the user may replace it). */
export function generateClientSeed(randomBytes: RandomBytes): string {
  return bytesToHex(takeBytes(randomBytes, CLIENT_SEED_BYTES));
}

/** The commitment shown before the seed is used: SHA-256 of the seed string, hex. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

export const MAX_CLIENT_SEED_LENGTH = 64;

/**
 * Whether a (server seed, client seed, nonce) triple can start a game: a non-empty server seed,
 * a client seed of 1..64 characters (any text; it is hashed as UTF-8) and a nonce that is a
 * non-negative safe integer, so that `${nonce}` in the HMAC message is its plain decimal form.
 */
export function isValidFairness(input: { serverSeed: unknown; clientSeed: unknown; nonce: unknown }): boolean {
  const { serverSeed, clientSeed, nonce } = input;
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) return false;
  if (typeof clientSeed !== 'string' || clientSeed.length === 0 || clientSeed.length > MAX_CLIENT_SEED_LENGTH)
    return false;
  return typeof nonce === 'number' && Number.isSafeInteger(nonce) && nonce >= 0;
}
