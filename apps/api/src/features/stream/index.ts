import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { streamRoutes } from './routes';
import { createStreamService, type StreamService } from './service';
import { createStreamSourcesService } from './sources-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The channel's cached live status; EventSub pushes (earning) update it. */
    stream: StreamService;
  }
}

/** The channel's live status and the /stream/live sources. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const stream = createStreamService({
      twitch: app.twitch,
      channel: config.TWITCH_CHANNEL,
      cacheSeconds: config.STREAM_CACHE_SECONDS,
      log: app.log,
    });
    app.decorate('stream', stream);
    const sources = createStreamSourcesService({ db: app.db, defaultChannel: config.TWITCH_CHANNEL });
    await app.register(streamRoutes, { stream, sources });
  },
  { name: 'stream', dependencies: ['config', 'database', 'twitch', 'authentication'] },
);
