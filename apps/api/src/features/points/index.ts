import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pointsRoutes } from './routes';
import { createPointsAccounts } from './service';

/** The public points board, a user's history, and the admin's balance changes. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(pointsRoutes, { points: createPointsAccounts(app.db), users: app.users });
  },
  { name: 'points', dependencies: ['database', 'authentication', 'users'] },
);
