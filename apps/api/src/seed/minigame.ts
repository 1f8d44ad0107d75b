import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { minigameBoxes, minigameBoxSlots, slots } from '../db/schema';

/** Demo boxes for the box picker: one per well-known provider, six of its catalogue slots each. */
const demoBoxes = [
  { name: 'Pragmatic Box', provider: 'Pragmatic Play' },
  { name: 'Hacksaw Box', provider: 'Hacksaw Gaming' },
  { name: 'Nolimit Box', provider: 'Nolimit City' },
  { name: 'Relax Box', provider: 'Relax Gaming' },
  { name: 'Push Box', provider: 'Push Gaming' },
  { name: 'Play’n GO Box', provider: "Play'n GO" },
  { name: 'BTG Box', provider: 'Big Time Gaming' },
  { name: 'Thunderkick Box', provider: 'Thunderkick' },
];

export async function seedMinigameBoxes(tx: Tx): Promise<void> {
  let position = 1;
  for (const demo of demoBoxes) {
    const picked = await tx
      .select({ id: slots.id })
      .from(slots)
      .where(eq(slots.provider, demo.provider))
      .orderBy(asc(slots.searchName))
      .limit(6);
    if (picked.length === 0) continue;
    const [box] = await tx
      .insert(minigameBoxes)
      .values({ name: demo.name, thumbnail: null, position: position++ })
      .returning({ id: minigameBoxes.id });
    if (box)
      await tx
        .insert(minigameBoxSlots)
        .values(picked.map((s, i) => ({ boxId: box.id, slotId: s.id, position: i + 1 })));
  }
}
