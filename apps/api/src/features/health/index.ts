import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** `GET /api/health`: a database round trip. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { ping: app.database.ping });
  },
  { name: 'health', dependencies: ['database'] },
);
