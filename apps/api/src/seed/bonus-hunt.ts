import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bonusHuntBonuses, bonusHunts, slots } from '../db/schema';

/**
 * A filled demo hunt for the demo viewer (shared, half opened), so a newcomer sees the tracker and
 * its statistics at once. Slots are looked up in the catalogue by name; missing ones are skipped.
 */
const demoBonuses: Array<{ name: string; betCents: number; earningCents: number | null; superBonus?: boolean }> = [
  { name: 'Gates Of Olympus', betCents: 200, earningCents: 18_460 },
  { name: 'Sweet Bonanza', betCents: 200, earningCents: 4_120 },
  { name: 'Wanted Dead Or A Wild', betCents: 100, earningCents: 31_550, superBonus: true },
  { name: 'The Dog House Megaways', betCents: 150, earningCents: 2_025 },
  { name: 'Book Of 99', betCents: 200, earningCents: null },
  { name: 'Big Bass Bonanza', betCents: 100, earningCents: null },
  { name: 'Mental', betCents: 100, earningCents: null, superBonus: true },
  { name: 'Starlight Princess', betCents: 200, earningCents: null },
];

export async function seedBonusHunt(tx: Tx, ownerId: string | null): Promise<void> {
  if (!ownerId) return;
  const found = await tx
    .select({ id: slots.id, name: slots.name })
    .from(slots)
    .where(
      inArray(
        slots.name,
        demoBonuses.map((b) => b.name),
      ),
    );
  const byName = new Map(found.map((s) => [s.name, s.id]));
  const [hunt] = await tx
    .insert(bonusHunts)
    .values({ ownerId, name: 'Sunday hunt', startCents: 100_000, shared: true })
    .returning({ id: bonusHunts.id });
  if (!hunt) return;
  const rows = demoBonuses
    .filter((b) => byName.has(b.name))
    .map((b, i) => ({
      huntId: hunt.id,
      position: i + 1,
      slotId: byName.get(b.name)!,
      betCents: b.betCents,
      earningCents: b.earningCents,
      superBonus: b.superBonus ?? false,
    }));
  if (rows.length > 0) await tx.insert(bonusHuntBonuses).values(rows);
}
