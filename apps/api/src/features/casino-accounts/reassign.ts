import type { AdminCasinoAccount } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor } from '../audit/service';
import { changeClaim } from './admin-change';
import * as repo from './repository';

/**
 * An admin moves a claim, in its state, to another account (the name's real owner). Refused when that
 * account already has a live claim at the sponsor.
 */
export function reassign(
  db: Db,
  id: string,
  userId: string,
  actor: AuditActor,
  note?: string,
): Promise<AdminCasinoAccount> {
  return changeClaim(db, id, actor, 'casino_account.reassign', async (row, tx) => {
    if (row.userId === userId)
      throw new AppError('VALIDATION_ERROR', 'Invalid request.', { userId: 'already holds this claim' });
    if (!(await repo.userExists(tx, userId))) throw notFound('Account');
    return { userId, note: note || null };
  });
}
