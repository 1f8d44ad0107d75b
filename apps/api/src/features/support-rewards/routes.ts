import { supportRewardsAdminSchema, supportRulesSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { SupportRewardsService } from './service';

/** The admin's table of support rewards (points or giveaway tickets per kind) and the events applied lately. */
export const supportRewardsRoutes: FastifyPluginAsyncZod<{ supportRewards: SupportRewardsService }> = async (
  app,
  { supportRewards },
) => {
  app.get(
    '/api/v1/admin/support-rewards',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: the reward (points, or free tickets in the giveaway open for entries) and its amount per support event (subs, gifts, cheers, kicks, follows), and the last events applied with their points, tickets and giveaway, or why a tickets reward gave none',
        response: { 200: supportRewardsAdminSchema },
      },
    },
    async () => supportRewards.admin(),
  );

  app.put(
    '/api/v1/admin/support-rewards',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Admin: set the reward (points or tickets, default points) and amount per unit for kinds of support per platform (others unchanged); audited. 400 VALIDATION_ERROR for a kind the platform lacks, a repeated kind, points outside 0..100000 or tickets above 1000',
        body: supportRulesSchema,
        response: { 200: supportRulesSchema },
      },
    },
    async (request) => supportRewards.saveRules(request.body, actorOf(request)),
  );
};
