import {
  addBonusBodySchema,
  avgStatusBodySchema,
  bonusIdParamsSchema,
  createLiveHuntBodySchema,
  gtbPrizesBodySchema,
  gtbStatusBodySchema,
  gtbWinLimitBodySchema,
  liveHuntListSchema,
  liveHuntSchema,
  patchBonusBodySchema,
  reorderBonusesBodySchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { LiveHuntService } from './service';

/** The plugin's instance, as the public routes (routes.ts) are given it. */
type App = Parameters<FastifyPluginAsyncZod>[0];

/** The live hunt console's routes (admin): the hunts, the live hunt's bonuses, then its games (below). */
export function liveHuntAdminRoutes(app: App, liveHunt: LiveHuntService): void {
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
  liveHuntGameRoutes(app, liveHunt);
}

/** The console's GTB and AVG routes, finish and cancel (admin). */
function liveHuntGameRoutes(app: App, liveHunt: LiveHuntService): void {
  const admin = { onRequest: app.requireAdmin };
  const tags = ['live-hunt', 'admin'];

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
}
