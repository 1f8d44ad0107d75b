import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createMetrics, noMetrics, type Metrics } from '../lib/metrics';
import { sameSecret } from '../lib/stored-token';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (lib/metrics.ts); a no-op recorder when METRICS_TOKEN is unset. */
    metrics: Metrics;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics. With a token: a registry of this app's own, one onResponse hook counting every
 * request by its route pattern (never the raw URL), gauges read at scrape time (open SSE connections,
 * the pg pool), and `GET /metrics` for a scraper presenting `Authorization: Bearer <token>` (compared
 * in constant time; anything else is 401 in the error shape). Without a token: no hook, `/metrics`
 * answers the API's 404 (never the SPA's page), and `app.metrics` counts nothing. Registered right after the error handler, so its hook
 * covers every route and the 404s.
 */
export const metricsPlugin = fp<{ token: string | undefined; database: Database }>(
  async (app: FastifyInstance, { token, database }) => {
    if (!token) {
      app.decorate('metrics', noMetrics);
      // Not a route: the API's 404, also where the SPA would answer any other path with its page.
      app.get(METRICS_PATH, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
      return;
    }
    const metrics = createMetrics({
      // The hub is decorated by the event-bus plugin, after this one; read at scrape time only.
      sseConnections: () => (app.hasDecorator('hub') ? app.hub.size : 0),
      ...(database.poolStats ? { pool: database.poolStats } : {}),
    });
    app.decorate('metrics', metrics);

    // A synchronous hook (no promise per request); reply.elapsedTime runs from the request's start.
    app.addHook('onResponse', (request, reply, done) => {
      metrics.request(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      const given = /^bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token))
        throw new AppError('UNAUTHENTICATED', 'A metrics scraper must present the metrics token.');
      const { contentType, body } = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics' },
);
