import { actorOf } from '../audit/actor';
import {
  idParamsSchema,
  myRedemptionsPageSchema,
  myRedemptionsQuerySchema,
  redeemInputSchema,
  redeemResultSchema,
  redemptionDecisionSchema,
  redemptionDeskQuerySchema,
  redemptionNotifyInputSchema,
  redemptionNotifySchema,
  redemptionSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RedemptionsService } from './service';

export const redemptionsRoutes: FastifyPluginAsyncZod<{
  redemptions: RedemptionsService;
  betsPerMinute: number;
}> = async (app, { redemptions, betsPerMinute }) => {
  app.post(
    '/api/v1/reedem/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['shop'],
        summary:
          'Redeem an item: stock, pending redemption and debit in one transaction; `detail` is the delivery detail when the item asks for one (400 VALIDATION_ERROR with fields.detail when refused); an affiliate-only item refuses an account without a verified casino account there (403 AFFILIATE_REQUIRED, nothing taken)',
        params: idParamsSchema,
        body: redeemInputSchema.nullish(),
        response: { 200: redeemResultSchema },
      },
    },
    async (request) => redemptions.redeem(request.user!, request.params.id, request.body ?? {}),
  );

  app.get(
    '/api/v1/reedem/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['shop'],
        summary:
          "The signed-in viewer's own redemptions, newest first, paged: state, delivery detail and the admin's note",
        querystring: myRedemptionsQuerySchema,
        response: { 200: myRedemptionsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return redemptions.mine(request.user!, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/api/v1/reedem',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary:
          'Admin: pending redemptions and the latest decided ones, newest first; `q` searches the user (case-insensitive substring)',
        querystring: redemptionDeskQuerySchema,
        response: { 200: z.array(redemptionSchema) },
      },
    },
    async (request) => redemptions.desk(request.query.q),
  );

  app.post(
    '/api/v1/reedem/approve/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: approve a pending redemption, with an optional note the viewer sees',
        params: idParamsSchema,
        body: redemptionDecisionSchema.nullish(),
        response: { 200: redemptionSchema },
      },
    },
    async (request) => redemptions.approve(request.params.id, actorOf(request), request.body?.note),
  );

  app.post(
    '/api/v1/reedem/denied/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary:
          'Admin: deny a pending redemption (refund through the ledger, stock returned), with an optional note the viewer sees',
        params: idParamsSchema,
        body: redemptionDecisionSchema.nullish(),
      },
    },
    async (request, reply) => {
      await redemptions.deny(request.params.id, actorOf(request), request.body?.note);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v1/admin/redemptions/notify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: the Discord webhook announcing new redemptions (masked: never the token)',
        response: { 200: redemptionNotifySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return redemptions.notifySettings();
    },
  );

  app.put(
    '/api/v1/admin/redemptions/notify',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary:
          'Admin: set (a Discord webhook URL only: https://discord.com/api/webhooks/<id>/<token>) or clear (null) the webhook announcing new redemptions',
        body: redemptionNotifyInputSchema,
        response: { 200: redemptionNotifySchema },
      },
    },
    async (request) => redemptions.setNotify(request.body.webhookUrl, actorOf(request)),
  );
};
