import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob } from '../../lib/jobs';
import { leaderboardRoutes } from './routes';
import { createLeaderboardService, type LeaderboardService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sponsors' wager leaderboards (the prizes feature hands out frozen months' winners). */
    leaderboard: LeaderboardService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const leaderboard = createLeaderboardService({
      db: app.db,
      secrets: app.secrets,
      log: app.log,
      timeoutMs: config.LEADERBOARD_TIMEOUT_MS,
      cacheMs: config.LEADERBOARD_CACHE_MS,
      baseUrls: {
        roobet: config.ROOBET_API_URL,
        shuffle: config.SHUFFLE_API_URL,
        gamdom: config.GAMDOM_API_URL,
        rainbet: config.RAINBET_API_URL,
        clash: config.CLASH_API_URL,
        acebet: config.ACEBET_API_URL,
        casesgg: config.CASESGG_API_URL,
        packdraw: config.PACKDRAW_API_URL,
        raingg: config.RAINGG_API_URL,
      },
    });
    app.decorate('leaderboard', leaderboard);
    await app.register(leaderboardRoutes, { leaderboard });
    // Off in tests (NODE_ENV=test) and with LEADERBOARD_SYNC_MINUTES=0; tests call syncAll themselves.
    if (config.LEADERBOARD_SYNC_MINUTES > 0 && config.NODE_ENV !== 'test') {
      const everyMs = config.LEADERBOARD_SYNC_MINUTES * 60_000;
      const job = startJob({
        name: 'leaderboard-sync',
        everyMs,
        jitterMs: Math.min(30_000, everyMs / 10),
        firstDelayMs: 5_000,
        run: () => leaderboard.syncAll(),
        log: app.log,
        metrics: app.metrics,
      });
      app.addHook('onClose', () => job.stop());
    }
  },
  { name: 'leaderboard', dependencies: ['config', 'database', 'secrets', 'authentication'] },
);
