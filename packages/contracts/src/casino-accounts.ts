import { z } from 'zod';
import { pageOf, pageQuerySchema } from './points';
import { hasControlCharacters } from './text';

/**
 * Casino accounts (issue 33): a viewer claims their username at a sponsor casino; the claim is
 * verified when the sponsor's wager rows for the streamer's code (the leaderboard sync or a CSV
 * import) hold that name in the current or the previous Lisbon month. A casino name belongs to one
 * account at a time; an account holds at most one live claim per sponsor.
 */

/**
 * pending: waiting to be seen in the sponsor's rows; verified: seen (or verified by an admin);
 * expired: not seen within the claim window (the viewer may claim again); revoked: stopped by an
 * admin (no further rewards; the name stays blocked until an admin verifies or reassigns it).
 */
export const CASINO_ACCOUNT_STATES = ['pending', 'verified', 'expired', 'revoked'] as const;
export const casinoAccountStateSchema = z.enum(CASINO_ACCOUNT_STATES);
export type CasinoAccountState = z.infer<typeof casinoAccountStateSchema>;

/** Casino usernames are short handles; anything longer is not one. */
export const CASINO_USERNAME_MAX = 64;
export const CASINO_NOTE_MAX = 200;
/** Days a pending claim waits to be seen before it expires (admin setting). */
export const CASINO_CLAIM_EXPIRY_DAYS_DEFAULT = 30;
export const CASINO_CLAIM_EXPIRY_DAYS_MAX = 365;

/** The key a casino name is compared by: trimmed, lower case (one claimant per key and sponsor). */
export const casinoNameKey = (name: string) => name.trim().toLowerCase();

export const casinoUsernameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(CASINO_USERNAME_MAX, `at most ${CASINO_USERNAME_MAX} characters`)
  .refine((s) => !hasControlCharacters(s), 'cannot hold control characters');

const noteSchema = z
  .string()
  .trim()
  .max(CASINO_NOTE_MAX, `at most ${CASINO_NOTE_MAX} characters`)
  .refine((s) => !hasControlCharacters(s), 'cannot hold control characters');

export const casinoSponsorSchema = z
  .object({ slug: z.string(), name: z.string(), logo: z.string() })
  .meta({ id: 'CasinoSponsor' });
export type CasinoSponsor = z.infer<typeof casinoSponsorSchema>;

export const casinoAccountSchema = z
  .object({
    id: z.uuid(),
    sponsor: casinoSponsorSchema,
    /** The name as the viewer typed it (trimmed). */
    username: z.string(),
    state: casinoAccountStateSchema,
    claimedAt: z.string(),
    verifiedAt: z.string().nullable(),
    /** 'YYYY-MM': the Lisbon month the name was first seen in the sponsor's rows (or verified by hand). */
    verifiedPeriod: z.string().nullable(),
    /** A pending claim expires at this time unless the name is seen first. */
    expiresAt: z.string().nullable(),
    /** When the claim expired or was revoked. */
    endedAt: z.string().nullable(),
    /** The admin's note with a decision by hand. */
    note: z.string().nullable(),
    /** The viewer's choice: their site name beside this casino name on the public board (while verified). */
    showSiteName: z.boolean(),
  })
  .meta({ id: 'CasinoAccount' });

/** PATCH /api/v1/casino-accounts/{id} — the viewer's own choice on one claim. */
export const casinoAccountPatchSchema = z.strictObject({ showSiteName: z.boolean() });
export type CasinoAccountPatch = z.infer<typeof casinoAccountPatchSchema>;
export type CasinoAccount = z.infer<typeof casinoAccountSchema>;

/** GET /api/v1/casino-accounts — the signed-in viewer's claims, the sponsors to claim at, the claim window. */
export const myCasinoAccountsSchema = z
  .object({
    accounts: z.array(casinoAccountSchema),
    sponsors: z.array(casinoSponsorSchema),
    expiryDays: z.number().int(),
  })
  .meta({ id: 'MyCasinoAccounts' });
export type MyCasinoAccounts = z.infer<typeof myCasinoAccountsSchema>;

