import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_TTL_SECONDS } from '../../lib/session';
import { createSessionsService, type SessionsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `sessions` rows behind the cookie, for the authentication plugin. */
    sessions: SessionsService;
  }
}

/** No routes: the server-side sessions the authentication plugin reads and writes. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('sessions', createSessionsService({ db: app.db, ttlSeconds: SESSION_TTL_SECONDS }));
  },
  { name: 'sessions', dependencies: ['database'] },
);
