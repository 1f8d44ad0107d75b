import { healthSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database round trip',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round(process.uptime());
      try {
        await ping();
        return { status: 'ok' as const, database: 'ok' as const, uptimeSeconds };
      } catch (err) {
        request.log.error({ err }, 'health check: database down');
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const, uptimeSeconds });
      }
    },
  );
};
