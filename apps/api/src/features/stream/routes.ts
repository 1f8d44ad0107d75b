import { streamSourcesSchema, streamStatusSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StreamService } from './service';
import type { StreamSourcesService } from './sources-service';

export const streamRoutes: FastifyPluginAsyncZod<{ stream: StreamService; sources: StreamSourcesService }> = async (
  app,
  { stream, sources },
) => {
  app.get(
    '/api/v1/data/stream',
    { schema: { tags: ['data'], summary: 'Cached live status of the channel', response: { 200: streamStatusSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return stream.status();
    },
  );

  app.get(
    '/api/v1/live-stream/sources',
    {
      schema: {
        tags: ['live-hunt'],
        summary: 'The three sources of /stream/live (the first is the default)',
        response: { 200: streamSourcesSchema },
      },
    },
    async () => ({ sources: await sources.list() }),
  );

  app.put(
    '/api/v1/admin/live-stream/sources',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['live-hunt', 'admin'],
        summary: 'Admin: set the three sources of /stream/live',
        body: streamSourcesSchema,
        response: { 200: streamSourcesSchema },
      },
    },
    async (request) => ({ sources: await sources.save(request.body.sources) }),
  );
};
