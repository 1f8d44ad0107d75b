import { actorOf } from '../audit/actor';
import { kickConnectionSchema, okSchema } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KickChannelService } from './service';
import { webhookOutcome } from '../../lib/metrics';
import { sameSecret } from '../../lib/stored-token';

export const KICK_WEBHOOK_PATH = '/api/v1/webhooks/kick';
/** The connect round trip: `state.verifier` in one httpOnly cookie of the admin's browser (ADR 041). */
const CONNECT_COOKIE = 'kickConnect';
const COOKIE_PATH = '/api/v1/admin/kick';

/** The Kick connection's admin routes and Kick's webhook. */
export const kickChannelRoutes: FastifyPluginAsyncZod<{
  kickChannel: KickChannelService;
  secureCookies: boolean;
}> = async (app, { kickChannel, secureCookies }) => {
  const { connection, subscriptions, webhook } = kickChannel;

  app.get(
    '/api/v1/admin/kick/connect',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Admin: starts the Kick connection (PKCE and state in a cookie, then Kick's authorize page)",
      },
    },
    async (_request, reply) => {
      const { url, state, verifier } = connection.start();
      reply.setCookie(CONNECT_COOKIE, `${state}.${verifier}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: COOKIE_PATH,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/v1/admin/kick/callback',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: Kick returns here; stores the sealed tokens, subscribes the webhooks, back to /admin/earning',
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const cookie = request.cookies[CONNECT_COOKIE] ?? '';
      reply.clearCookie(CONNECT_COOKIE, { path: COOKIE_PATH });
      if (error) return reply.redirect('/admin/earning?kick=denied', 302);
      const [expected, verifier] = cookie.split('.');
      if (!code || !state || !expected || !verifier || !sameSecret(state, expected))
        return reply.redirect('/admin/earning?kick=state', 302);
      try {
        await connection.connect(code, verifier, actorOf(request));
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'kick connect failed');
        return reply.redirect('/admin/earning?kick=failed', 302);
      }
      await subscriptions.checkNow();
      return reply.redirect('/admin/earning?kick=ok', 302);
    },
  );

  app.get(
    '/api/v1/admin/kick/connection',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: the Kick connection, its scopes and webhook subscriptions (never the tokens)',
        response: { 200: kickConnectionSchema },
      },
    },
    async () => connection.view(),
  );

  app.delete(
    '/api/v1/admin/kick/connection',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: disconnect Kick (chat on Kick stops earning)',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await connection.disconnect(actorOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/admin/kick/subscriptions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Admin: check the channel's webhook subscriptions now and subscribe what is missing",
        response: { 200: kickConnectionSchema },
      },
    },
    async () => {
      await subscriptions.checkNow();
      return connection.view();
    },
  );

  // Kick calls the webhook cross-site (exempt from the Origin check in plugins/security.ts); the
  // signature covers the raw body, so this scope reads JSON as text.
  await app.register(async (scope) => {
    const hook = scope.withTypeProvider<ZodTypeProvider>();
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hook.post(
      KICK_WEBHOOK_PATH,
      {
        schema: {
          tags: ['webhooks'],
          summary:
            'Kick webhook (chat.message.sent, livestream.status.updated): RSA-signed, 10 minutes fresh, once per message id',
          body: z
            .string()
            .max(64 * 1024)
            .optional(),
        },
      },
      async (request, reply) => {
        const answer = await webhook
          .handle(request.headers, typeof request.body === 'string' ? request.body : '')
          .catch((err: unknown) => {
            app.metrics.webhook('kick', 'error');
            throw err;
          });
        app.metrics.webhook('kick', webhookOutcome(answer.status, answer.why));
        if (answer.status !== 200)
          request.log.warn({ why: answer.why, status: answer.status }, 'kick delivery refused');
        // Kick reads only the status; what can wait runs once the answer is on its way.
        await (reply as unknown as FastifyReply).status(answer.status).send();
        if (answer.after)
          void answer
            .after()
            .catch((err: unknown) => request.log.error({ err: (err as Error).message }, 'kick delivery effect failed'));
        return reply;
      },
    );
  });
};
