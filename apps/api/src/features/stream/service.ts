import {
  combineStreamStatus,
  turnsLive,
  type Platform,
  type StreamPlatforms,
  type StreamPlatformStatus,
  type StreamStatus,
} from '@app/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { KickClient } from '../../integrations/kick';
import type { TwitchClient } from '../../integrations/twitch';
import { createPoller, offlineStatus } from './pollers';

export type StreamServiceDeps = {
  twitch: TwitchClient | null;
  kick: KickClient | null;
  /** The channel's name on each platform (TWITCH_CHANNEL, KICK_CHANNEL). */
  channels: Record<Platform, string>;
  /** The platforms setting (the admin's, cached by its service). */
  platforms: () => Promise<StreamPlatforms>;
  cacheSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
  /**
   * Told when a platform's state turns live on this instance (a push, or a poll that finds it live
   * where this instance knew it offline or did not know it, or live with another start), with the
   * platform's own details: a push is completed by a poll (Twitch's carries nothing, Kick's no
   * category), asked again after `completeRetryMs` while it does not see the stream yet. Runs off the
   * caller's path; the go-live post decides in the database whether this stream was already announced
   * (ADR 061). A promise it returns is waited for by `settled()`.
   */
  onLive?: (status: StreamPlatformStatus) => void | Promise<unknown>;
  /**
   * The waits before asking a platform again when the poll completing a pushed go-live does not see
   * the stream (the platform's API lags its own event by seconds, or it failed); after the last one
   * the push is told alone. Default: 5, 15 and 30 s.
   */
  completeRetryMs?: readonly number[];
};

/** The waits of the polls completing a pushed go-live: the first one, then 3 and 6 times it. */
export const completeRetryWaits = (firstMs: number): number[] => [1, 3, 6].map((k) => k * firstMs);

/** What `push` may carry besides the live state (Kick's `livestream.status.updated` has both). */
export type PushedStreamInfo = { title?: string; startedAt?: string };

/**
 * Live status of the channel on each of its platforms. Each platform is asked at most once per
 * `cacheSeconds` per instance (Twitch `GET /streams`, Kick `GET /channels?slug=`), with concurrent
 * readers sharing one request; a failure, or a platform that is not configured, reads as offline
 * until the next poll. Pushes (Twitch EventSub, Kick webhooks) answer at once. Only the platforms of
 * the setting are asked.
 */
