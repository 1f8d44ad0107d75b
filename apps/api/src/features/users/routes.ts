import { meSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/v1/users/me',
    { onRequest: app.requireUser, schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: meSchema } } },
    async (request) => users.me(request.user!.id),
  );
};
