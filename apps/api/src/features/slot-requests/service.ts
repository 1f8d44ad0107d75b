import {
  SLOT_REQUEST_CHOICES,
  SLOT_REQUEST_PLAYED_EVENT,
  type Slot,
  type SlotRequest,
  type SlotRequestBoard,
  type SlotRequestResult,
  type SlotRequestSettings,
  type SlotRequestSource,
  type SlotRequestStatus,
} from '@app/contracts';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { notifySite } from '../../lib/event-bus';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { LiveHuntService } from '../live-hunt/service';
import { auditService, type AuditActor } from '../audit/service';
import { pointsService } from '../points/service';
import type { SlotsService } from '../slots/service';
import * as repo from './repository';

export type SlotRequestsDeps = {
  db: Db;
  slots: Pick<SlotsService, 'get' | 'match'>;
  liveHunt: Pick<LiveHuntService, 'addBonus'>;
};

const toRequest = (row: repo.BoardRow): SlotRequest => ({
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

const closed = () => new AppError('SLOT_REQUESTS_CLOSED', 'Slot requests are closed.');
const alreadyOpen = () =>
  new AppError('SLOT_REQUEST_OPEN', 'You already have an open request; wait until it is played, or withdraw it.');

/** What a request typed in chat came to: made, or the names to pick from, or nothing found. */
export type ChatSlotRequest =
  | { kind: 'requested'; request: SlotRequest; balance: number; position: number }
  | { kind: 'choices'; slots: Slot[] }
  | { kind: 'none' };

/**
 * Slot requests (docs/product.md#slot-requests): a viewer asks for a catalogue slot from the site or
 * from chat. The cost is taken in the transaction that files the request and given back in the one
 * that rejects or withdraws it; the partial unique index keeps one open request per account; the
 * settings row is read under a share lock, so a request never slips past a close that committed first.
 */
export function createSlotRequestsService(deps: SlotRequestsDeps) {
  const { db } = deps;

  async function view(executor: Executor, id: string): Promise<SlotRequest> {
    const row = await repo.boardRow(executor, id);
    if (!row) throw notFound('Slot request');
    return toRequest(row);
  }

  /** Files a request for a catalogue slot; the cost leaves the balance in the same transaction. */
  async function file(userId: string, slot: Slot, source: SlotRequestSource): Promise<SlotRequestResult> {
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
        return { request: await view(tx, row.id), balance };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyOpen();
      throw err;
    }
  }

  /** Gives an open request's cost back in the caller's transaction. */
  async function refund(tx: Executor, row: repo.SlotRequestRow, why: 'rejected' | 'withdrawn'): Promise<number> {
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

  /** Why a request that is not open could not be decided: unknown, or decided already. */
  async function notOpen(executor: Executor, id: string): Promise<never> {
    const row = await repo.findById(executor, id);
    if (!row) throw notFound('Slot request');
    throw new AppError('ALREADY_DECIDED', `This request was already ${row.status}.`);
  }

  /**
   * Saves a change of the settings under the row's update lock, so two saves at once are one after
   * the other: a save that changes nothing writes nothing (no row, no audit entry) and says so.
   */
  async function save(
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
  return {
    settings: () => repo.settings(db),

    /** Saves a change of the settings; the actor is the admin, or the moderator from chat (`!sr open|close`). */
    /** Saves the settings; a save that changes nothing writes nothing (no row, no audit entry). */
    async saveSettings(patch: Partial<SlotRequestSettings>, actor: AuditActor): Promise<SlotRequestSettings> {
      return (await save(patch, actor)).settings;
    },

    /** Opens or closes requests (a moderator's `!sr open|close`); `changed` is false when they already were. */
    setOpen: (open: boolean, actor: AuditActor) => save({ open }, actor),

    /** The public board; `mine` is the viewer's open request when signed in. */
    /** One request as the board shows it (the chat announcements read a played one). */
    one: (id: string): Promise<SlotRequest> => view(db, id),

    async board(userId: string | null): Promise<SlotRequestBoard> {
      const [settings, queue, history, mine] = await Promise.all([
        repo.settings(db),
        repo.queue(db),
        repo.history(db),
        userId ? repo.findOpenOf(db, userId) : Promise.resolve(null),
      ]);
      const mineRow = mine ? (queue.find((r) => r.id === mine.id) ?? (await repo.boardRow(db, mine.id))) : null;
      return {
        ...settings,
        queue: queue.map(toRequest),
        history: history.map(toRequest),
        mine: mineRow ? toRequest(mineRow) : null,
      };
    },

    /** A request from the site: the slot picked in the catalogue search. */
    async request(userId: string, slotId: string): Promise<SlotRequestResult> {
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
      return file(userId, slot, 'site');
    },

    /**
     * A request typed in chat (`!sr <name>`): the catalogue's match for the name is requested; when
     * the name fits several slots, or none, nothing is filed. Requests closed or one already open are
     * refused before the catalogue is searched.
     */
    async requestByName(userId: string, text: string, source: 'twitch' | 'kick'): Promise<ChatSlotRequest> {
      const [{ open }, mine] = await Promise.all([repo.settings(db), repo.findOpenOf(db, userId)]);
      if (!open) throw closed();
      if (mine) throw alreadyOpen();
      const found = await deps.slots.match(text, SLOT_REQUEST_CHOICES);
      if (found.kind !== 'one') return found;
      const made = await file(userId, found.slot, source);
      const position = await repo.positionOf(db, made.request._id);
      return { kind: 'requested', ...made, position };
    },

    /** The viewer takes back their open request; its cost comes back. */
    async withdraw(userId: string): Promise<SlotRequestResult> {
      return db.transaction(async (tx) => {
        const mine = await repo.findOpenOf(tx, userId);
        if (!mine) throw notFound('Open slot request');
        const row = await repo.decideOpen(tx, mine.id, { status: 'withdrawn', decidedBy: userId });
        if (!row) throw notFound('Open slot request');
        const balance = await refund(tx, row, 'withdrawn');
        return { request: await view(tx, row.id), balance };
      });
    },

    async played(id: string, actor: AuditActor): Promise<SlotRequest> {
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
        // Heard by every instance once committed (the chat announcements).
        await notifySite(tx, { event: SLOT_REQUEST_PLAYED_EVENT, data: { id } });
        return view(tx, id);
      });
    },

    async reject(id: string, actor: AuditActor, note: string | undefined): Promise<SlotRequest> {
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
    },

    /**
     * Adds the requested slot to the live hunt as a bonus (and marks an open request played), in the
     * live hunt's own transaction: a request goes into a hunt once, however often the button is hit.
     */
    async addToHunt(id: string, actor: AuditActor, betCents: number): Promise<SlotRequest> {
      const request = await repo.findById(db, id);
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
      return view(db, id);
    },
  };
}

export type SlotRequestsService = ReturnType<typeof createSlotRequestsService>;
