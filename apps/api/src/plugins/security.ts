import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { Locale } from '@app/contracts';
import { wantsHtmlPage } from '../lib/html';
import { allowedOrigins } from '../lib/origins';
import { requestLocale } from '../lib/request-locale';
import { renderBadOriginPage } from './bad-origin-page';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SecurityOptions = {
  publicUrl: string;
  isProduction: boolean;
  /** Route patterns (as registered, e.g. `/api/v1/eventsub`) called by other sites, exempt from the Origin check. */
  exemptPaths?: string[];
  /** The site's default language, for the refused form's page when the visitor has none (asked only then). */
  siteDefaultLocale: () => Promise<Locale>;
};

/** The origin of a request's Origin header, or else of its Referer; null when neither is usable. */
function requestOrigin(origin: string | undefined, referer: string | undefined): string | null {
  const raw = origin && origin !== 'null' ? origin : referer;
  if (!raw) return null;
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}

/**
 * Helmet's headers for these options. They are the same for every response (no CSP nonces), so they
 * are computed once here instead of per request: @fastify/helmet built a new helmet middleware, CSP
 * parsing included, on every request.
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return headers;
}

/**
 * The headers of an answer that is not a page: a CSP that lets it run nothing and be framed by no
 * one, no MIME sniffing, read only by this site's pages (CORP), the same referrer policy, and HSTS
 * when the document set has it. Built from the document set, so HSTS follows the same option.
 */
export function apiResponseHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = [
    'x-content-type-options',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
  ];
  const headers: Record<string, string> = { 'content-security-policy': "default-src 'none';frame-ancestors 'none'" };
  for (const name of keep) if (documentHeaders[name] !== undefined) headers[name] = documentHeaders[name];
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an HTML page (under /api/): it gets the document headers, not the API's. */
    htmlPage?: boolean;
  }
}

/**
 * Helmet headers with a CSP that still allows the stream embeds, the rate-limit plugin (per-route
 * limits), and the Origin check that refuses cross-site state-changing requests.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:'],
        frameSrc: [
          'https://player.twitch.tv',
          'https://www.twitch.tv',
          'https://player.kick.com',
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
        ],
        frameAncestors: ["'self'"],
        formAction: ["'self'", 'https://id.twitch.tv'],
        objectSrc: ["'none'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Twitch player must be allowed to load inside our pages.
    crossOriginEmbedderPolicy: false,
    // `no-referrer` (helmet's default) makes Chromium send `Origin: null` on same-origin form posts,
    // which the Origin check below would refuse; this policy keeps the origin and hides paths from other sites.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: opts.isProduction,
  });
  // A JSON answer is no document: a browser applies none of the page policies (frames, scripts,
  // opener, DNS prefetch, legacy IE/Flash switches) to it. The API's routes send the few headers
  // that still mean something for a fetched body (issue 37 item 4: 11 headers and 1.1 KB less per
  // answer); any HTML page, the API's own included (routes with `config.htmlPage`), and every
  // unrouted answer send the full document set.
  const apiHeaders = apiResponseHeaders(headers);
  // Synchronous and allocation-free per request: the same header object for every response.
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions;
    reply.headers(route.url?.startsWith('/api/') && route.config.htmlPage !== true ? apiHeaders : headers);
    done();
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) =>
      new AppError('RATE_LIMITED', `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });

  const allowed = allowedOrigins(opts.publicUrl, opts.isProduction);
  const exempt = new Set(opts.exemptPaths ?? []);
  // Every state-changing method is checked, whatever the path: deciding on the raw URL let
  // `/%61pi/...` (which the router decodes to `/api/...`) through. Exemptions name ROUTED paths
  // (the route's pattern), never the raw URL, so no spelling of a path can reach them by accident.
  const publicOrigin = new URL(opts.publicUrl).origin;
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const routed = request.routeOptions.url;
    if (routed !== undefined && exempt.has(routed)) return done();
    // Only PUBLIC_URL's origin counts: the Host header is the client's to choose, so an Origin that
    // merely equals the request's own Host proves nothing.
    const origin = requestOrigin(request.headers.origin, request.headers.referer);
    if (origin !== null && allowed.has(origin)) return done();
    if (wantsHtmlPage(request.headers.accept)) {
      // A browser's plain form post (the demo sign-in page): a readable page in the visitor's language,
      // not a raw JSON body. Only this refusal waits for the site default; the accepted path stays synchronous.
      void opts
        .siteDefaultLocale()
        .catch((): Locale => 'en')
        .then((siteDefault) => {
          const locale = requestLocale(request, request.url.split('?')[0]!, siteDefault);
          return reply
            .code(403)
            .headers(headers)
            .type('text/html; charset=utf-8')
            .header('vary', 'Cookie, Accept-Language')
            .send(renderBadOriginPage(origin, publicOrigin, locale));
        })
        .catch((err: unknown) => reply.send(err));
      return;
    }
    done(new AppError('BAD_ORIGIN', `This request must come from the site itself (${publicOrigin}, its PUBLIC_URL).`));
  });
});
