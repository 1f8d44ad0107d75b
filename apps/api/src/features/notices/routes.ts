import { noticeIdParamsSchema, noticesSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NoticesService } from './service';

export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (app, { notices }) => {
  app.get(
    '/api/v1/users/me/notices',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Your notices not yet dismissed (a prize won, …), oldest first, at most 20',
        response: { 200: noticesSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { notices: await notices.unseen(request.user!.id) };
    },
  );

  app.post(
    '/api/v1/users/me/notices/:id/seen',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Dismiss one of your notices (404 for anyone else’s)',
        params: noticeIdParamsSchema,
      },
    },
    async (request, reply) => {
      await notices.dismiss(request.user!.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
