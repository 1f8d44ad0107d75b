import { beaconClientSeed } from '../giveaway/beacon';
import { drawGiveaway, giveawayClientSeed, giveawayEntriesText, type GiveawayEntry } from '../giveaway/draw';

/**
 * The fair seeding of a tournament (docs/games.md#tournaments): the giveaway draw (ADR 066) over the
 * frozen entrant list, every entrant holding one ticket, drawn until none is left. The order drawn is
 * the seed order: the first pick is seed 1. The client seed is the giveaway one: SHA-256 of the list's
 * text and the beacon round's randomness (or of the list alone without a beacon).
 */
export function seedingList(entrantIds: readonly string[]): GiveawayEntry[] {
  return entrantIds.map((id) => ({ id, tickets: 1 }));
}

export const seedingText = (entrantIds: readonly string[]): string => giveawayEntriesText(seedingList(entrantIds));

export function seedingClientSeed(entrantIds: readonly string[], randomness: string | null): string {
  const list = seedingList(entrantIds);
  return randomness === null ? giveawayClientSeed(list) : beaconClientSeed(list, randomness);
}

/** The entrant ids in seed order (seed 1 first). */
export function seedTournament(serverSeed: string, entrantIds: readonly string[], clientSeed: string): string[] {
  const list = seedingList(entrantIds);
  return drawGiveaway(serverSeed, list, list.length, clientSeed).map((p) => p.entryId);
}
