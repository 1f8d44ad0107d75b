import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStreamPlatformsService } from './platforms-service';
import { streamRoutes } from './routes';
import { createStreamService, type StreamService } from './service';
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

/** The channel's live status on Twitch and Kick, its platforms setting, and the /stream/live sources. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const platforms = createStreamPlatformsService({ db: app.db, kickConfigured: app.kick !== null });
    const stream = createStreamService({
      twitch: app.twitch,
      kick: app.kick,
      channels: { twitch: config.TWITCH_CHANNEL, kick: config.KICK_CHANNEL },
      platforms: platforms.get,
      cacheSeconds: config.STREAM_CACHE_SECONDS,
      log: app.log,
    });
    app.decorate('stream', stream);
    const sources = createStreamSourcesService({ db: app.db, defaultChannel: config.TWITCH_CHANNEL });
    await app.register(streamRoutes, { stream, platforms, sources });
  },
  { name: 'stream', dependencies: ['config', 'database', 'twitch', 'kick', 'authentication'] },
);
