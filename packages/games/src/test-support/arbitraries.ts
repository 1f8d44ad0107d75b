import fc from 'fast-check';
import { bytesToHex } from '../fair/utf8';

/** Random but valid fairness data: a 64-hex server seed, a 1..64-char client seed, a nonce. */
export const fairnessArb = fc.record({
  serverSeed: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex),
  clientSeed: fc.string({ minLength: 1, maxLength: 64 }),
  nonce: fc.nat({ max: 1_000_000_000 }),
});
