import {
  idParamsSchema,
  milestoneGrantSchema,
  milestoneGrantsQuerySchema,
  milestoneGrantsSchema,
  wagerMilestonesInputSchema,
  wagerMilestonesSchema,
  wagerProgressSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { WagerMilestonesService } from './service';

export const wagerMilestonesRoutes: FastifyPluginAsyncZod<{ milestones: WagerMilestonesService }> = async (
  app,
  { milestones },
) => {
  app.get(
    '/api/v1/wager-milestones',
    {
      schema: {
        tags: ['wager-milestones'],
        summary:
          'The wager milestone tiers (threshold in whole dollars over a Lisbon month or since verification, at a sponsor or all together; points or a text prize) and the approval size',
        response: { 200: wagerMilestonesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return milestones.tiers();
    },
  );

  app.get(
    '/api/v1/wager-milestones/progress',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wager-milestones'],
        summary:
          "The signed-in viewer's verified casino accounts with this month's wager, place and the wager since verification, and each tier's figure and grant",
        response: { 200: wagerProgressSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return milestones.progress(request.user!.id);
    },
  );

  app.put(
    '/api/v1/admin/wager-milestones',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['wager-milestones', 'admin'],
        summary:
          'Admin: the whole list of tiers (a listed id is kept and edited, a tier without id added, one left out removed; archived once it paid) and the approval size; audited. Reached tiers are granted at once',
        body: wagerMilestonesInputSchema,
        response: { 200: wagerMilestonesSchema },
      },
    },
    async (request) => milestones.saveTiers(request.body, actorOf(request)),
  );

  app.get(
    '/api/v1/admin/wager-milestones/grants',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['wager-milestones', 'admin'],
        summary: 'Admin: the milestone grants, newest first (at most 200), optionally of one status',
        querystring: milestoneGrantsQuerySchema,
        response: { 200: milestoneGrantsSchema },
      },
    },
    async (request) => ({ grants: await milestones.grants(request.query.status) }),
  );

  for (const decision of ['approve', 'reject'] as const)
    app.post(
      `/api/v1/admin/wager-milestones/grants/:id/${decision}`,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags: ['wager-milestones', 'admin'],
          summary:
            decision === 'approve'
              ? 'Admin: approve a grant awaiting approval: its points are credited once (audited). 409 ALREADY_DECIDED otherwise'
              : 'Admin: reject a grant awaiting approval (audited). 409 ALREADY_DECIDED otherwise',
          params: idParamsSchema,
          response: { 200: milestoneGrantSchema },
        },
      },
      async (request) => milestones.decide(request.params.id, decision, actorOf(request)),
    );
};
