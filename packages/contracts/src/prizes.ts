import { z } from 'zod';

/**
 * Notices to one user (shown once on their next visit: a prize won, …) and the admin's list of
 * prizes to hand out (GTB text prizes, the monthly wager leaderboard places; GTB points prizes are
 * listed as already paid by the ledger).
 */
/**
 * A GTB winner's notice, written by each language from its figures: the place, the hunt's number,
 * the guess and how far off it was (cents, in the site currency), and the prize (points, or the
 * admin's text).
 */
export const gtbPrizeNoticeParamsSchema = z.object({
  place: z.number().int(),
  huntIndex: z.number().int(),
  guessCents: z.number().int(),
  distanceCents: z.number().int(),
  prizePoints: z.number().int().nullable(),
  prizeText: z.string().nullable(),
});
export type GtbPrizeNoticeParams = z.infer<typeof gtbPrizeNoticeParamsSchema>;

export const noticeSchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    /** English, for clients that do not know the kind; the web writes known kinds from `params`. */
    title: z.string(),
    body: z.string(),
    /** The notice's figures (for `gtb_prize`: GtbPrizeNoticeParams), or null for an older notice. */
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;
/** GET /api/v1/users/me/notices — the signed-in user's notices not yet dismissed, oldest first. */
export const noticesSchema = z.object({ notices: z.array(noticeSchema) });
export type Notices = z.infer<typeof noticesSchema>;
export const noticeIdParamsSchema = z.object({ id: z.uuid() });

export const prizeSourceSchema = z.enum(['gtb', 'leaderboard']);
export type PrizeSource = z.infer<typeof prizeSourceSchema>;

export const prizeItemSchema = z
  .object({
    source: prizeSourceSchema,
    /** Stable key of the prize within its source (gtb: hunt id:place; leaderboard: sponsor slug:month:place). */
    ref: z.string(),
    /** 'Bonus Hunt #12 · GTB place 1', 'Roobet 2026-10 · place 2'. */
    title: z.string(),
    winner: z.string(),
    /** What to hand out: the text prize, '$2,000', or '500 points'. */
    prize: z.string(),
    kind: z.enum(['points', 'text', 'usd']),
    awardedAt: z.string(),
    /** Points prizes are credited by the settlement itself: always handed out, never toggled. */
    paidByLedger: z.boolean(),
    handedOut: z.boolean(),
    handedOutAt: z.string().nullable(),
    handedOutBy: z.string().nullable(),
  })
  .meta({ id: 'PrizeItem' });
export type PrizeItem = z.infer<typeof prizeItemSchema>;
/** GET /api/v1/admin/prizes — newest first. */
export const prizeListSchema = z.object({ prizes: z.array(prizeItemSchema) });
export type PrizeList = z.infer<typeof prizeListSchema>;
/** PUT /api/v1/admin/prizes/handout — mark a prize handed out (true) or not yet (false). */
export const prizeHandoutBodySchema = z.object({
  source: prizeSourceSchema,
  ref: z.string().min(1).max(200),
  handedOut: z.boolean(),
});
