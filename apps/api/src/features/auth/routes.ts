import {
  linkedIdentitiesSchema,
  loginBodySchema,
  loginResultSchema,
  logoutAllResultSchema,
  okSchema,
  PLATFORM_NAMES,
  platformParamsSchema,
  type Platform,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { canonicalLoopbackUrl } from '../../lib/origins';
import { encodeFlow, type AuthService } from './service';
import { demoAuthRoutes } from './demo-routes';

/** The OAuth round trip in progress (platform, intent, state, PKCE verifier): httpOnly, 10 minutes. */
const STATE_COOKIE = 'oauthState';
const STATE_TTL_SECONDS = 10 * 60;
const startQuerySchema = z.object({ link: z.enum(['1']).optional() });

export type AuthRoutesOptions = {
  auth: AuthService;
  secureCookies: boolean;
  loginPerMinute: number;
  publicUrl: string;
  isProduction: boolean;
};

/** Sign-in: start (state + redirect), the demo provider's page, code exchange, logout. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, secureCookies, loginPerMinute, publicUrl, isProduction },
) => {
  const loginLimit = { rateLimit: { max: loginPerMinute, timeWindow: '1 minute' } };

  for (const platform of ['twitch', 'kick'] as const satisfies Platform[]) {
    const name = PLATFORM_NAMES[platform];
    app.get(
      `/api/v1/auth/${platform}`,
      {
        config: loginLimit,
        schema: {
          tags: ['auth'],
          summary: `Starts sign-in with ${name} (or, with ?link=1 and signed in, links ${name} to the account): sets the flow cookie and redirects to ${name} (or the demo page)`,
          querystring: startQuerySchema,
        },
      },
      async (request, reply) => {
        // A real platform returns to PUBLIC_URL: a sign-in begun on another loopback name of it (in
        // development) moves there first, so the flow cookie is set where the platform sends the browser back.
        const canonical = auth.isDemo
          ? null
          : canonicalLoopbackUrl(publicUrl, isProduction, request.headers.host, request.url);
        if (canonical) return reply.redirect(canonical, 302);
        const intent = request.query.link ? 'link' : 'login';
        if (intent === 'link') await app.requireUser(request, reply);
        const { flow, redirect } = auth.start(platform, intent);
        reply.setCookie(STATE_COOKIE, encodeFlow(flow), {
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          path: '/',
          maxAge: STATE_TTL_SECONDS,
        });
        return reply.redirect(redirect, 302);
      },
    );
  }

  app.post(
    '/api/v1/users/login',
    {
      config: loginLimit,
      schema: {
        tags: ['users'],
        summary:
          'Exchanges the code returned to /login: signs in (sets the accessToken cookie), or links the platform to the signed-in account when the flow was a link',
        body: loginBodySchema,
        response: { 200: loginResultSchema },
      },
    },
    async (request, reply) => {
      const { identity, intent } = await auth.complete(request.body, request.cookies[STATE_COOKIE]);
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      if (intent === 'link') {
        const current = await app.readSession(request);
        if (!current) throw new AppError('UNAUTHENTICATED', 'Sign in first, then link the other platform.');
        await app.users.link(current.id, identity);
        return { ok: true as const, linked: identity.platform };
      }
      const user = await app.users.signIn(identity);
      await app.startSession(reply, { id: user.id, role: user.role });
      await app.locales.applyAfterSignIn(request, reply, user.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/v1/users/me/identities',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Linked accounts: the platform identities of the signed-in account, and the platforms available',
        response: { 200: linkedIdentitiesSchema },
      },
    },
    async (request) => ({ identities: await app.users.identities(request.user!.id), available: auth.platforms }),
  );

  app.delete(
    '/api/v1/users/me/identities/:platform',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Unlinks a platform from the signed-in account (never the last one: 409 LAST_IDENTITY)',
        params: platformParamsSchema,
        response: { 200: linkedIdentitiesSchema },
      },
    },
    async (request) => {
      await app.users.unlink(request.user!.id, request.params.platform);
      return { identities: await app.users.identities(request.user!.id), available: auth.platforms };
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

  if (auth.isDemo) await app.register(demoAuthRoutes, { auth, loginLimit });
};
