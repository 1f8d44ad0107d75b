import { publicConfigSchema, siteSettingsPatchSchema, siteSettingsSchema, type PublicConfig } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { actorOf } from '../audit/actor';
import { siteSettingsService } from './service';

export const siteRoutes: FastifyPluginAsyncZod<{
  publicConfig: Omit<PublicConfig, 'currency' | 'defaultLocale'>;
  db: Db;
  /** Called after a save, so this instance's cached settings are read again at once. */
  onSaved: () => void;
}> = async (app, { publicConfig, db, onSaved }) => {
  app.get(
    '/api/v1/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public site settings (channel, social links, the site currency and default language)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      // Revalidated on every page load: an admin's currency change shows on the next one.
      reply.header('cache-control', 'no-cache');
      return { ...publicConfig, ...(await siteSettingsService.settings(db)) };
    },
  );

  app.get(
    '/api/v1/admin/site-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['site', 'admin'],
        summary:
          "Admin: the site settings (the currency money is shown in, the default language, the offers' country rules)",
        response: { 200: siteSettingsSchema },
      },
    },
    async () => siteSettingsService.settings(db),
  );

  app.put(
    '/api/v1/admin/site-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['site', 'admin'],
        summary:
          'Admin: set any of the site currency (an ISO 4217 code of the fixed list; 400 UNSUPPORTED_CURRENCY otherwise), the default language (en, pt-PT, pt-BR; 400 UNSUPPORTED_LOCALE otherwise), what visitors see of an offer restricted in their country (restrictedOffers: hide or mark) and whether visitors in Portugal see only SRIJ-licensed offers (hideUnlicensedInPortugal), audited as site.settings; nothing is saved on a refusal',
        body: siteSettingsPatchSchema,
        response: { 200: siteSettingsSchema },
      },
    },
    async (request) => {
      const saved = await siteSettingsService.save(db, request.body, actorOf(request));
      onSaved();
      return saved;
    },
  );
};
