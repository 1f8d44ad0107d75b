import { TZDate } from '@date-fns/tz';
import {
  channelUrl,
  PLATFORM_NAMES,
  SITE_TIME_ZONE,
  type GoLiveSetting,
  type StreamPlatformStatus,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DiscordMessage } from '../../integrations/discord-webhook';
import { auditService, type AuditActor } from '../audit/service';
import type { DiscordService } from '../discord/service';
import * as repo from './repository';

/** A stream first seen this long after its start is not announced (a restart or a first deploy mid-stream). */
export const GO_LIVE_STALE_MS = 2 * 3600_000;

const COLORS = { twitch: 0x9146ff, kick: 0x53fc18 } as const;

/**
 * The key of one stream of a platform (ADR 061). With a known start: the start to the second in UTC
 * ('2026-11-22T18:00:00Z'). Without one: 'day:<Lisbon date of now>', which the claim's gap rule
 * completes (one such claim per platform per 6 hours, and it stands for a start found later).
 */
export function goLiveKey(startedAt: string | undefined, now: number): { streamKey: string; startedAt: Date | null } {
  const ms = startedAt === undefined ? Number.NaN : Date.parse(startedAt);
  if (Number.isFinite(ms) && ms > 0) {
    const start = new Date(Math.floor(ms / 1000) * 1000);
    return { streamKey: start.toISOString().replace('.000Z', 'Z'), startedAt: start };
  }
  const day = new TZDate(now, SITE_TIME_ZONE);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return { streamKey: `day:${date}`, startedAt: null };
}

/** The Discord message of a platform going live: the title, the category when known, the channel's link. */
export function goLiveMessage(status: StreamPlatformStatus): DiscordMessage {
  const platform = PLATFORM_NAMES[status.platform];
  const link = channelUrl(status.platform, status.channel);
  const title = status.title?.trim() || `${status.channel} is live on ${platform}`;
  return {
    content: `🔴 ${status.channel} is live on ${platform}: ${title}\n${link}`,
    embeds: [
      {
        title,
        url: link,
        color: COLORS[status.platform],
        fields: [
          { name: 'Platform', value: platform, inline: true },
          ...(status.category ? [{ name: 'Category', value: status.category, inline: true }] : []),
          { name: 'Watch', value: link },
        ],
        ...(status.startedAt && Number.isFinite(Date.parse(status.startedAt))
          ? { timestamp: new Date(status.startedAt).toISOString() }
          : {}),
      },
    ],
    // Titles are the streamer's text: they never ping @everyone or a role.
    allowed_mentions: { parse: [] },
  };
}

/**
 * The go-live Discord post (ADR 061): one post per platform and stream, whatever the number of
 * instances or of deliveries of the platform's event. A platform turning live (the stream service's
 * `onLive`) is announced when the switch is on and a webhook is set: the stream's row is claimed in
 * the database first (`INSERT … ON CONFLICT DO NOTHING RETURNING`, one statement, committed), and
 * only the instance that inserted it posts, off the request's path, bounded by DISCORD_TIMEOUT_MS. A
 * Discord failure is logged and not retried (at most once); it never touches the stream status.
 */
export function createGoLiveService(deps: {
  db: Db;
  discord: Pick<DiscordService, 'configured' | 'send'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  now?: () => number;
}) {
  const { db, discord, log } = deps;
  const now = deps.now ?? Date.now;
  const inFlight = new Set<Promise<unknown>>();

  const enabled = async () => (await repo.goLiveEnabledRow(db)) ?? true;

  async function announce(status: StreamPlatformStatus): Promise<void> {
    const key = goLiveKey(status.startedAt, now());
    if (key.startedAt && now() - key.startedAt.getTime() > GO_LIVE_STALE_MS) return;
    if (!(await enabled()) || !(await discord.configured())) return;
    const claimed = await repo.claimGoLivePost(db, {
      platform: status.platform,
      streamKey: key.streamKey,
      startedAt: key.startedAt,
      title: status.title ?? '',
      category: status.category ?? null,
    });
    if (!claimed) return;
    const delivered = await discord.send(goLiveMessage(status));
    if (delivered) await repo.markGoLiveDelivered(db, status.platform, key.streamKey);
    else log.warn({ platform: status.platform, streamKey: key.streamKey }, 'go-live post not delivered; not retried');
  }

  return {
    /** A platform turned live: announce it once (off the caller's path; the promise never rejects). */
    notice(status: StreamPlatformStatus): Promise<void> | undefined {
      if (!status.live) return undefined;
      const job = announce(status)
        .catch((err: unknown) =>
          log.warn({ platform: status.platform, err: (err as Error).message }, 'go-live post failed'),
        )
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
      return job;
    },

    /** The switch and whether the shared webhook is set (the admin page). */
    async setting(): Promise<GoLiveSetting> {
      const [on, configured] = await Promise.all([enabled(), discord.configured()]);
      return { enabled: on, webhookConfigured: configured };
    },

    /** Turns the go-live post on or off; audited, and a save that changes nothing writes nothing. */
    async save(value: boolean, actor: AuditActor): Promise<GoLiveSetting> {
      await db.transaction(async (tx) => {
        const before = (await repo.goLiveEnabledRow(tx)) ?? true;
        if (before === value) return;
        await repo.saveGoLiveEnabled(tx, value);
        await auditService.record(tx, actor, {
          action: 'stream.goLive',
          targetType: 'setting',
          targetId: 'stream_go_live',
          summary: { before: { enabled: before }, after: { enabled: value } },
        });
      });
      return { enabled: value, webhookConfigured: await discord.configured() };
    },

    /** Waits for the posts on their way (tests; shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type GoLiveService = ReturnType<typeof createGoLiveService>;
