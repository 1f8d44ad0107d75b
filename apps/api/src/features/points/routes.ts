import {
  ledgerGameSchema,
  ledgerPageSchema,
  pageQuerySchema,
  pointsLeaderboardPageSchema,
  pointsLeaderboardQuerySchema,
  pointsReasonSchema,
  seasonResetBodySchema,
  seasonResetResultSchema,
  setPointsBodySchema,
  setPointsResultSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { UsersService } from '../users/service';
import { pointsService } from './service';

/** A ledger row's game: bets and payouts reference their mines or blackjack round. */
const gameOf = (refType: string | null) => {
  const game = ledgerGameSchema.safeParse(refType);
  return game.success ? game.data : null;
};

export const pointsRoutes: FastifyPluginAsyncZod<{ db: Db; users: UsersService }> = async (app, { db, users }) => {
  app.get(
    '/api/v1/points/history',
    { onRequest: app.requireUser, schema: { tags: ['points'], summary: "The signed-in user's ledger, newest first", querystring: pageQuerySchema, response: { 200: ledgerPageSchema } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await pointsService.history(db, request.user!.id, page, pageSize);
      return {
        items: items.map((e) => ({ _id: e.id, createdAt: e.createdAt.toISOString(), reason: pointsReasonSchema.parse(e.reason), game: gameOf(e.refType), delta: e.delta, balanceAfter: e.balanceAfter, note: e.note })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/api/v1/points',
    { schema: { tags: ['points'], summary: 'Public points leaderboard, points descending', querystring: pointsLeaderboardQuerySchema, response: { 200: pointsLeaderboardPageSchema } } },
    async (request) => users.leaderboard(request.query),
  );

  app.put(
    '/api/v1/points',
    { onRequest: app.requireAdmin, schema: { tags: ['points', 'admin'], summary: "Admin: set a user's balance (one ledger row naming the admin)", body: setPointsBodySchema, response: { 200: setPointsResultSchema } } },
    async (request) => {
      const points = await pointsService.setBalance(db, { userId: request.body.id, points: request.body.points, actorId: request.user!.id });
      return { id: request.body.id, points };
    },
  );

  app.post(
    '/api/v1/admin/points/season-reset',
    { onRequest: app.requireAdmin, schema: { tags: ['points', 'admin'], summary: 'Admin: every balance to 0 (season reset), one ledger row per user', body: seasonResetBodySchema, response: { 200: seasonResetResultSchema } } },
    async (request) => {
      const result = await pointsService.seasonReset(db, request.user!.id);
      request.log.warn({ actor: request.user!.id, ...result }, 'season reset');
      return result;
    },
  );
};
