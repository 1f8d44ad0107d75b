import {
  adjustPointsBodySchema,
  adjustPointsResultSchema,
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
import { actorOf } from '../audit/actor';
import type { UsersService } from '../users/service';
import type { PointsAccounts } from './service';

/** A ledger row's game: bets and payouts reference their mines or blackjack round. */
const gameOf = (refType: string | null) => {
  const game = ledgerGameSchema.safeParse(refType);
  return game.success ? game.data : null;
};

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsAccounts; users: UsersService }> = async (
  app,
  { points, users },
) => {
  app.get(
    '/api/v1/points/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['points'],
        summary: "The signed-in user's ledger, newest first",
        querystring: pageQuerySchema,
        response: { 200: ledgerPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { items, total } = await points.history(request.user!.id, page, pageSize);
      return {
        items: items.map((e) => ({
          _id: e.id,
          createdAt: e.createdAt.toISOString(),
          reason: pointsReasonSchema.parse(e.reason),
          game: gameOf(e.refType),
          delta: e.delta,
          balanceAfter: e.balanceAfter,
          params: e.params,
          note: e.note,
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/api/v1/points',
    {
      schema: {
        tags: ['points'],
        summary: 'Public points leaderboard, points descending',
        querystring: pointsLeaderboardQuerySchema,
        response: { 200: pointsLeaderboardPageSchema },
      },
    },
    async (request) => users.pointsLeaderboard(request.query),
  );

  app.put(
    '/api/v1/points',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['points', 'admin'],
        summary: "Admin: set a user's balance (one ledger row naming the admin)",
        body: setPointsBodySchema,
        response: { 200: setPointsResultSchema },
      },
    },
    async (request) => {
      const balance = await points.setBalance({
        userId: request.body.id,
        points: request.body.points,
        actor: actorOf(request),
      });
      return { id: request.body.id, points: balance };
    },
  );

  app.post(
    '/api/v1/admin/points/adjust',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['points', 'admin'],
        summary:
          'Admin: add or take points with a reason (one ledger row with the reason, one audit row); below 0 is 409 INSUFFICIENT_POINTS, past the ceiling 409 POINTS_LIMIT',
        body: adjustPointsBodySchema,
        response: { 200: adjustPointsResultSchema },
      },
    },
    async (request) => {
      const { id, delta, reason } = request.body;
      const result = await points.adjust({ userId: id, delta, reason, actor: actorOf(request) });
      return { id, delta, ...result };
    },
  );

  app.post(
    '/api/v1/admin/points/season-reset',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['points', 'admin'],
        summary: 'Admin: every balance to 0 (season reset), one ledger row per user',
        body: seasonResetBodySchema,
        response: { 200: seasonResetResultSchema },
      },
    },
    async (request) => {
      const result = await points.seasonReset(actorOf(request));
      request.log.warn({ actor: request.user!.id, ...result }, 'season reset');
      return result;
    },
  );
};
