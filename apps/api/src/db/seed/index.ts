import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { demoAccounts } from '../../features/auth/demo-accounts';
import { pointsService } from '../../features/points/service';

export const DEMO_VIEWER_POINTS = 10_000;

/**
 * Demo content for a newcomer: the demo viewer (with points) and the demo admin. Runs only on an
 * empty database, so a real deployment's data is never touched; running it twice changes nothing.
 */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((count?.n ?? 0) > 0) return { seeded: false };
    const { grantAdmin: _admin, ...adminIdentity } = demoAccounts.admin;
    const [viewer] = await tx.insert(users).values(demoAccounts.viewer).onConflictDoNothing().returning({ id: users.id });
    await tx.insert(users).values({ ...adminIdentity, role: 'Admin' }).onConflictDoNothing();
    if (viewer) {
      await pointsService.credit(tx, { userId: viewer.id, amount: DEMO_VIEWER_POINTS, reason: 'demo_seed' });
    }
    return { seeded: true };
  });
}
