import { and, eq } from 'drizzle-orm';
import type { PrizeSource } from '@app/contracts';
import type { Executor } from '../../db/client';
import { prizeHandouts, users } from '../../db/schema';

export async function handouts(db: Executor) {
  return db
    .select({
      source: prizeHandouts.source,
      ref: prizeHandouts.ref,
      handedOutAt: prizeHandouts.handedOutAt,
      handedOutBy: users.displayName,
    })
    .from(prizeHandouts)
    .leftJoin(users, eq(users.id, prizeHandouts.handedOutBy));
}

/** Marks a prize handed out; a second mark keeps the first one's admin and time. */
export async function markHandedOut(
  db: Executor,
  source: PrizeSource,
  ref: string,
  adminId: string | null,
): Promise<void> {
  await db.insert(prizeHandouts).values({ source, ref, handedOutBy: adminId }).onConflictDoNothing();
}

export async function unmarkHandedOut(db: Executor, source: PrizeSource, ref: string): Promise<void> {
  await db.delete(prizeHandouts).where(and(eq(prizeHandouts.source, source), eq(prizeHandouts.ref, ref)));
}
