import { actorOf } from '../audit/actor';
import {
  idParamsSchema,
  slotRequestAddToHuntSchema,
  slotRequestBoardSchema,
  slotRequestInputSchema,
  slotRequestRejectSchema,
  slotRequestResultSchema,
  slotRequestSchema,
  slotRequestSettingsPatchSchema,
  slotRequestSettingsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SlotRequestsService } from './service';

export const slotRequestsRoutes: FastifyPluginAsyncZod<{
  slotRequests: SlotRequestsService;
  betsPerMinute: number;
}> = async (app, { slotRequests, betsPerMinute }) => {
  app.get(
    '/api/v1/slot-requests',
    {
      schema: {
        tags: ['slot-requests'],
        summary:
          "The slot requests board: open or closed, the cost in points, the queue (oldest first), the history (played and rejected, newest first) and the signed-in viewer's own open request",
        response: { 200: slotRequestBoardSchema },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      reply.header('cache-control', session ? 'private, no-store' : 'public, no-cache');
      return slotRequests.board(session?.id ?? null);
    },
  );

  app.post(
    '/api/v1/slot-requests',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['slot-requests'],
        summary:
          'Request a catalogue slot: the cost leaves the balance with it. 409 SLOT_REQUESTS_CLOSED, SLOT_REQUEST_OPEN (one open request per account), INSUFFICIENT_POINTS; 400 with fields.slotId for a slot not in the catalogue',
        body: slotRequestInputSchema,
        response: { 201: slotRequestResultSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await slotRequests.request(request.user!.id, request.body.slotId)),
  );

  app.delete(
    '/api/v1/slot-requests/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['slot-requests'],
        summary: "Withdraw the signed-in viewer's open request: its cost comes back (404 when none is open)",
        response: { 200: slotRequestResultSchema },
      },
    },
    async (request) => slotRequests.withdraw(request.user!.id),
  );

  app.put(
    '/api/v1/admin/slot-requests/settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slot-requests', 'admin'],
        summary: 'Admin: open or close slot requests, and set their cost in points (0 is free)',
        body: slotRequestSettingsPatchSchema,
        response: { 200: slotRequestSettingsSchema },
      },
    },
    async (request) => slotRequests.saveSettings(request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/slot-requests/:id/played',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slot-requests', 'admin'],
        summary: 'Admin: mark an open request played (409 ALREADY_DECIDED when it is not open)',
        params: idParamsSchema,
        response: { 200: slotRequestSchema },
      },
    },
    async (request) => slotRequests.played(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/slot-requests/:id/rejected',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slot-requests', 'admin'],
        summary:
          'Admin: reject an open request, with an optional note the history shows; its cost goes back to the viewer',
        params: idParamsSchema,
        body: slotRequestRejectSchema.nullish(),
        response: { 200: slotRequestSchema },
      },
    },
    async (request) => slotRequests.reject(request.params.id, actorOf(request), request.body?.note),
  );

  app.post(
    '/api/v1/admin/slot-requests/:id/add-to-hunt',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['slot-requests', 'admin'],
        summary:
          'Admin: add the requested slot to the live hunt as a bonus with this bet (cents), marking the request played; once per request (409 ALREADY_IN_HUNT), 404 NO_LIVE_HUNT without a live hunt',
        params: idParamsSchema,
        body: slotRequestAddToHuntSchema,
        response: { 200: slotRequestSchema },
      },
    },
    async (request) => slotRequests.addToHunt(request.params.id, actorOf(request), request.body.bet),
  );
};
