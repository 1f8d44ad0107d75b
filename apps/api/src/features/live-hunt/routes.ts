import {
  AVG_MAX_BET,
  AVG_MIN_BET,
  GTB_MAX_START_FACTOR,
  GTB_MIN_GUESS_CENTS,
  avgBetBodySchema,
  avgBetResultSchema,
  gtbGuessBodySchema,
  huntIdParamsSchema,
  liveHuntMeSchema,
  liveHuntViewSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import { compileResponse } from '../../lib/response-serializer';
import type { LiveHuntService, PublicHuntView } from './service';
import type { SseHub } from '../../lib/sse-hub';
import type { HuntStream } from './stream';
import { liveHuntAdminRoutes } from './admin-routes';

export const liveHuntRoutes: FastifyPluginAsyncZod<{
  liveHunt: LiveHuntService;
  stream: HuntStream;
  hub: SseHub;
  betsPerMinute: number;
}> = async (app, { liveHunt, stream, hub, betsPerMinute }) => {
  const serializeView = compileResponse(liveHuntViewSchema);
  let visitorBody: { view: PublicHuntView; body: string; etag: string } | null = null;

  app.get(
    '/api/v1/live-hunt',
    {
      // The same body for every visitor: /metrics counts its answers (ADR 074).
      config: { accessLog: 'errors' },
      schema: {
        tags: ['live-hunt'],
        summary:
          "The live hunt as /stream/bonushunt shows it (else the latest ended one, else null); `me` holds the signed-in viewer's GTB guess and AVG bet. Money in cents.",
        response: { 200: liveHuntViewSchema },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      if (session) {
        reply.header('cache-control', 'private, no-store');
        return liveHunt.view(session.id);
      }
      // Every visitor gets the same body: serialised once per change, revalidated by its ETag.
      const view = await liveHunt.publicView();
      if (visitorBody?.view !== view)
        visitorBody = {
          view,
          body: serializeView({ ...view, me: null }),
          etag: `"lh-${view.eventId}-${view.hunt?._id ?? 'none'}"`,
        };
      return sendPrepared(request, reply, visitorBody.body, {
        cacheControl: 'public, no-cache',
        etag: visitorBody.etag,
      });
    },
  );

  app.get(
    '/api/v1/live-hunt/events',
    {
      schema: {
        tags: ['live-hunt'],
        summary:
          'Server-sent events: one `hunt` event (data: {eventId, kind, hunt}) per change of the live hunt; resumes with Last-Event-ID; a comment heartbeat keeps proxies open; 429 RATE_LIMITED past the connection caps',
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['last-event-id'];
      const parsed = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
      // Admitted under the connection caps (429 RATE_LIMITED past one), then follows the hunt.
      await stream.connect(hub.open(reply, { ip: request.ip, userId: null }), parsed);
    },
  );

  app.put(
    '/api/v1/bonustracker/:huntId/gtb',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['live-hunt'],
        summary: `Place your one GTB guess (cents, ${GTB_MIN_GUESS_CENTS / 100} dollar to ${GTB_MAX_START_FACTOR} x start) while GTB is opened`,
        params: huntIdParamsSchema,
        body: gtbGuessBodySchema,
        response: { 200: liveHuntMeSchema },
      },
    },
    async (request) => liveHunt.placeGuess(request.user!.id, request.params.huntId, request.body.guess),
  );

  app.put(
    '/api/v1/bonustracker/:huntId/avg',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['live-hunt'],
        summary: `Place your one AVG bet: a group A-F and ${AVG_MIN_BET} to ${AVG_MAX_BET} points, debited now, while AVG is opened`,
        params: huntIdParamsSchema,
        body: avgBetBodySchema,
        response: { 200: avgBetResultSchema },
      },
    },
    async (request) =>
      liveHunt.placeAvgBet(request.user!.id, request.params.huntId, request.body.guess, request.body.bet),
  );

  liveHuntAdminRoutes(app, liveHunt);
};
