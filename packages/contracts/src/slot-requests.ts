import { z } from 'zod';
import { addBonusBodySchema } from './live-hunt';

/**
 * Slot requests: a viewer asks the streamer to play a slot of the catalogue, from the site's "Slot
 * requests" page or with `!sr <slot name>` in Kick or Twitch chat. The points cost (set by the admin)
 * is taken at the request and given back when the request is rejected or withdrawn; an account has at
 * most one open request; none are taken while requests are closed.
 */

/** The highest cost an admin may set for one request. */
export const SLOT_REQUEST_MAX_COST = 1_000_000;
/** Open requests the queue shows (oldest first) and past ones the history shows (newest first). */
export const SLOT_REQUEST_QUEUE_MAX = 200;
export const SLOT_REQUEST_HISTORY_MAX = 50;
/** The closest catalogue names offered when a chat request matches no single slot. */
export const SLOT_REQUEST_CHOICES = 3;
export const SLOT_REQUEST_NOTE_MAX = 200;

/** Where a request came from. */
export const SLOT_REQUEST_SOURCES = ['site', 'twitch', 'kick'] as const;
export const slotRequestSourceSchema = z.enum(SLOT_REQUEST_SOURCES);
export type SlotRequestSource = z.infer<typeof slotRequestSourceSchema>;

/** open: in the queue; played / rejected: decided by the streamer; withdrawn: taken back by the viewer. */
export const SLOT_REQUEST_STATUSES = ['open', 'played', 'rejected', 'withdrawn'] as const;
export const slotRequestStatusSchema = z.enum(SLOT_REQUEST_STATUSES);
export type SlotRequestStatus = z.infer<typeof slotRequestStatusSchema>;

export const slotRequestSchema = z
  .object({
    _id: z.uuid(),
    slot: z.object({
      id: z.uuid().nullable(),
      name: z.string(),
      provider: z.string(),
      thumbnail: z.string().nullable(),
    }),
    /** The requester's display name. */
    requester: z.string(),
    source: slotRequestSourceSchema,
    /** Points paid for it (0 when requests were free). */
    cost: z.number().int(),
    status: slotRequestStatusSchema,
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    /** The streamer's note with a rejection. */
    note: z.string().nullable(),
    /** Added to a live hunt as a bonus. */
    inHunt: z.boolean(),
  })
  .meta({ id: 'SlotRequest' });
export type SlotRequest = z.infer<typeof slotRequestSchema>;

/** GET /api/v1/slot-requests — the public board: state, cost, queue, history and the viewer's own open request. */
export const slotRequestBoardSchema = z
  .object({
    open: z.boolean(),
    cost: z.number().int(),
    /** Open requests, oldest first (at most SLOT_REQUEST_QUEUE_MAX). */
    queue: z.array(slotRequestSchema),
    /** Played and rejected requests, newest decision first (at most SLOT_REQUEST_HISTORY_MAX). */
    history: z.array(slotRequestSchema),
    /** The signed-in viewer's open request; null when none or signed out. */
    mine: slotRequestSchema.nullable(),
  })
  .meta({ id: 'SlotRequestBoard' });
export type SlotRequestBoard = z.infer<typeof slotRequestBoardSchema>;

/** POST /api/v1/slot-requests — a slot of the catalogue (picked from the search box). */
export const slotRequestInputSchema = z.object({ slotId: z.uuid('must be a slot of the catalogue') });
export type SlotRequestInput = z.infer<typeof slotRequestInputSchema>;

/** POST /api/v1/slot-requests and DELETE /api/v1/slot-requests/mine — the request and the new balance. */
export const slotRequestResultSchema = z
  .object({ request: slotRequestSchema, balance: z.number().int() })
  .meta({ id: 'SlotRequestResult' });
export type SlotRequestResult = z.infer<typeof slotRequestResultSchema>;

/** PUT /api/v1/admin/slot-requests/settings — open or close requests, and their cost in points. */
export const slotRequestSettingsSchema = z
  .object({
    open: z.boolean(),
    cost: z
      .number()
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(SLOT_REQUEST_MAX_COST, `must be at most ${SLOT_REQUEST_MAX_COST}`),
  })
  .meta({ id: 'SlotRequestSettings' });
export type SlotRequestSettings = z.infer<typeof slotRequestSettingsSchema>;
export const slotRequestSettingsPatchSchema = slotRequestSettingsSchema.partial();

/** POST /api/v1/admin/slot-requests/{id}/rejected — an optional note the public history shows. */
export const slotRequestRejectSchema = z.object({
  note: z.string().trim().max(SLOT_REQUEST_NOTE_MAX, `at most ${SLOT_REQUEST_NOTE_MAX} characters`).optional(),
});

/** POST /api/v1/admin/slot-requests/{id}/add-to-hunt — the bonus's bet in cents (as the console's add form). */
export const slotRequestAddToHuntSchema = z.object({ bet: addBonusBodySchema.shape.bet });

/** The site event when a slot request is played (marked played, or added to the live hunt): `{ id }`. */
export const SLOT_REQUEST_PLAYED_EVENT = 'slot_request_played';
