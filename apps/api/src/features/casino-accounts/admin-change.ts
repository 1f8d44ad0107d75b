import type { AdminCasinoAccount } from '@app/contracts';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { changes } from '../audit/summary';
import { refusalOfConflict } from './claim';
import { toAdminCasinoAccount } from './present';
import * as repo from './repository';

type Patch = Parameters<typeof repo.updateClaim>[2];

const AUDITED = ['state', 'userId', 'verifiedPeriod', 'note'] as const;

/**
 * One admin decision on a claim, in one transaction with its audit row: locks the claim, lets
 * `decide` check the state and name the change, writes it. A unique index refusing the change (the
 * name is held by another claim, the account already has a live claim at the sponsor) rolls it all
 * back and answers the same refusal a viewer gets.
 */
export async function changeClaim(
  db: Db,
  id: string,
  actor: AuditActor,
  action: string,
  decide: (row: repo.ClaimWithSponsor, tx: Tx) => Promise<Patch> | Patch,
): Promise<AdminCasinoAccount> {
  let target: { userId: string; sponsorId: string; username: string } | null = null;
  try {
    await db.transaction(async (tx) => {
      const row = await repo.findClaim(tx, id, { lock: true });
      if (!row) throw notFound('Casino account');
      const patch = { ...(await decide(row, tx)), decidedBy: actor.userId };
      target = { userId: patch.userId ?? row.userId, sponsorId: row.sponsorId, username: row.username };
      const after = await repo.updateClaim(tx, id, patch);
      await auditService.record(tx, actor, {
        action,
        targetType: 'casino_account',
        targetId: id,
        targetLabel: `${row.sponsor.name}: ${row.username}`,
        summary: changes(pickAudited(row), pickAudited(after)),
      });
    });
  } catch (err) {
    throw (target ? await refusalOfConflict(db, err, target) : null) ?? err;
  }
  const [{ items }, { claimExpiryDays }] = await Promise.all([
    repo.adminList(db, { id, page: 1, pageSize: 1 }),
    repo.readSettings(db),
  ]);
  return toAdminCasinoAccount(items[0]!, claimExpiryDays);
}

const pickAudited = (row: repo.ClaimRow) => Object.fromEntries(AUDITED.map((k) => [k, row[k]]));
