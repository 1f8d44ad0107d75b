import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteRoutes } from './routes';

/**
 * `GET /api/v1/config`: the channel, support and social links the pages show, and the site currency;
 * `GET|PUT /api/v1/admin/site-settings`: the currency an admin sets.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    await app.register(siteRoutes, {
      db: app.db,
      publicConfig: {
        channel: config.TWITCH_CHANNEL,
        siteName: config.TWITCH_CHANNEL,
        supportUrl: config.SUPPORT_URL,
        socials: {
          twitch: `https://www.twitch.tv/${config.TWITCH_CHANNEL}`,
          instagram: config.SOCIAL_INSTAGRAM,
          tiktok: config.SOCIAL_TIKTOK,
          discord: config.SOCIAL_DISCORD,
          telegram: config.SOCIAL_TELEGRAM,
        },
        signIn: config.signInPlatforms,
      },
    });
  },
  { name: 'site', dependencies: ['config', 'database', 'authentication'] },
);
