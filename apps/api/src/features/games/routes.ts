import {
  blackjackActionBodySchema,
  blackjackActiveResponseSchema,
  blackjackBetBodySchema,
  blackjackResponseSchema,
  clientSeedBodySchema,
  fairnessSchema,
  minesActiveResponseSchema,
  minesBetBodySchema,
  minesResponseSchema,
  minesRevealBodySchema,
  rotateResultSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlackjackService } from './blackjack-service';
import type { FairnessService } from './fairness-service';
import type { MinesService } from './mines-service';

const SEED_CHANGES_PER_MINUTE = 20;

export type GamesRoutesOptions = {
  mines: MinesService;
  blackjack: BlackjackService;
  fairness: FairnessService;
  betsPerMinute: number;
};

export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (
  app,
  { mines, blackjack, fairness, betsPerMinute },
) => {
  const limited = { rateLimit: { max: betsPerMinute, timeWindow: '1 minute' } };
  const user = { onRequest: app.requireUser };
  // Seed changes are rare by nature; per user (after sign-in), so one user cannot hammer them.
  const seedChanges = {
    rateLimit: {
      max: SEED_CHANGES_PER_MINUTE,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  };

  // ---- Mines ----
  app.get(
    '/api/v1/mines',
    {
      ...user,
      schema: {
        tags: ['mines'],
        summary: 'The active Mines round, if any, and the balance',
        response: { 200: minesActiveResponseSchema },
      },
    },
    async (request) => mines.active(request.user!.id),
  );
  app.post(
    '/api/v1/mines',
    {
      ...user,
      config: { ...limited, fieldCodes: { bet: 'INVALID_BET', mines: 'INVALID_MINES' } },
      schema: {
        tags: ['mines'],
        summary: 'Bet: debits the bet and starts a round (one active round per user)',
        body: minesBetBodySchema,
        response: { 200: minesResponseSchema },
      },
    },
    async (request) => mines.start(request.user!.id, request.body),
  );
  app.put(
    '/api/v1/mines',
    {
      ...user,
      config: { ...limited, fieldCodes: { position: 'INVALID_TILE' } },
      schema: {
        tags: ['mines'],
        summary: 'Reveal a tile (1-based position)',
        body: minesRevealBodySchema,
        response: { 200: minesResponseSchema },
      },
    },
    async (request) => mines.reveal(request.user!.id, request.body.position - 1),
  );
  app.post(
    '/api/v1/mines/cashout',
    {
      ...user,
      config: limited,
      schema: {
        tags: ['mines'],
        summary: 'Cash out the active round; repeated, returns the settled round',
        response: { 200: minesResponseSchema },
      },
    },
    async (request) => mines.cashout(request.user!.id),
  );

  // ---- Blackjack ----
  app.get(
    '/api/v1/blackjack/active',
    {
      ...user,
      schema: {
        tags: ['blackjack'],
        summary: 'The round in progress, if any, and the balance',
        response: { 200: blackjackActiveResponseSchema },
      },
    },
    async (request) => blackjack.active(request.user!.id),
  );
  app.post(
    '/api/v1/blackjack/bet',
    {
      ...user,
      config: {
        ...limited,
        fieldCodes: {
          bet: 'INVALID_BET',
          'sideBets.perfectPairs': 'INVALID_SIDE_BET',
          'sideBets.twentyOnePlusThree': 'INVALID_SIDE_BET',
        },
      },
      schema: {
        tags: ['blackjack'],
        summary: 'Deal a round: bet and side bets debited together',
        body: blackjackBetBodySchema,
        response: { 200: blackjackResponseSchema },
      },
    },
    async (request) => blackjack.bet(request.user!.id, request.body),
  );
  for (const action of ['hit', 'stand', 'double', 'split'] as const) {
    app.post(
      `/api/v1/blackjack/${action}`,
      {
        ...user,
        config: limited,
        schema: {
          tags: ['blackjack'],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} on the active hand`,
          body: blackjackActionBodySchema,
          response: { 200: blackjackResponseSchema },
        },
      },
      async (request) => blackjack.act(request.user!.id, request.body.gameId, action),
    );
  }

  // ---- Fairness ----
  app.get(
    '/api/v1/fairness',
    {
      ...user,
      schema: {
        tags: ['fairness'],
        summary: 'Current pair (server seed hash, client seed, nonce), last revealed pair, recent games',
        response: { 200: fairnessSchema },
      },
    },
    async (request) => fairness.view(request.user!.id),
  );
  app.put(
    '/api/v1/fairness/client-seed',
    {
      ...user,
      config: seedChanges,
      schema: {
        tags: ['fairness'],
        summary: 'Change the client seed (not while a game is active)',
        body: clientSeedBodySchema,
        response: { 200: fairnessSchema },
      },
    },
    async (request) => fairness.setClientSeed(request.user!.id, request.body.clientSeed),
  );
  app.post(
    '/api/v1/fairness/rotate',
    {
      ...user,
      config: seedChanges,
      schema: {
        tags: ['fairness'],
        summary: 'Reveal the server seed and start a new pair at nonce 0 (not while a game is active)',
        response: { 200: rotateResultSchema },
      },
    },
    async (request) => fairness.rotate(request.user!.id),
  );
};
