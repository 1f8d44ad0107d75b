import { actorOf } from '../audit/actor';
import {
  AVG_MAX_BET,
  AVG_MIN_BET,
  GTB_MAX_START_FACTOR,
  GTB_MIN_GUESS_CENTS,
  addBonusBodySchema,
  avgBetBodySchema,
  avgBetResultSchema,
  avgStatusBodySchema,
  bonusIdParamsSchema,
  createLiveHuntBodySchema,
  gtbGuessBodySchema,
  gtbPrizesBodySchema,
  gtbStatusBodySchema,
  gtbWinLimitBodySchema,
  huntIdParamsSchema,
  liveHuntListSchema,
  liveHuntMeSchema,
  liveHuntSchema,
  liveHuntViewSchema,
  patchBonusBodySchema,
  reorderBonusesBodySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import { compileResponse } from '../../lib/response-serializer';
import type { LiveHuntService, PublicHuntView } from './service';
import type { SseHub } from '../../lib/sse-hub';
import type { HuntStream } from './stream';

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

  const admin = { onRequest: app.requireAdmin };
  const tags = ['live-hunt', 'admin'];

  app.get(
    '/api/v1/admin/live-hunts',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: the live hunts, newest first, with their results',
        response: { 200: liveHuntListSchema },
      },
    },
    async () => liveHunt.history(),
  );

  app.post(
    '/api/v1/admin/live-hunt',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: start the live hunt (start balance in cents); 409 LIVE_HUNT_EXISTS while one is live',
        body: createLiveHuntBodySchema,
        response: { 201: liveHuntSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await liveHunt.create(request.body.start, actorOf(request))),
  );

  app.post(
    '/api/v1/admin/live-hunt/bonuses',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: add a bonus at the end of the live hunt (bet in cents)',
        body: addBonusBodySchema,
        response: { 201: liveHuntSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await liveHunt.addBonus(request.body, actorOf(request))),
  );

  app.put(
    '/api/v1/admin/live-hunt/bonuses/order',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: reorder the bonuses (every bonus id once)',
        body: reorderBonusesBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.reorder(request.body.order, actorOf(request)),
  );

  app.patch(
    '/api/v1/admin/live-hunt/bonuses/:bonusId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: edit a bonus or enter its earning (cents; null un-opens it)',
        params: bonusIdParamsSchema,
        body: patchBonusBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.patchBonus(request.params.bonusId, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/admin/live-hunt/bonuses/:bonusId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: remove a bonus',
        params: bonusIdParamsSchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.deleteBonus(request.params.bonusId, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/live-hunt/gtb',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Admin: open or close GTB; once closed after being opened it never opens again for this hunt (409 GTB_CLOSED_FOR_GOOD); GTB already in that state is answered as it is, with nothing written or audited',
        body: gtbStatusBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => (await liveHunt.setGtbStatus(request.body.status, actorOf(request))).hunt,
  );

  app.put(
    '/api/v1/admin/live-hunt/gtb/prizes',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Admin: the GTB prizes of the live hunt, place 1..N in order (at most 10), each whole points (paid through the ledger at settlement) or a text prize; final when the hunt finishes',
        body: gtbPrizesBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.setGtbPrizes(request.body.prizes, actorOf(request)),
  );

  app.put(
    '/api/v1/admin/live-hunt/gtb/win-limit',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Admin: the GTB winner limit of the live hunt (ADR 070): at most `wins` GTB places won in the `days` days before GTB closes (1..10 per 1..365), or null for none. Accounts at the limit cannot guess; at the settlement those at it when GTB closed are ranked but win no place. 409 GTB_CLOSED_FOR_GOOD once GTB has closed',
        body: gtbWinLimitBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.setGtbWinLimit(request.body.winLimit, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/live-hunt/avg',
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Admin: open or close AVG ('soon' until first opened); AVG already in that state is answered as it is, with nothing written or audited",
        body: avgStatusBodySchema,
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => (await liveHunt.setAvgStatus(request.body.status, actorOf(request))).hunt,
  );

  app.post(
    '/api/v1/admin/live-hunt/finish',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: finish the live hunt and settle GTB and AVG (once; the answer carries the settlement)',
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.finish(actorOf(request)),
  );

  app.post(
    '/api/v1/admin/live-hunt/cancel',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Admin: cancel the live hunt; every AVG bet is refunded',
        response: { 200: liveHuntSchema },
      },
    },
    async (request) => liveHunt.cancel(actorOf(request)),
  );
};
