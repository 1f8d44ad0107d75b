import { actorOf } from '../audit/actor';
import { earningConnectionSchema, okSchema } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TwitchChannelService } from './service';
import { webhookOutcome } from '../../lib/metrics';
import { sameSecret } from '../../lib/stored-token';
import { EVENTSUB_PATH } from './paths';

export { EVENTSUB_PATH } from './paths';

const STATE_COOKIE = 'earningState';

/** The Twitch connection's admin routes (under /api/v1/admin/earning, their first home) and the EventSub webhook. */
export const twitchChannelRoutes: FastifyPluginAsyncZod<{
  twitchChannel: TwitchChannelService;
  secureCookies: boolean;
}> = async (app, { twitchChannel, secureCookies }) => {
  const { connection, webhook } = twitchChannel;

  app.get(
    '/api/v1/admin/earning/connect',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: starts the Twitch connection (state cookie + redirect to Twitch with the earning scopes)',
      },
    },
    async (_request, reply) => {
      const { url, state } = connection.start();
      reply.setCookie(STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/api/v1/admin/earning',
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/v1/admin/earning/callback',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: Twitch returns here; stores the sealed tokens and goes back to /admin/earning',
        querystring: z.object({
          code: z.string().max(512).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/v1/admin/earning' });
      if (error) return reply.redirect('/admin/earning?connect=denied', 302);
      if (!code || !state || !expected || !sameSecret(state, expected))
        return reply.redirect('/admin/earning?connect=state', 302);
      try {
        await twitchChannel.connect(code, actorOf(request));
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'earning connect failed');
        return reply.redirect('/admin/earning?connect=failed', 302);
      }
      return reply.redirect('/admin/earning?connect=ok', 302);
    },
  );

  app.get(
    '/api/v1/admin/earning/connection',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Admin: the connection state and scopes (never the tokens)',
        response: { 200: earningConnectionSchema },
      },
    },
    async () => connection.view(),
  );

  app.delete(
    '/api/v1/admin/earning/connection',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], summary: 'Admin: disconnect (earning stops)', response: { 200: okSchema } },
    },
    async (request) => {
      await connection.disconnect(actorOf(request));
      return { ok: true as const };
    },
  );

  // The EventSub webhook: Twitch calls it cross-site (exempted from the Origin check by this routed
  // path in plugins/security.ts); the signature covers the raw body, so this scope parses JSON as text.
  await app.register(async (scope) => {
    const hook = scope.withTypeProvider<ZodTypeProvider>();
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    hook.post(
      EVENTSUB_PATH,
      {
        schema: {
          tags: ['webhooks'],
          summary: 'Twitch EventSub webhook (stream.online / stream.offline), HMAC-verified',
          body: z
            .string()
            .max(64 * 1024)
            .optional(),
          response: { 200: z.string().describe('the challenge, as text/plain (webhook_callback_verification)') },
        },
      },
      async (request, reply) => {
        const answer = await webhook
          .handle(request.headers, typeof request.body === 'string' ? request.body : '')
          .catch((err: unknown) => {
            app.metrics.webhook('twitch', 'error');
            throw err;
          });
        app.metrics.webhook('twitch', webhookOutcome(answer.status, answer.why));
        if (answer.text !== undefined) return reply.status(200).type('text/plain').send(answer.text);
        // 204/400/403 carry no body (Twitch reads only the status); what can wait runs after it.
        await (reply as unknown as FastifyReply).status(answer.status).send();
        if (answer.after)
          void answer
            .after()
            .catch((err: unknown) =>
              request.log.error({ err: (err as Error).message }, 'eventsub delivery effect failed'),
            );
        return reply;
      },
    );
  });
};
