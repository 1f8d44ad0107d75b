import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { prizesRoutes } from './routes';
import { createPrizesService, type PrizesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The prizes to hand out (the transparency report counts them too). */
    prizes: PrizesService;
  }
}

/** Prizes to hand out: GTB winners (live hunt), frozen leaderboard months' winners and wager milestones' text prizes. */
export default fp(
  async (app: FastifyInstance) => {
    const prizes = createPrizesService({
      db: app.db,
      liveHunt: app.liveHunt,
      leaderboard: app.leaderboard,
      wagerMilestones: app.wagerMilestones,
    });
    app.decorate('prizes', prizes);
    await app.register(prizesRoutes, { prizes });
  },
  { name: 'prizes', dependencies: ['database', 'authentication', 'live-hunt', 'leaderboard', 'wager-milestones'] },
);
