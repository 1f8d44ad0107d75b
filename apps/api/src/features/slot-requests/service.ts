import type { SlotRequest, SlotRequestBoard, SlotRequestResult, SlotRequestSettings } from '@app/contracts';
import type { Executor } from '../../db/client';
import type { AuditActor } from '../audit/service';
import { addToHunt } from './add-to-hunt';
import { toRequest, view, type ChatSlotRequest, type SlotRequestsDeps } from './context';
import { played, reject } from './decide';
import * as repo from './repository';
import { requestFromChat, requestFromSite, withdraw } from './request';
import { saveSettings } from './settings';

export type { ChatSlotRequest, SlotRequestsDeps } from './context';

/**
 * Slot requests (docs/product.md#slot-requests): a viewer asks for a catalogue slot from the site or
 * from chat. The use cases are one file each (request.ts, decide.ts, add-to-hunt.ts, settings.ts, ADR
 * 040); this composes them over one set of dependencies and holds the board's read. The cost is taken
 * in the transaction that files the request and given back in the one that rejects or withdraws it.
 */
export function createSlotRequestsService(deps: SlotRequestsDeps) {
  const { db } = deps;

  return {
    settings: () => repo.settings(db),

    /** Saves the settings; a save that changes nothing writes nothing (no row, no audit entry). */
    async saveSettings(patch: Partial<SlotRequestSettings>, actor: AuditActor): Promise<SlotRequestSettings> {
      return (await saveSettings(db, patch, actor)).settings;
    },

    /** Opens or closes requests (a moderator's `!sr open|close`); `changed` is false when they already were. */
    setOpen: (open: boolean, actor: AuditActor) => saveSettings(db, { open }, actor),

    /** One request as the board shows it (the chat announcements read a played one). */
    one: (id: string): Promise<SlotRequest> => view(db, id),

    /** The public board; `mine` is the viewer's open request when signed in. */
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

    request: (userId: string, slotId: string): Promise<SlotRequestResult> => requestFromSite(deps, userId, slotId),
    requestByName: (userId: string, text: string, source: 'twitch' | 'kick'): Promise<ChatSlotRequest> =>
      requestFromChat(deps, userId, text, source),
    withdraw: (userId: string): Promise<SlotRequestResult> => withdraw(db, userId),
    played: (id: string, actor: AuditActor): Promise<SlotRequest> => played(db, id, actor),
    reject: (id: string, actor: AuditActor, note: string | undefined): Promise<SlotRequest> =>
      reject(db, id, actor, note),
    /**
     * Drafts open requests into something the streamer plays (a tournament), in the caller's
     * transaction: each is marked played with `note`; answers the requests drafted (one not open is left out).
     */
    draft: (tx: Executor, ids: string[], adminId: string | null, note: string) =>
      repo.draftOpen(tx, ids, adminId, note),
    addToHunt: (id: string, actor: AuditActor, betCents: number): Promise<SlotRequest> =>
      addToHunt(deps, id, actor, betCents),
  };
}

export type SlotRequestsService = ReturnType<typeof createSlotRequestsService>;
