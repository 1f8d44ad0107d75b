import { streamStatusSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StreamService } from './service';

export const streamRoutes: FastifyPluginAsyncZod<{ stream: StreamService }> = async (app, { stream }) => {
  app.get(
    '/api/v1/data/stream',
    { schema: { tags: ['data'], summary: 'Cached live status of the channel', response: { 200: streamStatusSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return stream.status();
    },
  );
};
