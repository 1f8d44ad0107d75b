import { z } from 'zod';
import { affiliateRuleInputSchema, affiliateRuleSchema } from './casino-accounts';
import { hasControlCharacters } from './text';
import { imageUrlSchema as imageSchema } from './urls';

/**
 * A delivery detail an item can ask for at redemption. The kinds are presets (no admin-written
 * pattern, so no pattern can be slow): `text` any printable text, `email` an e-mail address,
 * `discord` a Discord username (2-32 of letters, digits, '_' and '.', or a legacy name#1234).
 */
export const DELIVERY_DETAIL_KINDS = ['text', 'email', 'discord'] as const;
export const deliveryDetailKindSchema = z.enum(DELIVERY_DETAIL_KINDS);
export type DeliveryDetailKind = z.infer<typeof deliveryDetailKindSchema>;
export const DELIVERY_DETAIL_MAX = 200;
export const DELIVERY_DETAIL_KIND_LABELS: Record<DeliveryDetailKind, string> = {
  text: 'Free text',
  email: 'E-mail',
  discord: 'Discord name',
};

export const deliveryDetailSpecSchema = z
  .object({
    label: z.string().trim().min(1, 'is required').max(40, 'at most 40 characters'),
    kind: deliveryDetailKindSchema,
    required: z.boolean(),
  })
  .meta({ id: 'DeliveryDetailSpec' });
export type DeliveryDetailSpec = z.infer<typeof deliveryDetailSpecSchema>;

// Each check is linear in the input (no nested quantifiers) and runs on at most DELIVERY_DETAIL_MAX characters.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const DISCORD = /^[A-Za-z0-9_.]{2,32}$/;
const DISCORD_LEGACY = /^[^@#:\n]{2,32}#[0-9]{4}$/;

/**
 * Checks a viewer's delivery detail against the item's spec: the value to keep (trimmed; null when
 * none was given and none is required), or the reason it is refused. Used by the server (the rule)
 * and by the Redeem dialog (to say it before sending).
 */
export function checkDeliveryDetail(
  spec: DeliveryDetailSpec,
  raw: string | undefined | null,
): { ok: true; value: string | null } | { ok: false; reason: string } {
  const value = (raw ?? '').trim();
  if (value === '') return spec.required ? { ok: false, reason: 'is required' } : { ok: true, value: null };
  if (value.length > DELIVERY_DETAIL_MAX) return { ok: false, reason: `at most ${DELIVERY_DETAIL_MAX} characters` };
  if (hasControlCharacters(value)) return { ok: false, reason: 'cannot hold control characters' };
  if (spec.kind === 'email' && !EMAIL.test(value)) return { ok: false, reason: 'must be an e-mail address' };
  if (spec.kind === 'discord' && !DISCORD.test(value) && !DISCORD_LEGACY.test(value))
    return { ok: false, reason: 'must be a Discord username (letters, digits, _ and .)' };
  return { ok: true, value };
}

/** GET /api/v1/shop — items on sale; `redeemed` is true when the signed-in user holds an open (pending) redemption of it. */
export const shopItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    cost: z.number().int(),
    quantity: z.number().int(),
    image: z.string(),
    available: z.boolean(),
    redeemed: z.boolean(),
    /** The delivery detail the Redeem dialog asks for; null when none. */
    detail: deliveryDetailSpecSchema.nullable(),
    /** Affiliates only (ADR 059): a verified casino account at the named sponsor, or any; null: anyone. */
    affiliate: affiliateRuleSchema.nullable(),
    /**
     * Whether the signed-in viewer meets `affiliate` (true when the item has no rule; false for a
     * visitor when it has one): the card offers Redeem, or says how to verify.
     */
    meetsAffiliateRule: z.boolean(),
  })
  .meta({ id: 'ShopItem' });
export type ShopItem = z.infer<typeof shopItemSchema>;

/** POST /api/v1/shop (admin) */
export const shopItemInputSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(80),
  description: z.string().trim().max(500).default(''),
  cost: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000_000),
  quantity: z.number().int('must be a whole number').min(0, 'cannot be negative').max(1_000_000),
  image: imageSchema,
  /** null or absent: the item asks for no delivery detail. */
  detail: deliveryDetailSpecSchema.nullable().optional(),
  /** Affiliates only: `{ sponsor: null }` any sponsor, a slug that sponsor; null or absent: anyone. */
  affiliate: affiliateRuleInputSchema.nullable().optional(),
});
export type ShopItemInput = z.input<typeof shopItemInputSchema>;

/**
 * PATCH /api/v1/shop/{id} (admin) — any subset of the fields. The description has no default here:
 * a patch that leaves it out must keep it, not blank it.
 */
export const shopItemPatchSchema = shopItemInputSchema.extend({ description: z.string().trim().max(500) }).partial();
export type ShopItemPatch = z.input<typeof shopItemPatchSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
