import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The opened database (engine, ping, listen); server.ts closes it after the app. */
    database: Database;
    /** Its drizzle handle, for the services. */
    db: Db;
  }
}

export const databasePlugin = fp<{ database: Database }>(
  async (app: FastifyInstance, { database }) => {
    app.decorate('database', database);
    // Through a getter: decorate() would take a handle with a `getter` property (a Proxy in tests) for one.
    app.decorate('db', { getter: () => database.db });
  },
  { name: 'database' },
);