export function createStreamService(deps: StreamServiceDeps) {
  const now = deps.now ?? Date.now;
  /** A platform's cached state, the poll under way, a count of the pushes received and the last one's state. */
  type Slot = {
    cached: { value: StreamPlatformStatus; at: number } | null;
    inFlight: Promise<StreamPlatformStatus> | null;
    pushes: number;
    lastPushLive: boolean | null;
  };
  const slots: Record<Platform, Slot> = {
    twitch: { cached: null, inFlight: null, pushes: 0, lastPushLive: null },
    kick: { cached: null, inFlight: null, pushes: 0, lastPushLive: null },
  };
  /** Polls completing a pushed go-live and the go-live work they started, still under way (shutdown and tests wait for them). */
  const completing = new Set<Promise<unknown>>();
  const retryMs = deps.completeRetryMs ?? completeRetryWaits(5_000);
  /** Aborted by `close()`: the completing polls stop waiting and tell what they have. */
  const closing = new AbortController();
  const offline = (platform: Platform) => offlineStatus(deps, platform);
  const poll = createPoller(deps);

  function tellLive(status: StreamPlatformStatus) {
    if (!deps.onLive) return;
    try {
      const work = deps.onLive(status);
      if (work) {
        const tracked = work
          .catch((err: unknown) =>
            deps.log.warn({ platform: status.platform, err: (err as Error).message }, 'go-live hook failed'),
          )
          .finally(() => completing.delete(tracked));
        completing.add(tracked);
      }
    } catch (err) {
      deps.log.warn({ platform: status.platform, err: (err as Error).message }, 'go-live hook failed');
    }
  }

  /**
   * A pushed go-live completed by a poll of the platform (title, category, start), the pushed fields
   * winning where both have one. A poll that does not see the stream yet (the platform's API lags its
   * event, or fails) is asked again after each wait of `completeRetryMs`; after the last one, or on
   * shutdown, the push is told alone. A stream pushed offline meanwhile has ended: nothing is told.
   */
  async function completePushedLive(pushed: StreamPlatformStatus): Promise<void> {
    const slot = slots[pushed.platform];
    for (let attempt = 0; ; attempt += 1) {
      if (slot.lastPushLive === false) return;
      const polled = await poll(pushed.platform);
      if (polled.live) {
        const start = pushed.startedAt ?? polled.startedAt;
        return tellLive({ ...polled, ...pushed, ...(start ? { startedAt: start } : {}) });
      }
      const wait = retryMs[attempt];
      if (wait === undefined || closing.signal.aborted) return tellLive(pushed);
      await sleep(wait, undefined, { signal: closing.signal }).catch(() => undefined);
    }
  }

  function tellPushedLive(pushed: StreamPlatformStatus) {
    if (!deps.onLive) return;
    const job = completePushedLive(pushed).finally(() => completing.delete(job));
    completing.add(job);
  }

  /** One platform's state: the cached one while fresh, else one shared poll. */
  function platformStatus(platform: Platform): Promise<StreamPlatformStatus> {
    const slot = slots[platform];
    if (slot.cached && now() - slot.cached.at < deps.cacheSeconds * 1000) return Promise.resolve(slot.cached.value);
    if (slot.inFlight) return slot.inFlight;
    const pushesBefore = slot.pushes;
    const inFlight = poll(platform)
      .then((value) => {
        // A push that arrived while the poll was under way is newer: it stays.
        if (slot.pushes !== pushesBefore && slot.cached) return slot.cached.value;
        const previous = slot.cached?.value;
        slot.cached = { value, at: now() };
        if (turnsLive(previous, value)) tellLive(value);
        return value;
      })
      .finally(() => {
        slot.inFlight = null;
      });
    slot.inFlight = inFlight;
    return inFlight;
  }

  /** Waits for the polls completing pushed go-lives and the go-live work told of them (tests; `close`). */
  async function settled(): Promise<void> {
    while (completing.size > 0) await Promise.all([...completing]);
  }

  async function setting(): Promise<StreamPlatforms> {
    try {
      return await deps.platforms();
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'stream platforms setting unreadable; using Twitch alone');
      return { platforms: ['twitch'], primary: 'twitch' };
    }
  }

  return {
    /**
     * A live state pushed by a platform (Twitch EventSub stream.online / stream.offline, Kick's
     * livestream.status.updated): answers at once and for the next `cacheSeconds`; the poll takes over
     * after that (and fills in what the push did not carry, such as viewers).
     */
    push(platform: Platform, live: boolean, info: PushedStreamInfo = {}): void {
      const slot = slots[platform];
      const previous = slot.cached?.value;
      const value: StreamPlatformStatus = live
        ? {
            ...(previous?.live ? previous : {}),
            platform,
            channel: deps.channels[platform],
            live: true,
            ...(info.title ? { title: info.title } : {}),
            ...(info.startedAt ? { startedAt: info.startedAt } : {}),
          }
        : offline(platform);
      slot.cached = { value, at: now() };
      slot.pushes += 1;
      slot.lastPushLive = live;
      if (turnsLive(previous, value)) tellPushedLive(value);
    },

    /** The channel's status: the platforms of the setting, the primary first (`combineStreamStatus`). */
    async status(): Promise<StreamStatus> {
      const { platforms, primary } = await setting();
      const entries = await Promise.all(platforms.map(platformStatus));
      return combineStreamStatus(entries, primary, (p) => deps.channels[p]);
    },

    settled,

    /** Shutdown: the completing polls stop waiting (a go-live not yet seen is told as pushed), then settle. */
    close(): Promise<void> {
      closing.abort();
      return settled();
    },

    /** One platform's status (whatever the setting says): live, and since when (`startedAt`) when known. */
    platform(platform: Platform): Promise<StreamPlatformStatus> {
      return platformStatus(platform);
    },

    /** Whether one platform is live (whatever the setting says). */
    async isLive(platform: Platform): Promise<boolean> {
      return (await platformStatus(platform)).live;
    },
  };
}

export type StreamService = ReturnType<typeof createStreamService>;
