import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiscordWebhookClient } from '../../integrations/discord-webhook';
import { redemptionsRoutes } from './routes';
import { createRedemptionsService } from './service';

/** Shop redemptions and their Discord announcements. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const discord = createDiscordWebhookClient({
      baseUrl: config.DISCORD_API_URL,
      timeoutMs: config.DISCORD_TIMEOUT_MS,
      log: app.log,
    });
    const notify = { secrets: app.secrets, discord, log: app.log };
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
  { name: 'redemptions', dependencies: ['config', 'database', 'secrets', 'authentication', 'shop', 'casino-accounts'] },
);
