import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `errors`: the access log leaves out this route's answers below 400. For bodies that are the
     * same for every visitor (the public lists, the SPA's pages): /metrics counts their answers by
     * route and status, and a line each would cost about a tenth of their throughput (ADR 074).
     */
    accessLog?: 'all' | 'errors';
  }
}

/** The levels at which the access line is written (it is written at info). */
const LOGGED_AT = new Set(['info', 'debug', 'trace']);

/**
 * The access log (ADR 074): one line per answered request, "request completed", with the request
 * (its URL redacted by the request serializer), the status and the time taken in ms. Fastify's own
 * request logging (two lines: incoming, completed) is turned off in the app's options. A route's
 * `logLevel` above info (health, metrics) keeps its lines out, and so does `config.accessLog:
 * 'errors'` for its answers below 400.
 */
export const accessLogPlugin = fp(
  async (app: FastifyInstance) => {
    // Synchronous: no promise per request.
    app.addHook('onResponse', (request, reply, done) => {
      if (
        LOGGED_AT.has(request.log.level) &&
        (reply.statusCode >= 400 || request.routeOptions.config.accessLog !== 'errors')
      )
        request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  },
  { name: 'access-log' },
);
