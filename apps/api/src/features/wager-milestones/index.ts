import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { wagerMilestonesRoutes } from './routes';
import { createWagerMilestonesService, type WagerMilestonesService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Wager milestones of verified casino accounts (the chat's !wager reads the progress). */
    wagerMilestones: WagerMilestonesService;
  }
}

/**
 * Wager milestones (ADR 058): the tiers, their grants after every casino-accounts check (which records
 * the claimed names' wagers first), the viewer's progress and the approval desk.
 */
export default fp(
  async (app: FastifyInstance) => {
    const milestones = createWagerMilestonesService({ db: app.db });
    app.decorate('wagerMilestones', milestones);
    app.casinoAccounts.onReconciled(async (at) => {
      try {
        await milestones.grant(at);
      } catch (err) {
        app.log.error({ err }, 'granting wager milestones failed; the next check tries again');
      }
    });
    await app.register(wagerMilestonesRoutes, { milestones });
  },
  { name: 'wager-milestones', dependencies: ['config', 'database', 'authentication', 'casino-accounts'] },
);
