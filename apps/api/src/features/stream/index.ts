import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGoLiveService } from './go-live-service';
import { createStreamPlatformsService } from './platforms-service';
import { streamRoutes } from './routes';
import { createStreamScheduleService } from './schedule-service';
import { completeRetryWaits, createStreamService, type StreamService } from './service';
import { createStreamSourcesService } from './sources-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The channel's cached live status per platform; platform pushes update it (the Twitch channel's
     * EventSub: `push('twitch', live)`; Kick webhooks: `push('kick', live, { title, startedAt })`).
     */
    stream: StreamService;
  }
}

/**
 * The channel's live status on Twitch and Kick, its platforms setting, the /stream/live sources, the
 * go-live Discord post and the stream schedule (with /schedule.ics).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const platforms = createStreamPlatformsService({ db: app.db, kickConfigured: app.kick !== null });
    // The go-live post (ADR 061): once per platform and stream across instances, to the shared Discord webhook.
    const goLive = createGoLiveService({ db: app.db, discord: app.discord, log: app.log });
    const stream = createStreamService({
      twitch: app.twitch,
      kick: app.kick,
      channels: { twitch: config.TWITCH_CHANNEL, kick: config.KICK_CHANNEL },
      platforms: platforms.get,
      cacheSeconds: config.STREAM_CACHE_SECONDS,
      log: app.log,
      onLive: goLive.notice,
      completeRetryMs: completeRetryWaits(config.GO_LIVE_RETRY_MS),
    });
    app.decorate('stream', stream);
    // Go-live posts on their way finish (each bounded by DISCORD_TIMEOUT_MS) before the pool closes.
    app.addHook('onClose', async () => {
      await stream.close();
      await goLive.settled();
    });
    const sources = createStreamSourcesService({ db: app.db, defaultChannel: config.TWITCH_CHANNEL });
    const schedule = createStreamScheduleService({
      db: app.db,
      publicUrl: config.PUBLIC_URL,
      channel: config.TWITCH_CHANNEL,
    });
    await app.register(streamRoutes, { stream, platforms, sources, schedule, goLive });
  },
  { name: 'stream', dependencies: ['config', 'database', 'twitch', 'kick', 'authentication', 'discord'] },
);
