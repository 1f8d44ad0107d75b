import { supportRewardsAdminSchema, supportRulesSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { SupportRewardsService } from './service';

/** The admin's table of support rewards and the events applied lately. */
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
        summary: 'Admin: points per support event (subs, gifts, cheers, kicks, follows) and the last events applied',
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
          'Admin: set points per unit for kinds of support per platform (others unchanged); audited. 400 VALIDATION_ERROR for a kind the platform lacks, a repeated kind or points outside 0..100000',
        body: supportRulesSchema,
        response: { 200: supportRulesSchema },
      },
    },
    async (request) => supportRewards.saveRules(request.body, actorOf(request)),
  );
};
