import { loginBodySchema, logoutAllResultSchema, okSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newState, type AuthService } from './service';
import { renderDemoPage } from './demo-page';

const STATE_COOKIE = 'oauthState';
const STATE_TTL_SECONDS = 10 * 60;

export type AuthRoutesOptions = { auth: AuthService; secureCookies: boolean; loginPerMinute: number };

/** Sign-in: start (state + redirect), the demo provider's page, code exchange, logout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, secureCookies, loginPerMinute },
) => {
  const loginLimit = { rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/api/v1/auth/twitch',
    {
      config: loginLimit,
      schema: {
        tags: ['auth'],
        summary: 'Starts sign-in: sets the state cookie and redirects to Twitch (or the demo page)',
      },
    },
    async (_request, reply) => {
      const state = newState();
      reply.setCookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/',
        maxAge: STATE_TTL_SECONDS,
      });
      return reply.redirect(auth.authorizeUrl(state), 302);
    },
  );

  app.post(
    '/api/v1/users/login',
    {
      config: loginLimit,
      schema: {
        tags: ['users'],
        summary: 'Exchanges the code returned to /login; sets the accessToken cookie',
        body: loginBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.completeLogin(request.body, request.cookies[STATE_COOKIE]);
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      await app.startSession(reply, { id: user.id, role: user.role });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Ends this session on the server and clears the session cookie',
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/users/logout-all',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Log out everywhere: ends every session of the signed-in user',
        response: { 200: logoutAllResultSchema },
      },
    },
    async (request, reply) => {
      const sessionsEnded = await app.endAllSessions(request.user!.id);
      app.clearSessionCookie(reply);
      return { ok: true as const, sessionsEnded };
    },
  );

  if (!auth.isDemo) return;

  await app.register(async (plain) => {
    const demo = plain.withTypeProvider<ZodTypeProvider>();
    // The demo page's HTML form posts a urlencoded body; only these routes accept one (this plugin's
    // scope), so no other route can be reached by a plain cross-site form.
    demo.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    demo.get(
      '/api/v1/auth/demo',
      {
        schema: {
          tags: ['auth'],
          summary: 'Built-in demo sign-in page (development without Twitch only)',
          querystring: z.object({ state: z.string().min(1).max(256) }),
        },
      },
      async (request, reply) => reply.type('text/html; charset=utf-8').send(renderDemoPage(request.query.state)),
    );

    demo.post(
      '/api/v1/auth/demo',
      {
        config: loginLimit,
        schema: {
          tags: ['auth'],
          summary: 'Demo provider: issues a one-time code and returns to /login like Twitch does',
          body: z.object({ state: z.string().min(1).max(256), account: z.string().min(1).max(32) }),
        },
      },
      async (request, reply) => {
        const code = await auth.issueDemoCode(request.body.account);
        const query = new URLSearchParams({ code, scope: '', state: request.body.state });
        return reply.redirect(`/login?${query.toString()}`, 303);
      },
    );
  });
};
