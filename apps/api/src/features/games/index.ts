import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlackjackService } from './blackjack-service';
import { createFairnessService } from './fairness-service';
import { createMinesService } from './mines-service';
import { gamesRoutes } from './routes';

/** Mines, Blackjack and their provably fair seeds. */
export default fp(
  async (app: FastifyInstance) => {
    const { db } = app;
    await app.register(gamesRoutes, {
      mines: createMinesService({ db }),
      blackjack: createBlackjackService({ db }),
      fairness: createFairnessService({ db }),
      betsPerMinute: app.config.RATE_LIMIT_BETS_PER_MINUTE,
    });
  },
  { name: 'games', dependencies: ['config', 'database', 'authentication'] },
);
