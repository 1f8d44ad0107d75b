import { actorOf } from '../audit/actor';
import { idParamsSchema, shopItemInputSchema, shopItemPatchSchema, shopItemSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/prepared-body';
import type { ShopService } from './service';

export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (app, { shop }) => {
  app.get(
    '/api/v1/shop',
    {
      // The same body for every visitor: /metrics counts its answers (ADR 074).
      config: { accessLog: 'errors' },
      schema: {
        tags: ['shop'],
        summary:
          'Items on sale; `redeemed` tells a signed-in user holds a pending redemption, `meetsAffiliateRule` whether they may redeem an affiliate-only item',
        response: { 200: z.array(shopItemSchema) },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      if (session) {
        reply.header('cache-control', 'private, no-store');
        return shop.list(session.id);
      }
      const { body, etag } = await shop.visitorList();
      return sendPrepared(request, reply, body, { cacheControl: 'public, no-cache', etag });
    },
  );

  app.post(
    '/api/v1/shop',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: add an item (`affiliate`: affiliates only; 400 `affiliate.sponsor` for an unknown sponsor)',
        body: shopItemInputSchema,
        response: { 201: shopItemSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await shop.create(request.body, actorOf(request))),
  );

  app.patch(
    '/api/v1/shop/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: edit an item',
        params: idParamsSchema,
        body: shopItemPatchSchema,
        response: { 200: shopItemSchema },
      },
    },
    async (request) => shop.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/v1/shop/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: archive an item (it leaves the shop; redemptions keep it)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await shop.archive(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
