import { SLOT_REQUEST_PLAYED_EVENT, type SlotRequest } from '@app/contracts';
import type { Db } from '../../db/client';
import { notifySite } from '../../lib/event-bus';
import { auditService, type AuditActor } from '../audit/service';
import { notOpen, refund, view } from './context';
import * as repo from './repository';

/** Marks an open request played (audited); every instance hears it once committed (the chat announcements). */
export async function played(db: Db, id: string, actor: AuditActor): Promise<SlotRequest> {
  return db.transaction(async (tx) => {
    const row = await repo.decideOpen(tx, id, { status: 'played', decidedBy: actor.userId });
    if (!row) return notOpen(tx, id);
    await auditService.record(tx, actor, {
      action: 'slot_request.played',
      targetType: 'slot_request',
      targetId: id,
      targetLabel: row.slotName,
      summary: { before: { status: 'open' }, after: { status: 'played' } },
    });
    await notifySite(tx, { event: SLOT_REQUEST_PLAYED_EVENT, data: { id } });
    return view(tx, id);
  });
}

/** Rejects an open request with an optional note; its cost goes back in the same transaction (audited). */
export async function reject(db: Db, id: string, actor: AuditActor, note: string | undefined): Promise<SlotRequest> {
  return db.transaction(async (tx) => {
    const row = await repo.decideOpen(tx, id, { status: 'rejected', decidedBy: actor.userId, note: note || null });
    if (!row) return notOpen(tx, id);
    await auditService.record(tx, actor, {
      action: 'slot_request.reject',
      targetType: 'slot_request',
      targetId: id,
      targetLabel: row.slotName,
      summary: {
        before: { status: 'open' },
        after: { status: 'rejected', note: note || null, refunded: row.cost },
      },
    });
    await refund(tx, row, 'rejected');
    return view(tx, id);
  });
}
