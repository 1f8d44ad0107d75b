import { bytesToHex as nobleBytesToHex } from '@noble/hashes/utils.js';

/**
 * The platform's TextEncoder (browsers and Node both have it), typed here so that the package
 * needs neither DOM nor node typings. One instance for the whole package.
 */
declare const TextEncoder: new () => {
  encode(input: string): Uint8Array;
  encodeInto(input: string, destination: Uint8Array): { read: number; written: number };
};
const encoder = new TextEncoder();

/** UTF-8 bytes of text (TextEncoder: lone surrogates become U+FFFD). */
export function utf8Encode(text: string): Uint8Array {
  return encoder.encode(text);
}

/**
 * Writes the UTF-8 bytes of text into buffer at offset and returns the new end, or -1 when the
 * buffer is too small for all of it.
 */
export function utf8EncodeInto(text: string, buffer: Uint8Array, offset: number): number {
  const { read, written } = encoder.encodeInto(text, buffer.subarray(offset));
  return read === text.length ? offset + written : -1;
}

/** Lower-case hex of bytes; two characters per byte, always. */
export function bytesToHex(bytes: Uint8Array): string {
  return nobleBytesToHex(bytes);
}
