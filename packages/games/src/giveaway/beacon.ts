import { sha256Hex } from '../fair/sha256';
import { giveawayEntriesText, type GiveawayEntry } from './draw';

/**
 * A drand chain as a draw names it: its hash, its public key (hex, G2) and its clock. Production pins
 * `DRAND_QUICKNET`; tests trust a fake relay's own key.
 */
export type DrandChain = {
  /** The chain hash (hex), the relays' path prefix. */
  hash: string;
  publicKey: string;
  /** Seconds between rounds. */
  period: number;
  /** Unix seconds of round 1. */
  genesis: number;
  schemeID: string;
};

/** drand's "quicknet" chain (League of Entropy): unchained BLS signatures on G1 (RFC 9380), every 3 s. */
export const DRAND_QUICKNET: DrandChain = {
  hash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  period: 3,
  genesis: 1692803367,
  schemeID: 'bls-unchained-g1-rfc9380',
};

/** The round current at `unixMs`: floor((t - genesis) / period) + 1 (1 before the genesis). */
export function drandRoundAt(unixMs: number, chain: Pick<DrandChain, 'genesis' | 'period'>): number {
  const seconds = Math.floor(unixMs / 1000);
  if (seconds < chain.genesis) return 1;
  return Math.floor((seconds - chain.genesis) / chain.period) + 1;
}

/** When a round is published (unix ms): genesis + (round - 1) * period. */
export function drandRoundTime(round: number, chain: Pick<DrandChain, 'genesis' | 'period'>): number {
  return (chain.genesis + (round - 1) * chain.period) * 1000;
}

/**
 * The round a draw closing at `closesAtMs` waits for: the first one published strictly after the close
 * (the round current at the close was, or could have been, known before it).
 */
export function drandRoundAfter(closesAtMs: number, chain: Pick<DrandChain, 'genesis' | 'period'>): number {
  return drandRoundAt(closesAtMs, chain) + 1;
}

const HEX32 = /^[0-9a-f]{64}$/;

/**
 * The client seed of a draw with a public beacon: SHA-256 hex of the frozen entry list text, a
 * newline ("\n"), and the beacon round's randomness (64 lowercase hex digits). Neither the site (which
 * cannot know the round's randomness at the close) nor an entrant (who cannot change the list after
 * it) can steer it.
 */
export function beaconClientSeed(entries: readonly GiveawayEntry[], randomness: string): string {
  if (!HEX32.test(randomness)) throw new Error('beacon randomness must be 64 lowercase hex digits');
  return sha256Hex(`${giveawayEntriesText(entries)}\n${randomness}`);
}

/** The public address of a round on a relay: `<relay>/<chain hash>/public/<round>`. */
export function drandRoundUrl(relay: string, chainHash: string, round: number): string {
  return `${relay.replace(/\/+$/, '')}/${chainHash}/public/${round}`;
}
