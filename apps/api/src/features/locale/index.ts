import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '@app/contracts';
import { localeRoutes, setLocaleCookie } from './routes';
import { createLocaleService, type LocaleService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    locales: LocaleService & {
      /** After a sign-in: the account's language wins, else this browser's choice is kept on the account. */
      applyAfterSignIn: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
    };
  }
}

/** `PUT /api/v1/locale`: a person's choice of language (ADR 057). */
export default fp(
  async (app: FastifyInstance) => {
    const secureCookies = app.config.isProduction;
    const locales = createLocaleService(app.db);
    app.decorate('locales', {
      ...locales,
      async applyAfterSignIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
        const locale = await locales.afterSignIn(userId, request.cookies[LOCALE_COOKIE]);
        if (locale) setLocaleCookie(reply, locale, secureCookies);
      },
    });
    await app.register(localeRoutes, { locales, secureCookies });
  },
  { name: 'locale', dependencies: ['config', 'database', 'authentication'] },
);
