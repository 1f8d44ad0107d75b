import { z } from 'zod';
import { platformIssueSchema } from './issues';

/**
 * Scopes the broadcaster grants when connecting Kick for watch time (docs/integrations.md#kick):
 * who connected (`user:read`), the channel (`channel:read`), webhooks (`events:subscribe`) and
 * replies in chat (`chat:write`, used by chat commands).
 */
export const KICK_CONNECTION_SCOPES = [
  'user:read',
  'channel:read',
  'chat:write',
  'events:subscribe',
  // channel points to site points: the site's own channel rewards and their redemptions
  'channel:rewards:read',
  'channel:rewards:write',
] as const;

/** The webhook events the server keeps subscribed for the channel. */
export const KICK_EVENTS = [
  { name: 'chat.message.sent', version: 1 },
  { name: 'livestream.status.updated', version: 1 },
  // a viewer redeemed a channel reward (the site's own rewards credit site points)
  { name: 'channel.reward.redemption.updated', version: 1 },
  // support events (support rewards)
  { name: 'channel.subscription.new', version: 1 },
  { name: 'channel.subscription.renewal', version: 1 },
  { name: 'channel.subscription.gifts', version: 1 },
  { name: 'kicks.gifted', version: 1 },
  { name: 'channel.followed', version: 1 },
] as const;

/** The streamer's Kick connection as the admin sees it (never the tokens). */
export const kickConnectionSchema = z
  .object({
    /** Kick is set up on this server (KICK_CLIENT_ID / KICK_CLIENT_SECRET). */
    configured: z.boolean(),
    connected: z.boolean(),
    /** Why Kick watch time is off or incomplete (NOT_CONFIGURED, NOT_CONNECTED, MISSING_SCOPES, SUBSCRIPTIONS_MISSING). */
    reason: platformIssueSchema.nullable(),
    /** The channel (KICK_CHANNEL) and the account that connected it. */
    channel: z.string(),
    login: z.string().nullable(),
    scopes: z.array(z.string()),
    missingScopes: z.array(z.string()),
    /** Each event the server needs, and whether Kick holds a subscription for it. */
    subscriptions: z.array(z.object({ name: z.string(), subscribed: z.boolean() })),
    subscriptionsCheckedAt: z.string().nullable(),
    connectedAt: z.string().nullable(),
    tokenExpiresAt: z.string().nullable(),
    /** The last failure of the stored connection (its token refresh, the webhook subscriptions), if any. */
    lastError: platformIssueSchema.nullable(),
    /** Where Kick must deliver the webhooks (set once in the Kick app's settings). */
    webhookUrl: z.string(),
  })
  .meta({ id: 'KickConnection' });
export type KickConnection = z.infer<typeof kickConnectionSchema>;
