import {
  idParamsSchema,
  tournamentCancelSchema,
  tournamentChampionSchema,
  tournamentInputSchema,
  tournamentListSchema,
  tournamentMatchParamsSchema,
  tournamentPredictionPlacedSchema,
  tournamentPredictionSchema,
  tournamentResultSchema,
  tournamentSchema,
  tournamentStartSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/actor';
import type { TournamentsService } from './service';

type Options = { tournaments: TournamentsService; betsPerMinute: number };

/** The public pages' reads and the viewers' predictions. */
export const tournamentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { tournaments, betsPerMinute }) => {
  app.get(
    '/api/v1/tournaments',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments: running, upcoming, and the latest finished or cancelled ones',
        response: { 200: tournamentListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return tournaments.list();
    },
  );

  app.get(
    '/api/v1/tournaments/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary:
          "A tournament: its entrants and seeds, the bracket with every match's buys, result and pools, the champion pool, the seeding proof, and the signed-in viewer's own predictions",
        params: idParamsSchema,
        response: { 200: tournamentSchema },
      },
    },
    async (request, reply) => {
      const session = await app.readSession(request);
      reply.header('cache-control', session ? 'private, no-store' : 'public, no-cache');
      return tournaments.one(request.params.id, session?.id ?? null);
    },
  );

  const bet = { onRequest: app.requireUser, config: { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } } };
  app.post(
    '/api/v1/tournaments/:id/matches/:matchId/predictions',
    {
      ...bet,
      schema: {
        tags: ['tournaments'],
        summary:
          'Predict a match: a side and 1 to the tournament maximum points, taken from the balance. Answers the balance after the stake and the prediction (the pools reach open pages with the `tournament` event). 409 PREDICTIONS_CLOSED, PREDICTION_PLACED (one per account and match), INSUFFICIENT_POINTS; 400 STAKE_TOO_HIGH; 403 RG_* (responsible-play limits)',
        params: tournamentMatchParamsSchema,
        body: tournamentPredictionSchema,
        response: { 201: tournamentPredictionPlacedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await tournaments.predictMatch(
            request.user!.id,
            request.params.id,
            request.params.matchId,
            request.body.side,
            request.body.points,
          ),
        ),
  );

  app.post(
    '/api/v1/tournaments/:id/champion',
    {
      ...bet,
      schema: {
        tags: ['tournaments'],
        summary:
          'Predict the champion (from the start until the first match starts): an entrant and 1 to the tournament maximum points. Answers the balance and the prediction. 409 CHAMPION_CLOSED, PREDICTION_PLACED, INSUFFICIENT_POINTS; 400 STAKE_TOO_HIGH, VALIDATION_ERROR (fields.entrantId)',
        params: idParamsSchema,
        body: tournamentChampionSchema,
        response: { 201: tournamentPredictionPlacedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await tournaments.predictChampion(
            request.user!.id,
            request.params.id,
            request.body.entrantId,
            request.body.points,
          ),
        ),
  );

  await app.register(adminRoutes, { tournaments, betsPerMinute });
};

/** The admin's: create, start, predictions open and closed, results (and corrections), cancel. */
const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, { tournaments }) => {
  const admin = { onRequest: app.requireAdmin };
  app.post(
    '/api/v1/admin/tournaments',
    {
      ...admin,
      schema: {
        tags: ['tournaments', 'admin'],
        summary:
          'Create a tournament: 3..32 entrants from open slot requests (marked played, their requesters the callers) and catalogue slots; the server seed hash is public from now. 400 TOURNAMENT_ENTRANTS_INVALID (fields.slotRequestIds or fields.slotIds)',
        body: tournamentInputSchema,
        response: { 201: tournamentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tournaments.create(request.body, actorOf(request))),
  );

  app.post(
    '/api/v1/admin/tournaments/:id/start',
    {
      ...admin,
      schema: {
        tags: ['tournaments', 'admin'],
        summary:
          'Seed and start: the giveaway draw over the frozen entrant list with the first drand round after the creation; 503 BEACON_UNAVAILABLE when no relay gives it (then `withoutBeacon` with a reason seeds from the list alone); 409 TOURNAMENT_NOT_UPCOMING',
        params: idParamsSchema,
        body: tournamentStartSchema.nullish(),
        response: { 200: tournamentSchema },
      },
    },
    async (request) =>
      tournaments.start(request.params.id, { withoutBeacon: request.body?.withoutBeacon }, actorOf(request)),
  );

  for (const [action, open] of [
    ['open', true],
    ['close', false],
  ] as const) {
    app.post(
      `/api/v1/admin/tournaments/:id/matches/:matchId/${action}`,
      {
        ...admin,
        schema: {
          tags: ['tournaments', 'admin'],
          summary: `${open ? 'Open' : 'Close'} predictions on the match being played. 409 MATCH_NOT_STARTED, PREDICTIONS_CLOSED, TOURNAMENT_NOT_RUNNING`,
          params: tournamentMatchParamsSchema,
          response: { 200: tournamentSchema },
        },
      },
      async (request) =>
        tournaments.setPredictionsOpen(request.params.id, request.params.matchId, open, actorOf(request)),
    );
  }

  app.put(
    '/api/v1/admin/tournaments/:id/matches/:matchId/result',
    {
      ...admin,
      schema: {
        tags: ['tournaments', 'admin'],
        summary:
          "A match's result, both slots' cost and payout in cents: closes its predictions and settles them, advances the winner (a tie the rule cannot break is replayed, its predictions refunded). The same on the last decided match before the next one starts corrects it. 409 MATCH_NOT_STARTED, CORRECTION_CLOSED, TOURNAMENT_NOT_RUNNING",
        params: tournamentMatchParamsSchema,
        body: tournamentResultSchema,
        response: { 200: tournamentSchema },
      },
    },
    async (request) => tournaments.result(request.params.id, request.params.matchId, request.body, actorOf(request)),
  );

  app.post(
    '/api/v1/admin/tournaments/:id/cancel',
    {
      ...admin,
      schema: {
        tags: ['tournaments', 'admin'],
        summary:
          'Cancel with a reason: every prediction not settled yet (open matches, the champion pool) is refunded once. 409 TOURNAMENT_NOT_RUNNING when already over',
        params: idParamsSchema,
        body: tournamentCancelSchema,
        response: { 200: tournamentSchema },
      },
    },
    async (request) => tournaments.cancel(request.params.id, request.body.reason, actorOf(request)),
  );
};
