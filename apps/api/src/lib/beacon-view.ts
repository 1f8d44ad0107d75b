import type { GiveawayBeacon } from '@app/contracts';
import { drandRoundTime, drandRoundUrl } from '@app/games';
import type { BeaconSource } from '../integrations/drand';

/** The beacon columns a draw stores (giveaways, tournament seedings; ADR 066). */
export type StoredBeacon = {
  beaconChain: string | null;
  beaconRound: number | null;
  beaconRandomness: string | null;
  beaconSignature: string | null;
  beaconNoneReason: string | null;
};

const BLANK = {
  chainHash: null,
  round: null,
  randomness: null,
  signature: null,
  url: null,
  roundAt: null,
  reason: null,
  problem: null,
  checkedAt: null,
} as const;

/** When a round is (or was) due on the chain's clock, ISO. */
export const roundAtIso = (source: Pick<BeaconSource, 'chain'>, round: number) =>
  new Date(drandRoundTime(round, source.chain)).toISOString();

/**
 * The public form of the beacon a draw used: the verified drand round (with its address on the first
 * relay, so anyone can fetch and check it), or `none` with the admin's reason; null when it has none yet.
 */
export function usedBeaconView(
  row: StoredBeacon,
  source: Pick<BeaconSource, 'chain' | 'relays'>,
): GiveawayBeacon | null {
  if (row.beaconChain === 'none') return { ...BLANK, kind: 'none', reason: row.beaconNoneReason ?? '' };
  if (!row.beaconChain || row.beaconRound === null) return null;
  return {
    ...BLANK,
    kind: 'drand',
    chainHash: row.beaconChain,
    round: row.beaconRound,
    randomness: row.beaconRandomness,
    signature: row.beaconSignature,
    url: drandRoundUrl(source.relays[0] ?? '', row.beaconChain, row.beaconRound),
    roundAt: roundAtIso(source, row.beaconRound),
  };
}

/** A draw waiting for `round`, with why the last try failed (if it did). */
export function waitingBeaconView(
  source: Pick<BeaconSource, 'chain'>,
  round: number,
  problem: 'unavailable' | 'refused' | null = null,
  checkedAt: Date | null = null,
): GiveawayBeacon {
  return {
    ...BLANK,
    kind: 'waiting',
    chainHash: source.chain.hash,
    round,
    roundAt: roundAtIso(source, round),
    problem,
    checkedAt: checkedAt?.toISOString() ?? null,
  };
}
