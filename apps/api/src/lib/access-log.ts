import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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

/**
 * The access log (ADR 074), as Fastify's log controller: one line per answered request, "request
 * completed" (or "request errored" with the error), with the request (its URL redacted by the
 * request serializer), the status and the time taken in ms. Fastify's own writes two lines (incoming,
 * completed). A route's `logLevel` above info (health, metrics) keeps its lines out, and so does
 * `config.accessLog: 'errors'` for its answers below 400. Fastify's other lines (errors it handles,
 * broken streams, unknown routes) are its own, unchanged.
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (reply.statusCode < 400 && request.routeOptions.config.accessLog === 'errors') return;
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
