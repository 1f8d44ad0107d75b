import type { StreamStatus } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TwitchClient } from '../../integrations/twitch';

export type StreamServiceDeps = {
  twitch: TwitchClient | null;
  channel: string;
  cacheSeconds: number;
  log: FastifyBaseLogger;
  now?: () => number;
};

/**
 * Live status of the channel. Twitch is asked at most once per `cacheSeconds` per instance, with
 * concurrent readers sharing one request; a failure reads as offline until the next poll.
 */
export function createStreamService(deps: StreamServiceDeps) {
  const now = deps.now ?? Date.now;
  let cached: { value: StreamStatus; at: number } | null = null;
  let inFlight: Promise<StreamStatus> | null = null;

  async function poll(): Promise<StreamStatus> {
    const offline: StreamStatus = { live: false, channel: deps.channel };
    if (!deps.twitch) return offline;
    try {
      const stream = await deps.twitch.getStream(deps.channel);
      if (!stream) return offline;
      return {
        live: true,
        channel: deps.channel,
        title: stream.title,
        viewerCount: stream.viewerCount,
        startedAt: stream.startedAt,
      };
    } catch (err) {
      deps.log.warn({ err: (err as Error).message }, 'stream status unavailable; reporting offline');
      return offline;
    }
  }

  return {
    /**
     * A live state pushed by EventSub (stream.online / stream.offline): answers at once and for the
     * next `cacheSeconds`; the poll takes over after that (and fills in title and viewers).
     */
    push(live: boolean, startedAt?: string): void {
      const value: StreamStatus = live
        ? {
            ...(cached?.value.live ? cached.value : {}),
            live: true,
            channel: deps.channel,
            ...(startedAt ? { startedAt } : {}),
          }
        : { live: false, channel: deps.channel };
      cached = { value, at: now() };
    },

    async status(): Promise<StreamStatus> {
      if (cached && now() - cached.at < deps.cacheSeconds * 1000) return cached.value;
      inFlight ??= poll()
        .then((value) => {
          cached = { value, at: now() };
          return value;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}

export type StreamService = ReturnType<typeof createStreamService>;
