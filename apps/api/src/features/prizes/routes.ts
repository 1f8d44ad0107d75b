import { actorOf } from '../audit/actor';
import { prizeHandoutBodySchema, prizeItemSchema, prizeListSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PrizesService } from './service';

export const prizesRoutes: FastifyPluginAsyncZod<{ prizes: PrizesService }> = async (app, { prizes }) => {
  const tags = ['prizes', 'admin'];
  app.get(
    '/api/v1/admin/prizes',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: prizes to hand out — GTB winners (points prizes already paid) and the frozen wager leaderboard months’ winners, newest first',
        response: { 200: prizeListSchema },
      },
    },
    async () => ({ prizes: await prizes.list() }),
  );
  app.put(
    '/api/v1/admin/prizes/handout',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Admin: mark a listed prize handed out (records who and when) or not yet; 409 PRIZE_PAID_BY_LEDGER for a points prize',
        body: prizeHandoutBodySchema,
        response: { 200: prizeItemSchema },
      },
    },
    async (request) =>
      prizes.setHandedOut(request.body.source, request.body.ref, request.body.handedOut, actorOf(request)),
  );
};
