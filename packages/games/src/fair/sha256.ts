import { bytesToHex, utf8Encode } from './utf8';

/*
 * A small synchronous SHA-256 (FIPS 180-4). It works on 32-bit words in Int32Arrays so V8 keeps
 * every value a small integer; `| 0` after each addition is the mod 2^32 the standard asks for.
 */

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** A fresh hash state (the initial hash value H(0)); callers own and mutate it. */
export function initialState(): Int32Array {
  return IV.slice();
}

/**
 * Compresses one 512-bit block into `state`. `w` holds the block's 16 big-endian words in
 * w[0..15] and is used as the 64-word schedule (so it must have length 64 and is overwritten).
 */
export function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const w15 = w[i - 15]!;
    const w2 = w[i - 2]!;
    const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
    const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    // Ch and Maj in their reduced forms: g ^ (e & (f ^ g)) and (a & b) | (c & (a | b)).
    const ch = g ^ (e & (f ^ g));
    const t1 = (h + s1 + ch + K[i]! + w[i]!) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) | (c & (a | b));
    const t2 = (s0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Loads 16 big-endian words from bytes[offset..offset+64) into w[0..15]. */
function loadBlock(w: Int32Array, bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (bytes[j]! << 24) | (bytes[j + 1]! << 16) | (bytes[j + 2]! << 8) | bytes[j + 3]!;
  }
}

/**
 * Scratch space for the last one or two padded blocks. Sharing it is safe because hashing is
 * synchronous and `finish` never calls back out before it is done with the buffer.
 */
const TAIL = new Uint8Array(128);

/**
 * Hashes `data` as the tail of a message whose first `prefixLength` bytes (a multiple of 64)
 * were already compressed into `state`, then applies the padding. Used by HMAC, whose 64-byte
 * key block is compressed once per key. `w` is a 64-word scratch schedule.
 */
export function finish(state: Int32Array, data: Uint8Array, prefixLength: number, w: Int32Array): void {
  const fullBlocks = data.length >> 6;
  for (let block = 0; block < fullBlocks; block++) {
    loadBlock(w, data, block << 6);
    compress(state, w);
  }
  const rest = data.length - (fullBlocks << 6);
  // The tail plus 0x80 plus the 8-byte length needs one block, or two when rest > 55.
  const end = rest > 55 ? 128 : 64;
  const tail = TAIL;
  tail.fill(0, 0, end);
  tail.set(data.subarray(fullBlocks << 6));
  tail[rest] = 0x80;
  const bitLength = (prefixLength + data.length) * 8;
  // Lengths stay far below 2^53 bits, so splitting into two 32-bit halves with division is exact.
  const high = Math.floor(bitLength / 0x100000000);
  const low = bitLength >>> 0;
  tail[end - 8] = high >>> 24;
  tail[end - 7] = high >>> 16;
  tail[end - 6] = high >>> 8;
  tail[end - 5] = high;
  tail[end - 4] = low >>> 24;
  tail[end - 3] = low >>> 16;
  tail[end - 2] = low >>> 8;
  tail[end - 1] = low;
  for (let offset = 0; offset < end; offset += 64) {
    loadBlock(w, tail, offset);
    compress(state, w);
  }
}

/** Big-endian bytes of 8 state words: the 32-byte digest. */
export function stateToBytes(state: Int32Array): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = state[i]!;
    out[i * 4] = word >>> 24;
    out[i * 4 + 1] = word >>> 16;
    out[i * 4 + 2] = word >>> 8;
    out[i * 4 + 3] = word;
  }
  return out;
}

/** SHA-256 digest of bytes (32 bytes). */
export function sha256(data: Uint8Array): Uint8Array {
  const state = initialState();
  finish(state, data, 0, new Int32Array(64));
  return stateToBytes(state);
}

/** SHA-256 of a string's UTF-8 bytes as 64 lower-case hex characters. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8Encode(text)));
}
