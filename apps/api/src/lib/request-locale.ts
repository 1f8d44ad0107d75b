import { closestLocale, isLocale, LOCALE_COOKIE, type Locale } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language of a page request (ADR 057), in order: the visitor's choice (the `lang` cookie; the
 * account's choice is copied into it at sign-in), else the first of the browser's Accept-Language
 * languages (by their q-values) the site speaks, else the site default. An overlay (a streaming
 * tool's browser) takes `?lang=` or the site default, never the browser's.
 */
export function requestLocale(
  request: Pick<FastifyRequest, 'cookies' | 'headers' | 'query'>,
  pathname: string,
  siteDefault: Locale,
): Locale {
  if (pathname.startsWith('/overlay/')) {
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    return isLocale(lang) ? lang : siteDefault;
  }
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const accepted = new Negotiator({ headers: { 'accept-language': request.headers['accept-language'] } }).languages();
  for (const tag of accepted) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return siteDefault;
}
