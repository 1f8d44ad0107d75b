import { z } from 'zod';
import { hasControlCharacters } from './text';

/*
 * Channel points to site points (issue 34 item 2): custom rewards the site creates on Twitch (Helix
 * custom rewards) and Kick (Channel Rewards API). A linked viewer's redemption credits site points once
 * and is fulfilled (Twitch FULFILLED, Kick accepted); an unlinked viewer, a paused reward or a reached
 * daily cap is refunded on the platform (Twitch CANCELED, Kick rejected).
 */

export const CHANNEL_REWARD_PLATFORMS = ['twitch', 'kick'] as const;
export const channelRewardPlatformSchema = z.enum(CHANNEL_REWARD_PLATFORMS);
export type ChannelRewardPlatform = z.infer<typeof channelRewardPlatformSchema>;

/** Twitch's custom reward title limit (45 characters); Kick's is larger, the site keeps one rule. */
export const CHANNEL_REWARD_TITLE_MAX = 45;
export const CHANNEL_REWARD_PROMPT_MAX = 200;
export const CHANNEL_REWARD_COST_MAX = 1_000_000;
export const CHANNEL_REWARD_POINTS_MAX = 100_000;
export const CHANNEL_REWARD_DAILY_CAP_MAX = 1000;

/** Twitch scope the connection needs to create rewards and update their redemptions. */
export const TWITCH_REWARD_SCOPES = ['channel:manage:redemptions'] as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !hasControlCharacters(s), 'cannot hold control characters');

const fields = {
  title: text(CHANNEL_REWARD_TITLE_MAX).min(1, 'is required'),
  prompt: text(CHANNEL_REWARD_PROMPT_MAX),
  /** The channel points it costs on the platform. */
  cost: z.number().int().min(1).max(CHANNEL_REWARD_COST_MAX),
  /** The site points a linked viewer gets for it. */
  points: z.number().int().min(1).max(CHANNEL_REWARD_POINTS_MAX),
  /** Redemptions credited per viewer per day (Europe/Lisbon); 0: no cap. Past the cap, refunded. */
  dailyCap: z.number().int().min(0).max(CHANNEL_REWARD_DAILY_CAP_MAX),
  /** false: paused on the platform; a redemption that still arrives is refunded. */
  enabled: z.boolean(),
};

/** POST /api/v1/admin/channel-rewards */
export const channelRewardCreateSchema = z.strictObject({
  platform: channelRewardPlatformSchema,
  title: fields.title,
  prompt: fields.prompt.default(''),
  cost: fields.cost,
  points: fields.points,
  dailyCap: fields.dailyCap.default(0),
  enabled: fields.enabled.default(true),
});
export type ChannelRewardCreate = z.infer<typeof channelRewardCreateSchema>;

/** PATCH /api/v1/admin/channel-rewards/:id — any of the fields (pause: `enabled: false`). */
export const channelRewardUpdateSchema = z
  .strictObject({
    title: fields.title,
    prompt: fields.prompt,
    cost: fields.cost,
    points: fields.points,
    dailyCap: fields.dailyCap,
    enabled: fields.enabled,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to change');
export type ChannelRewardUpdate = z.infer<typeof channelRewardUpdateSchema>;

/**
 * A reward's state as the admin sees it: `active`, `paused` (enabled off), `error` (the last platform
 * call failed: `lastError`), `not_connected` (the platform's broadcaster connection is missing).
 */
export const CHANNEL_REWARD_STATES = ['active', 'paused', 'error', 'not_connected'] as const;
export type ChannelRewardState = (typeof CHANNEL_REWARD_STATES)[number];

export const channelRewardSchema = z.object({
  id: z.uuid(),
  platform: channelRewardPlatformSchema,
  platformRewardId: z.string(),
  title: z.string(),
  prompt: z.string(),
  cost: z.number().int(),
  points: z.number().int(),
  dailyCap: z.number().int(),
  enabled: z.boolean(),
  state: z.enum(CHANNEL_REWARD_STATES),
  lastError: z.string().nullable(),
  /** Redemptions credited, refunded, and still waiting for their platform update. */
  credited: z.number().int(),
  refunded: z.number().int(),
  pending: z.number().int(),
  createdAt: z.string(),
});
export type ChannelReward = z.infer<typeof channelRewardSchema>;

export const channelRewardsAdminSchema = z.object({
  rewards: z.array(channelRewardSchema),
  /** Whether each platform's broadcaster connection can manage rewards (connected, with the scopes). */
  platforms: z.object({ twitch: z.boolean(), kick: z.boolean() }),
});
export type ChannelRewardsAdmin = z.infer<typeof channelRewardsAdminSchema>;
