import type { CasinoAccountSettings } from '@app/contracts';
import type { Db } from '../../db/client';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

export async function readSettings(db: Db): Promise<CasinoAccountSettings> {
  return { expiryDays: (await repo.readSettings(db)).claimExpiryDays };
}

/** The claim window in days; a shorter window expires the older pending claims at the next check. */
export async function saveSettings(
  db: Db,
  input: CasinoAccountSettings,
  actor: AuditActor,
): Promise<CasinoAccountSettings> {
  await db.transaction(async (tx) => {
    const before = await repo.readSettings(tx);
    await repo.saveSettings(tx, { claimExpiryDays: input.expiryDays, updatedBy: actor.userId });
    await auditService.record(tx, actor, {
      action: 'casino_account.settings',
      targetType: 'setting',
      targetId: 'casino_accounts',
      summary: { before: { expiryDays: before.claimExpiryDays }, after: { expiryDays: input.expiryDays } },
    });
  });
  return readSettings(db);
}
