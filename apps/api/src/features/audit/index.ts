import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditRoutes } from './routes';
import { createAuditReader } from './service';

/**
 * The audit log's admin reads (page, actions, CSV export). Writes need no plugin: every feature calls
 * `auditService.record` inside its own transaction, as it calls the points service.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(auditRoutes, { audit: createAuditReader(app.db) });
  },
  { name: 'audit', dependencies: ['database', 'authentication'] },
);
