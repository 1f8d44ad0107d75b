import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { liveHuntRoutes } from './routes';
import { huntStatsRoutes } from './stats-routes';
import { createLiveHuntService, type LiveHuntService } from './service';
import { createHuntStream, type HuntStream } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    liveHunt: LiveHuntService;
    /** The hunt's SSE events on this instance; the live events plugin closes it at preClose. */
    huntStream: HuntStream;
  }
}

/** The live bonus hunt: console, GTB and AVG bets, settlement, its event stream, and the public statistics of finished hunts. */
export default fp(
  async (app: FastifyInstance) => {
    const { bus, hub } = app;
    const liveHunt = createLiveHuntService({ db: app.db, bus, slots: app.slots, affiliates: app.casinoAccounts });
    const huntStream = createHuntStream({
      bus,
      load: async () => ({ seq: await liveHunt.lastEventSeq(), hunt: await liveHunt.current() }),
      log: app.log,
    });
    app.decorate('liveHunt', liveHunt);
    app.decorate('huntStream', huntStream);
    const betsPerMinute = app.config.RATE_LIMIT_BETS_PER_MINUTE;
    await app.register(liveHuntRoutes, { liveHunt, stream: huntStream, hub, betsPerMinute });
    await app.register(huntStatsRoutes, { stats: liveHunt.stats });
  },
  {
    name: 'live-hunt',
    dependencies: ['config', 'database', 'event-bus', 'authentication', 'slots', 'casino-accounts'],
  },
);
