import { actorOf } from '../audit/actor';
import { kickConnectionSchema } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KickChannelService } from './service';
import { webhookOutcome } from '../../lib/metrics';
import { registerConnectRoutes } from '../../lib/connect-routes';

export const KICK_WEBHOOK_PATH = '/api/v1/webhooks/kick';

/** The Kick connection's admin routes and Kick's webhook. */
export const kickChannelRoutes: FastifyPluginAsyncZod<{
  kickChannel: KickChannelService;
  secureCookies: boolean;
}> = async (app, { kickChannel, secureCookies }) => {
  const { connection, subscriptions, webhook } = kickChannel;

  registerConnectRoutes(app, {
    base: '/api/v1/admin/kick',
    cookie: 'kickConnect',
    pkce: true,
    outcomeParam: 'kick',
    failureLog: 'kick connect failed',
    summaries: {
      connect: "Admin: starts the Kick connection (PKCE and state in a cookie, then Kick's authorize page)",
      callback: 'Admin: Kick returns here; stores the sealed tokens, subscribes the webhooks, back to /admin/earning',
      connection: 'Admin: the Kick connection, its scopes and webhook subscriptions (never the tokens)',
      disconnect: 'Admin: disconnect Kick (chat on Kick stops earning)',
    },
    viewSchema: kickConnectionSchema,
    secureCookies,
    start: () => connection.start(),
    connect: (code, verifier, request) => connection.connect(code, verifier ?? '', actorOf(request)),
    afterConnect: () => subscriptions.checkNow(),
    view: () => connection.view(),
    disconnect: (request) => connection.disconnect(actorOf(request)),
  });

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
            'Kick webhook (chat.message.sent, livestream.status.updated, support events): RSA-signed, 10 minutes fresh, once per message id',
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
