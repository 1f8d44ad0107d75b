import { z } from 'zod';
import { userSearchSchema } from './points';
import { DELIVERY_DETAIL_MAX } from './shop';

/** Redemptions of shop items: the viewer's redeem call, the admin desk, decisions and the Discord notice. */
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
    /** The delivery detail given and the label it was asked under; null when none. */
    detailLabel: z.string().nullable(),
    detail: z.string().nullable(),
    /** The admin's note with the decision. */
    note: z.string().nullable(),
  })
  .meta({ id: 'Redemption' });
export type Redemption = z.infer<typeof redemptionSchema>;

/** POST /api/v1/reedem/{id} — the delivery detail when the item asks for one (checked by `checkDeliveryDetail`). */
export const redeemInputSchema = z.object({
  detail: z
    .string()
    .max(DELIVERY_DETAIL_MAX * 2)
    .optional(),
});
export type RedeemInput = z.infer<typeof redeemInputSchema>;

/** POST /api/v1/reedem/approve|denied/{id} — an optional note the viewer sees with the decision. */
export const REDEMPTION_NOTE_MAX = 500;
export const redemptionDecisionSchema = z.object({
  note: z.string().trim().max(REDEMPTION_NOTE_MAX, `at most ${REDEMPTION_NOTE_MAX} characters`).optional(),
});
export type RedemptionDecision = z.infer<typeof redemptionDecisionSchema>;

/** GET /api/v1/reedem/mine — the signed-in viewer's own redemptions, newest first, paged. */
export const myRedemptionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const myRedemptionsPageSchema = z
  .object({
    items: z.array(redemptionSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'MyRedemptionsPage' });
export type MyRedemptionsPage = z.infer<typeof myRedemptionsPageSchema>;

/**
 * The Discord webhook that announces new redemptions. Only Discord's own webhook addresses are
 * accepted (https, discord.com / discordapp.com and their ptb/canary hosts, /api/webhooks/<id>/<token>),
 * and only the id and token are kept: the server calls its configured Discord base with them, never
 * an address an admin typed.
 */
export const DISCORD_WEBHOOK_URL =
  /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api\/(?:v\d{1,2}\/)?webhooks\/(\d{15,25})\/([A-Za-z0-9_-]{20,100})\/?$/;
export function parseDiscordWebhookUrl(url: string): { id: string; token: string } | null {
  const m = DISCORD_WEBHOOK_URL.exec(url.trim());
  return m ? { id: m[1]!, token: m[2]! } : null;
}
export const redemptionNotifyInputSchema = z.object({
  webhookUrl: z
    .string()
    .max(300)
    .refine(
      (u) => parseDiscordWebhookUrl(u) !== null,
      'must be a Discord webhook URL: https://discord.com/api/webhooks/<id>/<token>',
    )
    .nullable(),
});
export type RedemptionNotifyInput = z.infer<typeof redemptionNotifyInputSchema>;
/** The webhook as the admin page shows it: never the token, only its last 4 characters. */
export const redemptionNotifySchema = z
  .object({ configured: z.boolean(), webhook: z.string().nullable() })
  .meta({ id: 'RedemptionNotify' });
export type RedemptionNotify = z.infer<typeof redemptionNotifySchema>;

/** POST /api/v1/reedem/{id} — the new balance and the pending redemption. */
export const redeemResultSchema = z.object({ points: z.number().int(), redemption: redemptionSchema });
export type RedeemResult = z.infer<typeof redeemResultSchema>;
