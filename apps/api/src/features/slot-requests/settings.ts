import type { SlotRequestSettings } from '@app/contracts';
import type { Db } from '../../db/client';
import { auditService, type AuditActor } from '../audit/service';
import * as repo from './repository';

/**
 * Saves a change of the settings under the row's update lock, so two saves at once are one after the
 * other: a save that changes nothing writes nothing (no row, no audit entry) and says so. The actor is
 * the admin, or the moderator from chat (`!sr open|close`).
 */
export async function saveSettings(
  db: Db,
  patch: Partial<SlotRequestSettings>,
  actor: AuditActor,
): Promise<{ settings: SlotRequestSettings; changed: boolean }> {
  return db.transaction(async (tx) => {
    const before = await repo.settings(tx, 'update');
    const value = { ...before, ...patch };
    const keys = (Object.keys(value) as Array<keyof SlotRequestSettings>).filter((k) => before[k] !== value[k]);
    if (keys.length === 0) return { settings: before, changed: false };
    await repo.saveSettings(tx, value, actor.userId);
    await auditService.record(tx, actor, {
      action: 'slot_request.settings',
      targetType: 'setting',
      targetId: 'slot_requests',
      summary: {
        before: Object.fromEntries(keys.map((k) => [k, before[k]])),
        after: Object.fromEntries(keys.map((k) => [k, value[k]])),
      },
    });
    return { settings: value, changed: true };
  });
}
