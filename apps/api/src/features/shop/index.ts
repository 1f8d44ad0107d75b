import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { shopRoutes } from './routes';
import { createShopService, type ShopService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const shop = createShopService({ db: app.db, affiliates: app.casinoAccounts, cacheMs: app.config.SHOP_CACHE_MS });
    app.decorate('shop', shop);
    await app.register(shopRoutes, { shop });
  },
  { name: 'shop', dependencies: ['config', 'database', 'authentication', 'casino-accounts'] },
);
