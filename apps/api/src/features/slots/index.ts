import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { slotsRoutes } from './routes';
import { createSlotsService, type SlotsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The slot catalogue (search, popularity) the hunts pick from. */
    slots: SlotsService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const slots = createSlotsService(app.db);
    app.decorate('slots', slots);
    await app.register(slotsRoutes, { slots });
  },
  { name: 'slots', dependencies: ['database', 'authentication'] },
);
