import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { offersRoutes } from './routes';
import { createOffersService } from './service';

export default fp(
  async (app: FastifyInstance) => {
    const offers = createOffersService({
      db: app.db,
      clickSalt: `${app.sessionSecret}:offer-clicks`,
      cacheMs: app.config.LEADERBOARD_CACHE_MS,
    });
    await app.register(offersRoutes, { offers });
  },
  { name: 'offers', dependencies: ['config', 'database', 'secrets', 'authentication'] },
);
