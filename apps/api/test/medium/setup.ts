import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database, Db } from '../../src/db/client';
import { openTestDatabase, resetDatabase } from '../helpers/database';

export type MediumContext = {
  /** The file's database (PGlite in memory, or its own copy of the migrated template on PostgreSQL). */
  readonly database: Database;
  /** Its drizzle handle: what the services are built on. */
  readonly db: Db;
};

/**
 * The service tier's lifecycle (ADR 003's database, no app): before the file's tests, its own test
 * database; before each test, every table emptied; after the file, the database closed. A test builds
 * the services it calls on `ctx.db` with the real repositories, so nothing between the rule and the
 * SQL is mocked.
 */
export function useMediumDatabase(): MediumContext {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(opened());
  });
  afterAll(async () => {
    await database?.close();
  });
  const opened = () => {
    if (!database) throw new Error('the medium database is opened in beforeAll; use ctx inside a test or hook');
    return database;
  };
  return {
    get database() {
      return opened();
    },
    get db() {
      return opened().db;
    },
  };
}
