import { SLOT_REQUEST_CHOICES, type Slot, type SlotRequestResult, type SlotRequestSource } from '@app/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { pointsService } from '../points/service';
import { alreadyOpen, closed, refund, toRequest, view, type ChatSlotRequest, type SlotRequestsDeps } from './context';
import * as repo from './repository';

/**
 * Files a request for a catalogue slot; the cost leaves the balance in the same transaction. The
 * settings row is read under a share lock, so a request never slips past a close that committed
 * first; the partial unique index keeps one open request per account. Every statement is named and
 * prepared, and the insert answers the request as the board shows it (no read after the debit).
 */
async function file(db: Db, userId: string, slot: Slot, source: SlotRequestSource): Promise<SlotRequestResult> {
  try {
    return await db.transaction(async (tx) => {
      const { open, cost } = await repo.settings(tx, true);
      if (!open) throw closed();
      const row = await repo.insertOpen(tx, {
        userId,
        slotId: slot.id,
        slotName: slot.name,
        slotProvider: slot.provider,
        source,
        cost,
      });
      const balance =
        cost > 0
          ? await pointsService.debit(tx, {
              userId,
              amount: cost,
              reason: 'slot_request',
              refType: 'slot_request',
              refId: row.id,
              params: { slot: slot.name },
            })
          : await pointsService.balance(tx, userId);
      return { request: toRequest(row), balance };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyOpen();
    throw err;
  }
}

/** A request from the site: the slot picked in the catalogue search. */
export async function requestFromSite(
  deps: SlotRequestsDeps,
  userId: string,
  slotId: string,
): Promise<SlotRequestResult> {
  let slot: Slot;
  try {
    slot = await deps.slots.get(slotId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND')
      throw new AppError('VALIDATION_ERROR', 'This slot is not in the catalogue.', {
        slotId: 'is not in the catalogue',
      });
    throw err;
  }
  return file(deps.db, userId, slot, 'site');
}

/**
 * A request typed in chat (`!sr <name>`): the catalogue's match for the name is requested; when the
 * name fits several slots, or none, nothing is filed. Requests closed or one already open are
 * refused before the catalogue is searched.
 */
export async function requestFromChat(
  deps: SlotRequestsDeps,
  userId: string,
  text: string,
  source: 'twitch' | 'kick',
): Promise<ChatSlotRequest> {
  const { db } = deps;
  const [{ open }, mine] = await Promise.all([repo.settings(db), repo.findOpenOf(db, userId)]);
  if (!open) throw closed();
  if (mine) throw alreadyOpen();
  const found = await deps.slots.match(text, SLOT_REQUEST_CHOICES);
  if (found.kind !== 'one') return found;
  const made = await file(db, userId, found.slot, source);
  const position = await repo.positionOf(db, made.request._id);
  return { kind: 'requested', ...made, position };
}

/** The viewer takes back their open request; its cost comes back in the same transaction. */
export async function withdraw(db: Db, userId: string): Promise<SlotRequestResult> {
  return db.transaction(async (tx) => {
    const mine = await repo.findOpenOf(tx, userId);
    if (!mine) throw notFound('Open slot request');
    const row = await repo.decideOpen(tx, mine.id, { status: 'withdrawn', decidedBy: userId });
    if (!row) throw notFound('Open slot request');
    const balance = await refund(tx, row, 'withdrawn');
    return { request: await view(tx, row.id), balance };
  });
}
