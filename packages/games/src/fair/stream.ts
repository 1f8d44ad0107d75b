import { createHmacKey, hmacInto, hmacSha256, type HmacKey } from './hmac';
import { utf8Encode, utf8EncodeInto } from './utf8';

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
  return hmacSha256(key, utf8Encode(roundMessage(clientSeed, nonce, round)));
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
 * Shared message buffer for the rounds (grown on demand), and which prefix it holds now: a stream
 * computing its next round usually finds its own prefix still there. Sharing is safe because
 * hashing is synchronous.
 */
let messageBuffer = new Uint8Array(256);
let bufferedPrefix: string | null = null;
let bufferedPrefixLength = 0;
const ROUND_BYTES = new Uint8Array(32);
const ROUND_VIEW = new DataView(ROUND_BYTES.buffer);
/** The longest decimal round number written after the prefix. */
const MAX_ROUND_DIGITS = 16;

/**
 * A lazily computed float sequence for one (server seed, client seed, nonce): float i comes from
 * round floor(i / 8); rounds are computed in order, the first time a float of theirs is read.
 * Invariant: floatAt(i) === bytesToFloats(roundBytes(seed, clientSeed, nonce, floor(i/8)))[i % 8].
 */
export class FloatStream {
  readonly #key: HmacKey;
  readonly #prefix: string;
  readonly #floats: number[] = [];

  /**
   * Pass an HmacKey made once per server seed (createHmacKey) when many games share a seed, so
   * that only the per-round work remains.
   */
  constructor(serverSeed: string | HmacKey, clientSeed: string, nonce: number) {
    this.#key = typeof serverSeed === 'string' ? createHmacKey(serverSeed) : serverSeed;
    this.#prefix = `${clientSeed}:${nonce}:`;
  }

  /** Float i of the sequence, in [0, 1). */
  floatAt(index: number): number {
    const floats = this.#floats;
    const cached = floats[index];
    if (cached !== undefined) return cached;
    if (!Number.isInteger(index) || index < 0)
      throw new RangeError(`float index must be a non-negative integer, got ${index}`);
    while (floats.length <= index) this.#nextRound();
    return floats[index]!;
  }

  /** How many HMAC rounds were computed so far (for benchmarks and tests). */
  roundsComputed(): number {
    return this.#floats.length / FLOATS_PER_ROUND;
  }

  #nextRound(): void {
    const round = this.#floats.length / FLOATS_PER_ROUND;
    if (bufferedPrefix !== this.#prefix) {
      let end = utf8EncodeInto(this.#prefix, messageBuffer, 0);
      if (end < 0 || end + MAX_ROUND_DIGITS > messageBuffer.length) {
        messageBuffer = new Uint8Array(this.#prefix.length * 3 + MAX_ROUND_DIGITS + 64);
        end = utf8EncodeInto(this.#prefix, messageBuffer, 0);
      }
      bufferedPrefix = this.#prefix;
      bufferedPrefixLength = end;
    }
    const message = messageBuffer;
    let end = bufferedPrefixLength;
    if (round < 10) {
      message[end++] = 0x30 + round;
    } else {
      const digits = String(round);
      for (let i = 0; i < digits.length; i++) message[end++] = digits.charCodeAt(i);
    }
    hmacInto(this.#key, message.subarray(0, end), ROUND_BYTES);
    const floats = this.#floats;
    for (let i = 0; i < FLOATS_PER_ROUND; i++) floats.push(ROUND_VIEW.getUint32(i * 4) / TWO_POW_32);
  }
}

/** The lazy float stream of a game (see FloatStream). */
export function createFloatStream(serverSeed: string | HmacKey, clientSeed: string, nonce: number): FloatStream {
  return new FloatStream(serverSeed, clientSeed, nonce);
}

/** The first `count` floats of the sequence, computing only the rounds they need. */
export function generateFloats(
  serverSeed: string | HmacKey,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const stream = createFloatStream(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, (_, i) => stream.floatAt(i));
}
