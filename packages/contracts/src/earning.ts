import { z } from 'zod';
import { hasControlCharacters } from './text';
import { platformIssueSchema } from './issues';
import { kickConnectionSchema } from './kick';

/** Scopes the broadcaster (or a moderator) grants for watch-time points. */
export const EARNING_SCOPES = ['moderator:read:chatters', 'channel:read:subscriptions'] as const;

/**
 * Scopes the same connection grants for the chat bot (issue 22): read the chat through EventSub
 * (`user:read:chat`, `user:bot`) and answer in it (`user:write:chat`). The connected account is the bot.
 */
export const TWITCH_CHAT_SCOPES = ['user:read:chat', 'user:write:chat', 'user:bot'] as const;

/** Bots that never earn (Twitch and Kick logins, lower case); admins edit the list. */
export const DEFAULT_IGNORED_BOTS = [
  'nightbot',
  'streamelements',
  'moobot',
  'streamlabs',
  'fossabot',
  'soundalerts',
  'wizebot',
  'sery_bot',
  'commanderroot',
  'botrixoficial',
  'kofistreambot',
  'pokemoncommunitygame',
  'own3d',
  'creatisbot',
  'frostytoolsdotcom',
  'streamstickers',
  'tangiabot',
  'lurxx',
  'botrix',
  'kickbot',
] as const;

export const earningSettingsSchema = z
  .object({
    /** Points per present viewer per tick. */
    amount: z.number().int().min(1).max(1_000_000),
    tickMinutes: z.number().int().min(1).max(60),
    /** Subscribers earn amount x this (1 = no bonus). */
    subMultiplier: z.number().int().min(1).max(100),
    /** Most watch-time points a user earns per UTC day; 0 = no cap. */
    dailyCap: z.number().int().min(0).max(1_000_000_000),
  })
  .meta({ id: 'EarningSettings' });
export type EarningSettings = z.infer<typeof earningSettingsSchema>;

export const DEFAULT_EARNING_SETTINGS: EarningSettings = { amount: 10, tickMinutes: 10, subMultiplier: 2, dailyCap: 0 };

/** What anyone may read: the rates, and whether earning is on. */
export const earningRatesSchema = earningSettingsSchema.extend({ enabled: z.boolean() }).meta({ id: 'EarningRates' });
export type EarningRates = z.infer<typeof earningRatesSchema>;

export const earningConnectionSchema = z
  .object({
    connected: z.boolean(),
    /** Why earning is off or incomplete, when it is (NOT_CONFIGURED, NOT_CONNECTED, MISSING_SCOPES). */
    reason: platformIssueSchema.nullable(),
    login: z.string().nullable(),
    scopes: z.array(z.string()),
    missingScopes: z.array(z.string()),
    connectedAt: z.string().nullable(),
    tokenExpiresAt: z.string().nullable(),
    /** The last failure of the stored connection (its token refresh, the chat subscription), if any. */
    lastError: platformIssueSchema.nullable(),
  })
  .meta({ id: 'EarningConnection' });
export type EarningConnection = z.infer<typeof earningConnectionSchema>;

export const earningTickSchema = z.object({
  id: z.string(),
  windowStart: z.string(),
  startedAt: z.string(),
  chattersRead: z.number().int(),
  usersCredited: z.number().int(),
  pointsGiven: z.number().int(),
  durationMs: z.number().int(),
  /** Why the tick failed, per platform or step (empty: it ran through). */
  errors: z.array(platformIssueSchema),
});
export type EarningTick = z.infer<typeof earningTickSchema>;

const loginSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{1,25}$/, 'A Twitch or Kick login: 1-25 letters, digits or _');

export const ignoredBotsSchema = z.object({ logins: z.array(loginSchema).max(1000) }).meta({ id: 'EarningIgnoreList' });

export const earningAdminSchema = z
  .object({
    connection: earningConnectionSchema,
    /** The streamer's Kick connection: chat presence earns on Kick. */
    kick: kickConnectionSchema,
    settings: earningSettingsSchema,
    ignored: z.array(z.string()),
    /** Live on any of the channel's platforms (a tick runs only then). */
    live: z.boolean(),
    ticks: z.array(earningTickSchema),
  })
  .meta({ id: 'EarningAdmin' });
export type EarningAdmin = z.infer<typeof earningAdminSchema>;

/** The tick window containing `nowMs`: windows are aligned on multiples of the tick length since the epoch. */
export function tickWindowStart(nowMs: number, tickMinutes: number): number {
  const size = tickMinutes * 60_000;
  return Math.floor(nowMs / size) * size;
}

/** Points one viewer earns for one tick before the daily cap. */
export function pointsForTick(
  settings: Pick<EarningSettings, 'amount' | 'subMultiplier'>,
  subscriber: boolean,
): number {
  return subscriber ? settings.amount * settings.subMultiplier : settings.amount;
}

/** What a daily cap leaves of `points` when `earnedToday` was already credited today (0 cap = none). */
export function capPoints(points: number, earnedToday: number, dailyCap: number): number {
  if (dailyCap === 0) return points;
  return Math.max(0, Math.min(points, dailyCap - earnedToday));
}

/** The most points one "give to everyone in chat" may give each viewer. */
export const CHAT_GIFT_POINTS_MAX = 100_000;
export const CHAT_GIFT_REASON_MAX = 200;

/**
 * POST /api/v1/admin/earning/chat-gift — points to every linked viewer present in chat now (the
 * watch-time tick's presence rules). `id` is the gift's own id, made by the admin's page once per
 * gift: the same id sent again (a double click, a retry, another instance) gives nothing more.
 */
export const chatGiftSchema = z.strictObject({
  id: z.uuid(),
  points: z.number().int().min(1).max(CHAT_GIFT_POINTS_MAX),
  reason: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(CHAT_GIFT_REASON_MAX, `at most ${CHAT_GIFT_REASON_MAX} characters`)
    .refine((s) => !hasControlCharacters(s), 'cannot hold control characters'),
});
export type ChatGift = z.infer<typeof chatGiftSchema>;

export const chatGiftResultSchema = z
  .object({
    id: z.uuid(),
    points: z.number().int(),
    /** Accounts credited (present on both platforms counts once). */
    credited: z.number().int(),
    /** Linked accounts present per platform (an account on both counts on each). */
    twitch: z.number().int(),
    kick: z.number().int(),
    /** This id was given before: nothing more was credited (the figures are the first gift's). */
    repeated: z.boolean(),
  })
  .meta({ id: 'ChatGiftResult' });
export type ChatGiftResult = z.infer<typeof chatGiftResultSchema>;
