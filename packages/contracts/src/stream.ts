import { z } from 'zod';
import { platformSchema, type Platform } from './users';

/** One platform's live state in GET /api/v1/data/stream. */
export const streamPlatformStatusSchema = z
  .object({
    platform: platformSchema,
    channel: z.string(),
    live: z.boolean(),
    title: z.string().optional(),
    /** The stream's category (Twitch's game, Kick's category), when the platform said. */
    category: z.string().optional(),
    viewerCount: z.number().int().optional(),
    startedAt: z.string().optional(),
  })
  .meta({ id: 'StreamPlatformStatus' });
export type StreamPlatformStatus = z.infer<typeof streamPlatformStatusSchema>;

/**
 * GET /api/v1/data/stream — the channel's cached live status. The top-level fields describe the
 * platform shown first (`platform`, see `shownStreamPlatform`); `platforms` has one entry per platform
 * the channel uses, the primary first. Clients that read only `{live, channel, title, …}` keep working.
 */
export const streamStatusSchema = z
  .object({
    live: z.boolean(),
    channel: z.string(),
    title: z.string().optional(),
    category: z.string().optional(),
    viewerCount: z.number().int().optional(),
    startedAt: z.string().optional(),
    platform: platformSchema,
    platforms: z.array(streamPlatformStatusSchema),
  })
  .meta({ id: 'StreamStatus' });
export type StreamStatus = z.infer<typeof streamStatusSchema>;

/**
 * GET|PUT /api/v1/admin/stream/platforms — the platforms the channel streams on and the primary one:
 * a non-empty list, each platform once, the primary one of them.
 */
export const streamPlatformsSchema = z
  .object({
    platforms: z
      .array(platformSchema)
      .min(1, 'choose at least one platform')
      .refine((list) => new Set(list).size === list.length, 'each platform at most once'),
    primary: platformSchema,
  })
  .refine((s) => s.platforms.includes(s.primary), {
    message: 'the primary platform must be one of the chosen platforms',
    path: ['primary'],
  })
  .meta({ id: 'StreamPlatforms' });
export type StreamPlatforms = z.infer<typeof streamPlatformsSchema>;

/**
 * The status of the channel from each platform's state (`entries`, any order) and the primary
 * platform. Invariant: the top level is the primary platform when it is live, else the first other
 * live one, else the primary (offline); `platforms` lists the primary first, the others in their order.
 * A primary missing from `entries` reads as offline on `channelOf(primary)`.
 */
export function combineStreamStatus(
  entries: StreamPlatformStatus[],
  primary: Platform,
  channelOf: (platform: Platform) => string,
): StreamStatus {
  const primaryEntry = entries.find((e) => e.platform === primary) ?? {
    platform: primary,
    channel: channelOf(primary),
    live: false,
  };
  const platforms = [primaryEntry, ...entries.filter((e) => e.platform !== primary)];
  const shown = primaryEntry.live ? primaryEntry : (platforms.find((e) => e.live) ?? primaryEntry);
  const { platform, ...top } = shown;
  return { ...top, platform, platforms };
}

/** A channel's page on its platform: https://www.twitch.tv/<name>, https://kick.com/<name>. */
export const channelUrl = (platform: Platform, channel: string): string =>
  platform === 'kick'
    ? `https://kick.com/${encodeURIComponent(channel)}`
    : `https://www.twitch.tv/${encodeURIComponent(channel)}`;

/** The same stream start, to the second (platforms write it with or without milliseconds). */
const sameStart = (a: string, b: string) => Math.floor(Date.parse(a) / 1000) === Math.floor(Date.parse(b) / 1000);

/**
 * Whether `next` is a platform going live after `previous`: it was unknown or offline, or live with
 * another start (a new stream while this instance missed the end of the last one).
 */
export const turnsLive = (previous: StreamPlatformStatus | undefined, next: StreamPlatformStatus): boolean =>
  next.live &&
  (!previous?.live ||
    (previous.startedAt !== undefined &&
      next.startedAt !== undefined &&
      !sameStart(previous.startedAt, next.startedAt)));