/** POST /api/v1/casino-accounts */
export const casinoAccountClaimSchema = z.object({
  sponsor: z.string().trim().min(1, 'is required').max(64, 'is not a sponsor'),
  username: casinoUsernameSchema,
});
export type CasinoAccountClaim = z.infer<typeof casinoAccountClaimSchema>;

/** The admin desk's row: the claim and its account. */
export const adminCasinoAccountSchema = casinoAccountSchema
  .extend({
    user: z.object({ id: z.uuid(), username: z.string(), login: z.string() }),
    /** The admin who decided by hand last (null when the sync verified it or the admin is gone). */
    decidedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminCasinoAccount' });
export type AdminCasinoAccount = z.infer<typeof adminCasinoAccountSchema>;

/** GET /api/v1/admin/casino-accounts */
export const adminCasinoAccountsQuerySchema = pageQuerySchema.extend({
  sponsor: z.string().trim().max(64).optional(),
  state: casinoAccountStateSchema.optional(),
  /** Case-insensitive substring of the casino name, the account's display name or login. */
  q: z.string().trim().max(CASINO_USERNAME_MAX).optional(),
});
export type AdminCasinoAccountsQuery = z.input<typeof adminCasinoAccountsQuerySchema>;
export const adminCasinoAccountsPageSchema = pageOf(adminCasinoAccountSchema).meta({ id: 'AdminCasinoAccountsPage' });
export type AdminCasinoAccountsPage = z.infer<typeof adminCasinoAccountsPageSchema>;

/** POST /api/v1/admin/casino-accounts/{id}/verify and /revoke */
export const casinoAccountDecisionSchema = z.object({ note: noteSchema.optional() });
export type CasinoAccountDecision = z.infer<typeof casinoAccountDecisionSchema>;

/** POST /api/v1/admin/casino-accounts/{id}/reassign */
export const casinoAccountReassignSchema = z.object({
  userId: z.uuid('must be an account id'),
  note: noteSchema.optional(),
});
export type CasinoAccountReassign = z.infer<typeof casinoAccountReassignSchema>;

/** GET/PUT /api/v1/admin/casino-accounts/settings */
export const casinoAccountSettingsSchema = z
  .object({
    expiryDays: z
      .number()
      .int('must be a whole number of days')
      .min(1, 'at least 1 day')
      .max(CASINO_CLAIM_EXPIRY_DAYS_MAX, `at most ${CASINO_CLAIM_EXPIRY_DAYS_MAX} days`),
  })
  .meta({ id: 'CasinoAccountSettings' });
export type CasinoAccountSettings = z.infer<typeof casinoAccountSettingsSchema>;

/**
 * An affiliate-only reward (ADR 059: a giveaway's entry, a shop item, a GTB place's larger prize):
 * for accounts with a verified casino account at the named sponsor, or at any sponsor (`sponsor`
 * null). The sponsor's name is data (as the admin typed it); the web words the rule.
 */
export const affiliateRuleSchema = z
  .object({ sponsor: z.object({ slug: z.string(), name: z.string() }).nullable() })
  .meta({ id: 'AffiliateRule' });
export type AffiliateRule = z.infer<typeof affiliateRuleSchema>;

/** The rule as an admin sets it: a sponsor's slug, or null for any sponsor (400 `…sponsor: is not a sponsor` otherwise). */
export const affiliateRuleInputSchema = z.object({
  sponsor: z.string().trim().min(1, 'is required').max(64, 'is not a sponsor').nullable().default(null),
});
export type AffiliateRuleInput = z.input<typeof affiliateRuleInputSchema>;

/**
 * Whether an account verified at these sponsors (slugs) meets the rule: no rule, anyone; a named
 * sponsor, a verified claim there; any sponsor, a verified claim anywhere.
 */
export function meetsAffiliateRule(
  rule: { sponsor: { slug: string } | null } | null,
  verifiedSponsors: readonly string[],
): boolean {
  if (!rule) return true;
  return rule.sponsor ? verifiedSponsors.includes(rule.sponsor.slug) : verifiedSponsors.length > 0;
}
