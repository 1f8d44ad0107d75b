import type { CasinoAccount } from '@app/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { toCasinoAccount } from './present';
import * as repo from './repository';

/**
 * A viewer turns on or off their site name beside one of their casino names on the public board.
 * Any of their claims may carry the choice; the board shows it only while the claim is verified.
 * Another viewer's claim reads as not found.
 */
export async function setShowSiteName(db: Db, userId: string, id: string, show: boolean): Promise<CasinoAccount> {
  return db.transaction(async (tx) => {
    const row = await repo.findClaim(tx, id, { lock: true });
    if (!row || row.userId !== userId) throw notFound('Casino account');
    if (row.showSiteName !== show) await repo.setShowSiteName(tx, id, show);
    const { claimExpiryDays } = await repo.readSettings(tx);
    return toCasinoAccount({ ...row, showSiteName: show }, claimExpiryDays);
  });
}
