import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDiscordWebhookClient } from '../../integrations/discord-webhook';
import { createDiscordService, type DiscordService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's one Discord webhook: its setting and sending to it (redemptions, go-live posts). */
    discord: DiscordService;
  }
}

/** The shared Discord webhook setting and client (ADR 061); no routes of its own. */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const client = createDiscordWebhookClient({
      baseUrl: config.DISCORD_API_URL,
      timeoutMs: config.DISCORD_TIMEOUT_MS,
      log: app.log,
    });
    app.decorate('discord', createDiscordService({ db: app.db, secrets: app.secrets, client, log: app.log }));
  },
  { name: 'discord', dependencies: ['config', 'database', 'secrets'] },
);
