import { actorOf } from '../audit/actor';
import {
  adminOfferSchema,
  idParamsSchema,
  offerClickDaySchema,
  offerClicksQuerySchema,
  offerInputSchema,
  offerOrderSchema,
  offerPatchSchema,
  offerSchema,
  offerSlugParamsSchema,
  type Offer,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import type { OffersService } from './service';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  app.get(
    '/api/v1/offers',
    {
      // The same body for every visitor: /metrics counts its answers (ADR 074).
      config: { accessLog: 'errors' },
      schema: {
        tags: ['offers'],
        summary:
          "Partner offer cards of the home page, in order, for the visitor's country (from the address, local GeoIP): hidden ones and those the country rules hide left out; restricted ones marked `available: false` when the site marks them",
        response: { 200: z.array(offerSchema) },
      },
    },
    async (request, reply) => {
      const { body, etag } = await offers.listBody(app.visitorCountry(request));
      // Private: the body depends on the visitor's address, so no shared cache may keep it.
      return sendPrepared<Offer[]>(request, reply, body, { cacheControl: 'private, no-cache', etag });
    },
  );

  app.get(
    '/go/:slug',
    {
      schema: {
        tags: ['offers'],
        summary:
          "Claim: counts the click (per Lisbon day, visitor kept only as a keyed hash) and answers 302 to the partner link; 404 when the offer is hidden, coming, or not allowed in the visitor's country",
        params: offerSlugParamsSchema,
      },
    },
    async (request, reply) => {
      const link = await offers.claim(request.params.slug, {
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        country: app.visitorCountry(request),
      });
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(link, 302);
    },
  );

  app.get(
    '/api/v1/admin/offers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: every offer, hidden ones included, with its partner link',
        response: { 200: z.array(adminOfferSchema) },
      },
    },
    async () => offers.listAll(),
  );

  app.get(
    '/api/v1/admin/offers/clicks',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: Claim clicks per offer per day, newest day first',
        querystring: offerClicksQuerySchema,
        response: { 200: z.array(offerClickDaySchema) },
      },
    },
    async (request) => offers.clicks(request.query.days),
  );

  app.post(
    '/api/v1/offers',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: add an offer (it goes last)',
        body: offerInputSchema,
        response: { 201: adminOfferSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await offers.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/v1/offers/order',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: reorder; lists every offer id once, in the new order',
        body: offerOrderSchema,
        response: { 200: z.array(adminOfferSchema) },
      },
    },
    async (request) => offers.reorder(request.body.ids, actorOf(request)),
  );

  app.patch(
    '/api/v1/offers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: edit an offer (any subset of fields; `hidden` hides it)',
        params: idParamsSchema,
        body: offerPatchSchema,
        response: { 200: adminOfferSchema },
      },
    },
    async (request) => offers.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/offers/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['offers', 'admin'],
        summary: 'Admin: delete an offer and its click counts',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await offers.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
