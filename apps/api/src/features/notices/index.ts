import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { noticesRoutes } from './routes';
import { createNoticesService } from './service';

/** Each user's notices (written by other features through noticesService.add). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(noticesRoutes, { notices: createNoticesService(app.db) });
  },
  { name: 'notices', dependencies: ['database', 'authentication'] },
);
