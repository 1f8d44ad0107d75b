import { z } from 'zod';
import { imageUrlSchema } from './urls';

/**
 * How a sponsor's wagers are read (docs/integrations.md#sponsor-leaderboards). `clash`, `acebet` and `casesgg`
 * share one contract (`affiliates/detailed-summary/v2`) with a base URL each; `csv` is imported by an admin.
 */
export const SPONSOR_ADAPTERS = [
  'roobet',
  'shuffle',
  'gamdom',
  'rainbet',
  'clash',
  'acebet',
  'casesgg',
  'packdraw',
  'raingg',
  'csv',
] as const;
export const sponsorAdapterSchema = z.enum(SPONSOR_ADAPTERS);
export type SponsorAdapter = z.infer<typeof sponsorAdapterSchema>;

export const DEFAULT_PRIZES = [2000, 1500, 750, 500, 250] as const;

/** GET /api/v1/sponsors — what a browser may know of a sponsor (never its credentials). */
export const sponsorSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    logo: z.string(),
    prizes: z.array(z.number().int()),
    periods: z.array(z.string()),
  })
  .meta({ id: 'Sponsor' });
export type Sponsor = z.infer<typeof sponsorSchema>;

/** Admin view: also the adapter, whether credentials are set (not their value) and masking. */
export const adminSponsorSchema = sponsorSchema
  .extend({ id: z.uuid(), adapter: sponsorAdapterSchema, hasCredentials: z.boolean(), maskNames: z.boolean() })
  .meta({ id: 'AdminSponsor' });
export type AdminSponsor = z.infer<typeof adminSponsorSchema>;

/** Adapter credentials: the API key, Roobet's affiliate user id and Rain.gg's affiliate code. Write-only. */
export const sponsorCredentialsSchema = z.object({
  key: z.string().trim().min(1).max(500),
  userId: z.string().trim().max(200).optional(),
  code: z.string().trim().max(100).optional(),
});

const sponsorFields = {
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes')
    .max(40),
  name: z.string().trim().min(1).max(80),
  logo: imageUrlSchema,
  adapter: sponsorAdapterSchema,
  credentials: sponsorCredentialsSchema.nullable().optional(),
  prizes: z.array(z.number().int().min(0).max(10_000_000)).min(1).max(10),
  maskNames: z.boolean(),
};
export const sponsorInputSchema = z.object({
  ...sponsorFields,
  prizes: sponsorFields.prizes.default([...DEFAULT_PRIZES]),
  maskNames: sponsorFields.maskNames.default(true),
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;
/** PATCH: only the fields sent change (no defaults here: a rename must not reset the prizes); `credentials: null` clears them. */
export const sponsorPatchSchema = z.object(sponsorFields).partial();
export type SponsorPatch = z.input<typeof sponsorPatchSchema>;

/**
 * GET /api/v1/leaderboard/{slug} — the reference product's shape (docs/product.md#wager-race): `wager`
 * ranks 1..10, `time` = end of the month (epoch seconds).
 */
export const leaderboardEntrySchema = z.object({
  sort: z.number().int(),
  name: z.string(),
  wager: z.number(),
  prize: z.number().int(),
  /** The viewer's site name, only when they verified this casino name and chose to show it. */
  viewer: z.string().optional(),
});
export const leaderboardSchema = z
  .object({ wager: z.array(leaderboardEntrySchema), time: z.number().int() })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** `startTimestamp` (epoch seconds) picks the Lisbon month containing it; without it, the current month. */
export const leaderboardQuerySchema = z.object({
  startTimestamp: z.coerce.number().int().min(0).max(4_102_444_800).optional(),
});
export const sponsorSlugParamsSchema = z.object({ slug: z.string().max(100) });

export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a 'YYYY-MM' month");

/** POST /api/v1/admin/sponsors/{slug}/import (CSV: username,wagered) */
export const csvImportSchema = z.object({ period: periodSchema, csv: z.string().min(1).max(2_000_000) });
export const csvImportResultSchema = z.object({ imported: z.number().int(), skipped: z.number().int() });

/** POST /api/v1/admin/sponsors/{slug}/refreeze — `confirm` must be true. */
export const refreezeSchema = z.object({
  period: periodSchema,
  confirm: z.literal(true, 'must be true to replace a frozen month'),
});
