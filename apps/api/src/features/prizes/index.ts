import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prizesRoutes } from './routes';
import { createPrizesService } from './service';

/** Prizes to hand out: GTB winners (live hunt), frozen leaderboard months' winners and wager milestones' text prizes. */
export default fp(
  async (app: FastifyInstance) => {
    const prizes = createPrizesService({
      db: app.db,
      liveHunt: app.liveHunt,
      leaderboard: app.leaderboard,
      wagerMilestones: app.wagerMilestones,
    });
    await app.register(prizesRoutes, { prizes });
  },
  { name: 'prizes', dependencies: ['database', 'authentication', 'live-hunt', 'leaderboard', 'wager-milestones'] },
);
