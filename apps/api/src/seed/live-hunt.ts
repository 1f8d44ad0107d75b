import type { Tx } from '../db/client';
import { liveHuntBonuses, liveHuntEvents, liveHuntGtbGuesses, liveHuntGtbPrizes, liveHunts } from '../db/schema';

/** The demo bonuses: [slot, provider, bet cents, earning cents or null (unopened), super]. */
const demoBonuses: [string, string, number, number | null, boolean][] = [
  ['Gates of Olympus', 'Pragmatic Play', 200, 18_450, false],
  ['Sweet Bonanza', 'Pragmatic Play', 200, 9_120, false],
  ['Wanted Dead or a Wild', 'Hacksaw Gaming', 100, 24_300, true],
  ['Sugar Rush', 'Pragmatic Play', 200, 3_260, false],
  ['Book of Dead', "Play'n GO", 100, null, false],
  ['Big Bass Bonanza', 'Pragmatic Play', 200, null, false],
  ['Chaos Crew', 'Hacksaw Gaming', 100, null, true],
  ['Dog House Megaways', 'Pragmatic Play', 200, null, false],
];

/**
 * A demo live hunt so a newcomer sees /stream/bonushunt alive: $1,000 start, four of eight bonuses
 * opened, GTB opened (the demo fan has guessed) with prizes for the top 3, AVG 'soon'.
 */
export async function seedLiveHunt(tx: Tx, adminId: string | null, fanId: string | null): Promise<void> {
  const [hunt] = await tx
    .insert(liveHunts)
    .values({ index: 1, startCents: 100_000, gtbStatus: 'opened', avgStatus: 'soon', createdBy: adminId })
    .returning();
  if (!hunt) return;
  await tx.insert(liveHuntBonuses).values(
    demoBonuses.map(([slotName, slotProvider, betCents, earningCents, isSuper], i) => ({
      huntId: hunt.id,
      position: i + 1,
      slotName,
      slotProvider,
      betCents,
      earningCents,
      isSuper,
    })),
  );
  await tx.insert(liveHuntGtbPrizes).values([
    { huntId: hunt.id, place: 1, points: null, text: '$30' },
    { huntId: hunt.id, place: 2, points: 2_500, text: null },
    { huntId: hunt.id, place: 3, points: 1_000, text: null },
  ]);
  if (fanId) await tx.insert(liveHuntGtbGuesses).values({ huntId: hunt.id, userId: fanId, guessCents: 65_000 });
  await tx.insert(liveHuntEvents).values({ huntId: hunt.id, kind: 'created' });
}
