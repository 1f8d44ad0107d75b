import type { Slot, SlotRequest, SlotRequestSource, SlotRequestStatus } from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { LiveHuntService } from '../live-hunt/service';
import { pointsService } from '../points/service';
import type { SlotsService } from '../slots/service';
import * as repo from './repository';

export type SlotRequestsDeps = {
  db: Db;
  slots: Pick<SlotsService, 'get' | 'match'>;
  liveHunt: Pick<LiveHuntService, 'addBonus'>;
};

/** What a request typed in chat came to: made, or the names to pick from, or nothing found. */
export type ChatSlotRequest =
  | { kind: 'requested'; request: SlotRequest; balance: number; position: number }
  | { kind: 'choices'; slots: Slot[] }
  | { kind: 'none' };

export const toRequest = (row: repo.BoardRow): SlotRequest => ({
  _id: row.id,
  slot: { id: row.slotId, name: row.slotName, provider: row.slotProvider, thumbnail: row.thumbnail },
  requester: row.requester,
  source: row.source as SlotRequestSource,
  cost: row.cost,
  status: row.status as SlotRequestStatus,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  note: row.note,
  inHunt: row.huntBonusId !== null,
});

export const closed = () => new AppError('SLOT_REQUESTS_CLOSED', 'Slot requests are closed.');
export const alreadyOpen = () =>
  new AppError('SLOT_REQUEST_OPEN', 'You already have an open request; wait until it is played, or withdraw it.');

/** One request as the board shows it. */
export async function view(executor: Executor, id: string): Promise<SlotRequest> {
  const row = await repo.boardRow(executor, id);
  if (!row) throw notFound('Slot request');
  return toRequest(row);
}

/** Why a request that is not open could not be decided: unknown, or decided already. */
export async function notOpen(executor: Executor, id: string): Promise<never> {
  const row = await repo.findById(executor, id);
  if (!row) throw notFound('Slot request');
  throw new AppError('ALREADY_DECIDED', `This request was already ${row.status}.`);
}

/** Gives an open request's cost back in the caller's transaction. */
export async function refund(tx: Executor, row: repo.SlotRequestRow, why: 'rejected' | 'withdrawn'): Promise<number> {
  if (row.cost === 0) return pointsService.balance(tx, row.userId);
  return pointsService.credit(tx, {
    userId: row.userId,
    amount: row.cost,
    reason: 'slot_request_refund',
    refType: 'slot_request',
    refId: row.id,
    params: { slot: row.slotName, why },
  });
}
