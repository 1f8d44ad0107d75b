import type { AdminCasinoAccount } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { changeClaim } from './admin-change';

/**
 * An admin revokes a claim: no reward from it from now on (nothing paid is taken back), and the name
 * stays blocked at that sponsor until an admin verifies or reassigns it.
 */
export function revoke(db: Db, id: string, actor: AuditActor, at: Date, note?: string): Promise<AdminCasinoAccount> {
  return changeClaim(db, id, actor, 'casino_account.revoke', (row) => {
    if (row.state === 'revoked') throw new AppError('ALREADY_DECIDED', 'This claim is revoked already.');
    return { state: 'revoked', endedAt: at, note: note || null };
  });
}
