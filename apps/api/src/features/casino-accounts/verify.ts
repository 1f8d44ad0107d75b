import type { AdminCasinoAccount } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { monthWindow } from '../../lib/lisbon-months';
import type { AuditActor } from '../audit/service';
import { changeClaim } from './admin-change';

/**
 * An admin verifies a claim by hand (pending, expired or revoked): it counts from its first seen
 * month if it had one, else from the current month.
 */
export function verify(db: Db, id: string, actor: AuditActor, at: Date, note?: string): Promise<AdminCasinoAccount> {
  return changeClaim(db, id, actor, 'casino_account.verify', (row) => {
    if (row.state === 'verified') throw new AppError('ALREADY_DECIDED', 'This claim is verified already.');
    return {
      state: 'verified',
      verifiedAt: at,
      verifiedPeriod: row.verifiedPeriod ?? monthWindow(at).period,
      endedAt: null,
      note: note || null,
    };
  });
}
