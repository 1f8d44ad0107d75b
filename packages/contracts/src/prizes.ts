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
  /** The place's affiliate prize applied (ADR 059); absent on older notices. */
  affiliate: z.boolean().optional(),
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
    params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;
/** GET /api/v1/users/me/notices — the signed-in user's notices not yet dismissed, oldest first. */
export const noticesSchema = z.object({ notices: z.array(noticeSchema) });
export type Notices = z.infer<typeof noticesSchema>;
export const noticeIdParamsSchema = z.object({ id: z.uuid() });

export const prizeSourceSchema = z.enum(['gtb', 'leaderboard', 'milestone']);
export type PrizeSource = z.infer<typeof prizeSourceSchema>;

/**
 * One prize to hand out, as figures: the web writes its title ("Bonus Hunt #12 · GTB place 1",
 * "Roobet wager race, October 2026 · place 2"), the prize and who handed it out in the reader's
 * language.
 */
export const prizeItemSchema = z
  .object({
    source: prizeSourceSchema,
    /** Stable key of the prize within its source (gtb: hunt id:place; leaderboard: sponsor slug:month:place; milestone: the grant's id). */
    ref: z.string(),
    /** The place won: the GTB place, or the rank in the wager race; null for a wager milestone. */
    place: z.number().int().nullable(),
    /** milestone: the tier's threshold in whole dollars of wager, and its scope; null otherwise. */
    threshold: z.number().int().nullable(),
    scope: z.enum(['month', 'lifetime']).nullable(),
    /** gtb: the live hunt's number; null for the wager race. */
    huntIndex: z.number().int().nullable(),
    /**
     * leaderboard: the sponsor's name (as typed) and the month, 'YYYY-MM'; null for GTB. milestone: the
     * tier's sponsor (null: all sponsors together) and the month reached (null: since verification).
     */
    sponsorName: z.string().nullable(),
    period: z.string().nullable(),
    winner: z.string(),
    /** Which prize field is set: points (`prizePoints`), text (`prizeText`), usd (`prizeUsd`). */
    kind: z.enum(['points', 'text', 'usd']),
    /** A GTB points prize, paid into the balance at settlement. */
    prizePoints: z.number().int().nullable(),
    /** A GTB or milestone text prize, as the admin typed it. */
    prizeText: z.string().nullable(),
    /** A wager race place's prize in the currency's major unit (shown in the site currency, as the board shows it). */
    prizeUsd: z.number().nullable(),
    awardedAt: z.string(),
    /** gtb: the place's affiliate prize applied (the winner was a verified affiliate at settlement). */
    affiliate: z.boolean(),
    /** Points prizes are credited by the settlement itself: always handed out, never toggled. */
    paidByLedger: z.boolean(),
    handedOut: z.boolean(),
    handedOutAt: z.string().nullable(),
    /** The admin who marked it handed out; null when not marked (or paid by the ledger), or when that admin's account is gone. */
    handedOutBy: z.string().nullable(),
    /** Marked handed out by an admin whose account no longer exists (handedOutBy is then null). */
    handedOutByRemoved: z.boolean(),
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
