import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bonusHuntsRoutes } from './routes';
import { createBonusHuntsService } from './service';

/** The personal bonus hunt tracker. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(bonusHuntsRoutes, { hunts: createBonusHuntsService(app.db, { slots: app.slots }) });
  },
  { name: 'bonus-hunts', dependencies: ['database', 'authentication', 'slots'] },
);
