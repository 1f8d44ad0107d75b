import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SecurityOptions = { publicUrl: string; isProduction: boolean; exemptPaths?: string[] };

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
 * Helmet headers with a CSP that still allows the stream embeds, the rate-limit plugin (per-route
 * limits), and the Origin check that refuses cross-site state-changing requests.
 */
export const securityPlugin = fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
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

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) =>
      new AppError('RATE_LIMITED', `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s.`),
  });

  const allowed = new URL(opts.publicUrl).origin;
  const exempt = new Set(opts.exemptPaths ?? []);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const pathOnly = request.url.split('?')[0] ?? '';
    if (!pathOnly.startsWith('/api/') || exempt.has(pathOnly)) return;
    const origin = requestOrigin(request.headers.origin, request.headers.referer);
    const own = `${request.protocol}://${request.host}`;
    if (origin === allowed || origin === own) return;
    throw new AppError('BAD_ORIGIN', 'This request must come from the site itself.');
  });
});
