import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { redemptionsRoutes } from './routes';
import { createRedemptionsService } from './service';

/** Shop redemptions and their Discord announcements (through the shared webhook of the discord feature). */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    // The site's shared Discord webhook (the discord feature, ADR 061).
    const notify = { discord: app.discord, log: app.log };
    const redemptions = createRedemptionsService({
      db: app.db,
      shop: app.shop,
      affiliates: app.casinoAccounts,
      notify,
    });
    // Announcements on their way finish (each bounded by DISCORD_TIMEOUT_MS) before the pool closes.
    app.addHook('onClose', () => redemptions.settled());
    await app.register(redemptionsRoutes, { redemptions, betsPerMinute: config.RATE_LIMIT_BETS_PER_MINUTE });
  },
  { name: 'redemptions', dependencies: ['config', 'database', 'discord', 'authentication', 'shop', 'casino-accounts'] },
);
