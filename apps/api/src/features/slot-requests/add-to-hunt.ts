import { SLOT_REQUEST_PLAYED_EVENT, type SlotRequest } from '@app/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { notifySite } from '../../lib/event-bus';
import { auditService, type AuditActor } from '../audit/service';
import { view, type SlotRequestsDeps } from './context';
import * as repo from './repository';

/**
 * Adds the requested slot to the live hunt as a bonus (and marks an open request played), in the
 * live hunt's own transaction: a request goes into a hunt once, however often the button is hit.
 */
export async function addToHunt(
  deps: SlotRequestsDeps,
  id: string,
  actor: AuditActor,
  betCents: number,
): Promise<SlotRequest> {
  const request = await repo.findById(deps.db, id);
  if (!request) throw notFound('Slot request');
  if (request.huntBonusId) throw new AppError('ALREADY_IN_HUNT', 'This request is already in the hunt.');
  if (request.status !== 'open' && request.status !== 'played')
    throw new AppError('ALREADY_DECIDED', `This request was ${request.status}.`);
  await deps.liveHunt.addBonus(
    {
      slot: {
        ...(request.slotId ? { _id: request.slotId } : {}),
        name: request.slotName,
        provider: request.slotProvider,
      },
      bet: betCents,
      superBonus: false,
    },
    actor,
    async (tx, bonusId) => {
      if (!(await repo.markInHunt(tx, id, bonusId, actor.userId)))
        throw new AppError('ALREADY_IN_HUNT', 'This request is already in the hunt, or was decided otherwise.');
      // The live hunt writes its own `live_hunt.bonus.add` row; this one is the request's.
      await auditService.record(tx, actor, {
        action: 'slot_request.add_to_hunt',
        targetType: 'slot_request',
        targetId: id,
        targetLabel: request.slotName,
        summary: { before: { status: request.status }, after: { status: 'played', bonusId, bet: betCents } },
      });
      if (request.status === 'open') await notifySite(tx, { event: SLOT_REQUEST_PLAYED_EVENT, data: { id } });
    },
  );
  return view(deps.db, id);
}
