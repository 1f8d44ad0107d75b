import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsRoutes } from './routes';
import { createNewsService } from './service';

export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const news = createNewsService({
      db: app.db,
      token: config.CRYPTO_NEWS_TOKEN,
      url: config.CRYPTO_NEWS_URL,
      isProduction: config.isProduction,
      log: app.log,
    });
    await app.register(newsRoutes, { news });
  },
  { name: 'news', dependencies: ['config', 'database'] },
);
