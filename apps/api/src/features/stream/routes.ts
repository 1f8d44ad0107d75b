import { actorOf } from '../audit/actor';
import { streamPlatformsSchema, streamSourcesSchema, streamStatusSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StreamPlatformsService } from './platforms-service';
import type { StreamService } from './service';
import type { StreamSourcesService } from './sources-service';

export const streamRoutes: FastifyPluginAsyncZod<{
  stream: StreamService;
  platforms: StreamPlatformsService;
  sources: StreamSourcesService;
}> = async (app, { stream, platforms, sources }) => {
  app.get(
    '/api/v1/data/stream',
    {
      schema: {
        tags: ['data'],
        summary: 'Cached live status of the channel: the platform shown first, and each platform (primary first)',
        response: { 200: streamStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return stream.status();
    },
  );

  app.get(
    '/api/v1/admin/stream/platforms',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: "Admin: the channel's platforms (Twitch, Kick or both) and the primary one",
        response: { 200: streamPlatformsSchema },
      },
    },
    async () => platforms.get(),
  );

  app.put(
    '/api/v1/admin/stream/platforms',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['data', 'admin'],
        summary: "Admin: set the channel's platforms and the primary one",
        body: streamPlatformsSchema,
        response: { 200: streamPlatformsSchema },
      },
    },
    async (request) => platforms.save(request.body, actorOf(request)),
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
    async (request) => ({ sources: await sources.save(request.body.sources, actorOf(request)) }),
  );
};
