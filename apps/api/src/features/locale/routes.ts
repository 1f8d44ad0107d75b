import { LOCALE_COOKIE, localeSchema } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LocaleService } from './service';

/** A year: the choice outlives sessions (it is no secret and grants nothing). */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

export function setLocaleCookie(reply: FastifyReply, locale: string, secure: boolean) {
  reply.setCookie(LOCALE_COOKIE, locale, {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: COOKIE_MAX_AGE,
  });
}

export const localeRoutes: FastifyPluginAsyncZod<{ locales: LocaleService; secureCookies: boolean }> = async (
  app,
  { locales, secureCookies },
) => {
  app.put(
    '/api/v1/locale',
    {
      schema: {
        tags: ['users'],
        summary: "Choose the site's language (visitors too)",
        description:
          'Sets the `lang` cookie (a year; the first HTML of every page is served in it) and, when signed in, saves the choice on the account (every device, and the chat bot, follow it). 400 UNSUPPORTED_LOCALE for a language other than en, pt-PT, pt-BR; nothing is saved then.',
        body: z.object({ locale: z.string().max(35).describe('en, pt-PT or pt-BR') }),
        response: { 200: z.object({ locale: localeSchema }) },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      const locale = await locales.choose(session?.id ?? null, request.body.locale);
      setLocaleCookie(reply, locale, secureCookies);
      return { locale };
    },
  );
};
