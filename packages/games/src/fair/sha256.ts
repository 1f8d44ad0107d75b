import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8Encode } from './utf8';

/** SHA-256 digest of bytes (@noble/hashes: audited, synchronous, the same code in browser and Node). */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** SHA-256 of a string taken as UTF-8, as 64 lower-case hex characters. */
export function sha256Hex(text: string): string {
  return bytesToHex(nobleSha256(utf8Encode(text)));
}
