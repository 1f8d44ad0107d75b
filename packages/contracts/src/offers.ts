import { z } from 'zod';
import { imageUrlSchema } from './urls';

/** A partner link: an absolute https URL, or the word 'coming' (the card shows with its actions disabled). */
export const offerLinkSchema = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (v) => v === 'coming' || /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(v),
    "must be an absolute https:// URL or 'coming'",
  );

/**
 * One welcome-bonus step (docs/product.md#offers): position 1st..4th, percentage, min deposit; some add
 * a slot, an 'up to' and a freebet.
 */
export const offerStepSchema = z.object({
  position: z.number().int().min(1).max(4),
  bonusPercentage: z.number().int().min(0).max(10_000),
  minDep: z.number().int().min(0).max(1_000_000),
  slot: z.string().trim().max(80).optional(),
  upTo: z.number().int().min(0).max(1_000_000).optional(),
  freebet: z.number().int().min(0).max(1_000_000).optional(),
});
export type OfferStep = z.infer<typeof offerStepSchema>;

const shortList = z.array(z.string().trim().min(1).max(60)).max(30);

/** What the details dialog shows. Amounts are display strings with their currency ('$25', '10 €'), as the partners state them. */
export const offerDetailsSchema = z.object({
  vpn: z.boolean(),
  kyc: z.boolean(),
  minDeposit: z.string().trim().max(80),
  minWithdrawal: z.string().trim().max(80),
  depositMethods: shortList,
  withdrawalMethods: shortList,
  providers: shortList,
  steps: z.array(offerStepSchema).max(4),
  bonusTexts: z.array(z.string().trim().min(1).max(400)).max(12),
  promoCode: z.string().trim().max(40).nullable(),
});
export type OfferDetails = z.infer<typeof offerDetailsSchema>;

export const offerSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and dashes');

const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** Who licenses the partner: the regulator ('SRIJ' for Portugal, 'MGA', 'Curaçao eGaming'...) and the licence number. */
export const offerLicenceSchema = z.object({
  regulator: z.string().trim().min(1, 'is required').max(60),
  number: z.string().trim().min(1, 'is required').max(80),
});
export type OfferLicence = z.infer<typeof offerLicenceSchema>;

/**
 * The countries of an offer as an admin sends them: any text, so a code that is no ISO 3166-1 alpha-2
 * country gets its own stable error (400 UNKNOWN_COUNTRY); stored upper-case, once each, sorted.
 */
const countryListInputSchema = z.array(z.string().max(8)).max(300);

/** GET /api/v1/offers — a visible card. The partner link itself stays on the server: Claim goes through `claimUrl` (/go/{slug}). */
export const offerSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    image: z.string(),
    color: z.string(),
    coming: z.boolean(),
    claimUrl: z.string().nullable(),
    details: offerDetailsSchema,
    licence: offerLicenceSchema.nullable(),
    /** ISO 3166-1 alpha-2 codes; empty: everywhere not restricted. */
    availableIn: z.array(z.string()),
    restrictedIn: z.array(z.string()),
    /**
     * False when the offer is restricted in the visitor's country and the site marks such offers
     * instead of hiding them: the card says "Not available in your country" and has no Claim (claimUrl null).
     */
    available: z.boolean(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** Admin view: also the partner link, the order and whether it is hidden. */
export const adminOfferSchema = offerSchema
  .extend({ link: z.string(), position: z.number().int(), hidden: z.boolean() })
  .meta({ id: 'AdminOffer' });
export type AdminOffer = z.infer<typeof adminOfferSchema>;

const offerFields = {
  slug: offerSlugSchema,
  name: z.string().trim().min(1, 'is required').max(80),
  image: imageUrlSchema,
  color: colorSchema,
  link: offerLinkSchema,
  hidden: z.boolean(),
  details: offerDetailsSchema,
  licence: offerLicenceSchema.nullable(),
  availableIn: countryListInputSchema,
  restrictedIn: countryListInputSchema,
};

/** POST /api/v1/offers (admin) */
export const offerInputSchema = z.object({
  ...offerFields,
  hidden: offerFields.hidden.default(false),
  licence: offerFields.licence.default(null),
  availableIn: offerFields.availableIn.default([]),
  restrictedIn: offerFields.restrictedIn.default([]),
});
export type OfferInput = z.input<typeof offerInputSchema>;

/** PATCH /api/v1/offers/{id} (admin): only the fields sent change (no defaults here, so a rename keeps `hidden`). */
export const offerPatchSchema = z.object(offerFields).partial();
export type OfferPatch = z.input<typeof offerPatchSchema>;

/** PUT /api/v1/offers/order (admin): every offer id, in the new order. */
export const offerOrderSchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

export const offerSlugParamsSchema = z.object({ slug: z.string().max(100) });

/** GET /api/v1/offers/clicks (admin): clicks per offer per Lisbon day; `visitors` counts distinct salted hashes. */
export const offerClicksQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const offerClickDaySchema = z.object({
  offerId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  day: z.string(),
  clicks: z.number().int(),
  visitors: z.number().int(),
});
export type OfferClickDay = z.infer<typeof offerClickDaySchema>;
