import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { responsiblePlayRoutes } from './routes';
import { createResponsiblePlayService } from './service';

/** Loss limits, cool-off, self-exclusion and the reality check (ADR 067); the stake guard is guard.ts. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(responsiblePlayRoutes, { responsiblePlay: createResponsiblePlayService({ db: app.db }) });
  },
  { name: 'responsible-play', dependencies: ['database', 'authentication'] },
);
