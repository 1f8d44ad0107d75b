import { idParamsSchema, redeemResultSchema, redemptionDeskQuerySchema, redemptionSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RedemptionsService } from './service';

export const redemptionsRoutes: FastifyPluginAsyncZod<{ redemptions: RedemptionsService; betsPerMinute: number }> = async (
  app,
  { redemptions, betsPerMinute },
) => {
  app.post(
    '/api/v1/reedem/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } },
      schema: { tags: ['shop'], summary: 'Redeem an item: stock, pending redemption and debit in one transaction', params: idParamsSchema, response: { 200: redeemResultSchema } },
    },
    async (request) => redemptions.redeem(request.user!, request.params.id),
  );

  app.get(
    '/api/v1/reedem',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['shop', 'admin'],
        summary: 'Admin: pending redemptions and the latest decided ones, newest first; `q` searches the user (case-insensitive substring)',
        querystring: redemptionDeskQuerySchema,
        response: { 200: z.array(redemptionSchema) },
      },
    },
    async (request) => redemptions.desk(request.query.q),
  );

  app.post(
    '/api/v1/reedem/approve/:id',
    { onRequest: app.requireAdmin, schema: { tags: ['shop', 'admin'], summary: 'Admin: approve a pending redemption', params: idParamsSchema, response: { 200: redemptionSchema } } },
    async (request) => redemptions.approve(request.params.id, request.user!.id),
  );

  app.post(
    '/api/v1/reedem/denied/:id',
    { onRequest: app.requireAdmin, schema: { tags: ['shop', 'admin'], summary: 'Admin: deny a pending redemption (refund through the ledger, stock returned)', params: idParamsSchema } },
    async (request, reply) => {
      await redemptions.deny(request.params.id, request.user!.id);
      return reply.status(204).send();
    },
  );
};
