import { z } from 'zod';
import { platformSchema } from './users';

/**
 * Why a platform connection (Twitch earning and chat, the Kick channel) is off or incomplete, why its
 * last token refresh or webhook check failed, and why a watch-time tick failed: a stable code and its
 * figures (ADR 057). The web writes the sentence in the admin's language; the API never sends one.
 *
 * - `NOT_CONFIGURED`: the platform's app credentials are not set on the server.
 * - `NOT_CONNECTED`: no account is connected.
 * - `MISSING_SCOPES`: the connection lacks `scopes`; connect again.
 * - `EVENTSUB_SECRET_MISSING`: TWITCH_EVENTSUB_SECRET is not set, so Twitch cannot deliver the chat.
 * - `SUBSCRIPTIONS_MISSING`: Kick holds no webhook subscription for `events` yet.
 * - `CHAT_SUBSCRIPTION_MISSING`: Kick holds no subscription for the chat event (`events`) yet.
 * - `CHAT_SUBSCRIPTION_FAILED`: subscribing the Twitch chat (EventSub) failed.
 * - `SUBSCRIPTIONS_REFUSED`: Kick refused the subscription of `events`.
 * - `SUBSCRIPTION_CHECK_FAILED`: listing or making the Kick subscriptions failed.
 * - `REFRESH_REFUSED`: the platform refused the refresh token; connect again.
 * - `REFRESH_FAILED`: refreshing the token failed otherwise.
 * - `PRESENCE_FAILED`: a tick could not read who is present on `platform`.
 * - `CREDIT_FAILED`: a tick could not credit the points.
 * - `UNKNOWN`: a failure recorded before these codes (its old text is the `detail`).
 */
export const PLATFORM_ISSUE_CODES = [
  'NOT_CONFIGURED',
  'NOT_CONNECTED',
  'MISSING_SCOPES',
  'EVENTSUB_SECRET_MISSING',
  'SUBSCRIPTIONS_MISSING',
  'CHAT_SUBSCRIPTION_MISSING',
  'CHAT_SUBSCRIPTION_FAILED',
  'SUBSCRIPTIONS_REFUSED',
  'SUBSCRIPTION_CHECK_FAILED',
  'REFRESH_REFUSED',
  'REFRESH_FAILED',
  'PRESENCE_FAILED',
  'CREDIT_FAILED',
  'UNKNOWN',
] as const;
export type PlatformIssueCode = (typeof PLATFORM_ISSUE_CODES)[number];

export const platformIssueSchema = z
  .object({
    code: z.enum(PLATFORM_ISSUE_CODES),
    /** The platform concerned, where the code needs it (a refresh, a tick's presence read). */
    platform: platformSchema.optional(),
    /** The scopes the connection lacks (`MISSING_SCOPES`). */
    scopes: z.array(z.string()).optional(),
    /** The webhook events concerned (Kick's subscriptions). */
    events: z.array(z.string()).optional(),
    /** The upstream error as it came (technical, often English), shown to the admin as a detail. */
    detail: z.string().optional(),
  })
  .meta({ id: 'PlatformIssue' });
export type PlatformIssue = z.infer<typeof platformIssueSchema>;
