import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import * as repo from './repository';

/**
 * A viewer removes their own claim (pending, verified or expired); rewards stop with it. Another
 * viewer's claim reads as not found. A revoked claim stays: it keeps the name blocked until an admin
 * decides, so removing it is refused.
 */
export async function withdraw(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.findClaim(tx, id, { lock: true });
    if (!row || row.userId !== userId) throw notFound('Casino account');
    if (row.state === 'revoked')
      throw new AppError('CASINO_NAME_REVOKED', 'An admin revoked this claim; ask them to remove it.');
    await repo.deleteClaim(tx, id);
  });
}
