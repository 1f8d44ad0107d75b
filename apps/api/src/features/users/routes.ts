import { adminUsersPageSchema, adminUsersQuerySchema, meSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthenticated } from '../../lib/app-error';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../lib/session';
import type { UsersService } from './service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/v1/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (401 for visitors)',
        description:
          'Sign-in sets two cookies: the httpOnly `accessToken` (the session) and `signedIn=1`, a non-secret companion the web reads to skip this call for visitors. A 401 clears both.',
        response: { 200: meSchema },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      if (!session) {
        // A stale, expired or tampered cookie is dropped so the browser falls back to logged-out.
        if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_COOKIE]) app.clearSessionCookie(reply);
        throw unauthenticated();
      }
      return users.me(session.id);
    },
  );

  app.get(
    '/api/v1/admin/users',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: users with points; search (case-insensitive substring of the login or name), sort and paging on the server',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => users.adminList(request.query),
  );
};
