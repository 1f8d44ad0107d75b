import { z } from 'zod';
import { userSearchSchema } from './points';
import { imageUrlSchema as imageSchema } from './urls';

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
});
export type ShopItemInput = z.input<typeof shopItemInputSchema>;

/** PATCH /api/v1/shop/{id} (admin) — any subset of the fields. */
export const shopItemPatchSchema = shopItemInputSchema.partial();
export type ShopItemPatch = z.input<typeof shopItemPatchSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });

export const redemptionStatusSchema = z.enum(['pending', 'approved', 'denied']);
export type RedemptionStatus = z.infer<typeof redemptionStatusSchema>;

/** GET /api/v1/reedem (admin) — the desk; `q` keeps the redemptions of matching users. */
export const redemptionDeskQuerySchema = z.object({ q: userSearchSchema });

/** GET /api/v1/reedem (admin) — the desk. */
export const redemptionSchema = z
  .object({
    _id: z.uuid(),
    twitchName: z.string(),
    itemName: z.string(),
    cost: z.number().int(),
    createdAt: z.string(),
    status: redemptionStatusSchema,
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Redemption' });
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/v1/reedem/{id} — the new balance and the pending redemption. */
export const redeemResultSchema = z.object({ points: z.number().int(), redemption: redemptionSchema });
export type RedeemResult = z.infer<typeof redeemResultSchema>;
