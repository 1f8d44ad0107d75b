import { actorOf } from '../audit/actor';
import { earningConnectionSchema } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TwitchChannelService } from './service';
import { webhookOutcome } from '../../lib/metrics';
import { registerConnectRoutes } from '../../lib/connect-routes';
import { EVENTSUB_PATH } from './paths';

export { EVENTSUB_PATH } from './paths';

/** The Twitch connection's admin routes (under /api/v1/admin/earning, their first home) and the EventSub webhook. */
export const twitchChannelRoutes: FastifyPluginAsyncZod<{
  twitchChannel: TwitchChannelService;
  secureCookies: boolean;
}> = async (app, { twitchChannel, secureCookies }) => {
  const { connection, webhook } = twitchChannel;

  registerConnectRoutes(app, {
    base: '/api/v1/admin/earning',
    cookie: 'earningState',
    pkce: false,
    outcomeParam: 'connect',
    failureLog: 'earning connect failed',
    summaries: {
      connect: 'Admin: starts the Twitch connection (state cookie + redirect to Twitch with the earning scopes)',
      callback: 'Admin: Twitch returns here; stores the sealed tokens and goes back to /admin/earning',
      connection: 'Admin: the connection state and scopes (never the tokens)',
      disconnect: 'Admin: disconnect (earning stops)',
    },
    viewSchema: earningConnectionSchema,
    secureCookies,
    start: () => connection.start(),
    connect: (code, _verifier, request) => twitchChannel.connect(code, actorOf(request)),
    view: () => connection.view(),
    disconnect: (request) => connection.disconnect(actorOf(request)),
  });

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
          summary: 'Twitch EventSub webhook (stream.online / stream.offline, chat, support events), HMAC-verified',
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
