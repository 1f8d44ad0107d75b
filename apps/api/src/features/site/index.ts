import type { Locale, SiteCurrency, SiteSettings } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRefreshingCache } from '../../lib/refreshing-cache';
import { siteRoutes } from './routes';
import { siteSettingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's default language, read at most every 5 s per instance (the first HTML of every page
     * asks for it): a change shows at once on the instance that saved it, within 5 s on the others.
     */
    siteDefaultLocale: () => Promise<Locale>;
    /**
     * The site currency, from the same read (at most every 5 s per instance): the chat bot writes
     * money in it on every reply, so a burst of commands reads it from memory, not once a message.
     */
    siteCurrency: () => Promise<SiteCurrency>;
  }
}

/**
 * `GET /api/v1/config`: the channel, support and social links the pages show, the site currency and
 * default language; `GET|PUT /api/v1/admin/site-settings`: the settings an admin sets.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const cache = createRefreshingCache<'settings', SiteSettings>({ maxAgeMs: 5_000, maxEntries: 1 });
    const settings = () => cache.get('settings', () => siteSettingsService.settings(app.db));
    app.decorate('siteDefaultLocale', async () => (await settings()).defaultLocale);
    app.decorate('siteCurrency', async () => (await settings()).currency);
    await app.register(siteRoutes, {
      db: app.db,
      onSaved: () => cache.delete('settings'),
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
        slotRequestsPollMs: config.SLOT_REQUESTS_POLL_SECONDS * 1000,
      },
    });
  },
  { name: 'site', dependencies: ['config', 'database', 'authentication'] },
);
