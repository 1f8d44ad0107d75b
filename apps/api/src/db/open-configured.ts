import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import {
  EmbeddedUnavailableError,
  startEmbeddedServer,
  type EmbeddedLog,
  type EmbeddedServer,
} from './embedded-server';
import { importPgliteData } from './pglite-import';

export type OpenedDatabase = {
  database: Database;
  /** The embedded PostgreSQL, when this process runs one. */
  embedded?: EmbeddedServer;
  /** Closes the pool, then stops the embedded server (if any). */
  close(): Promise<void>;
};

/**
 * The database the configuration names, migrated to the latest schema:
 * - `DATABASE_URL` set: that PostgreSQL server;
 * - otherwise `EMBEDDED_DB=postgres` (default): the embedded PostgreSQL under DATA_DIR/postgres,
 *   into which an earlier install's DATA_DIR/pglite is copied once (ADR 032);
 * - `EMBEDDED_DB=pglite`: PGlite under DATA_DIR/pglite.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_DB' | 'EMBEDDED_DB_PORT'>,
  options: {
    log: EmbeddedLog;
    poolSize?: number;
    onIdleError?: (err: Error) => void;
    /** A batch of after-commit notifications could not be sent (ADR 052). */
    onNotifyError?: (err: Error) => void;
    onEmbeddedExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
    /** Use an embedded server another running instance owns (the admin CLI). */
    reuseRunning?: boolean;
  },
): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: options.poolSize,
      onIdleError: options.onIdleError,
      onNotifyError: options.onNotifyError,
    });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const openPglite = async (): Promise<OpenedDatabase> => {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
    await database.migrate();
    return { database, close: () => database.close() };
  };
  if (config.EMBEDDED_DB === 'pglite') return openPglite();
  let embedded: EmbeddedServer;
  try {
    embedded = await startEmbeddedServer({
      dataDir: config.DATA_DIR,
      port: config.EMBEDDED_DB_PORT,
      log: options.log,
      onUnexpectedExit: options.onEmbeddedExit,
      reuseRunning: options.reuseRunning,
    });
  } catch (err) {
    // `npm start` must work wherever it is run: when the server cannot run here and no cluster of it
    // holds data yet, the site starts on PGlite (slower, same schema) and says how to get the server.
    if (!(err instanceof EmbeddedUnavailableError) || existsSync(path.join(config.DATA_DIR, 'postgres', 'PG_VERSION')))
      throw err;
    options.log.warn(
      `embedded PostgreSQL unavailable: ${err.message}. Starting on the embedded PGlite instead (${path.join(config.DATA_DIR, 'pglite')}).`,
    );
    return openPglite();
  }
  let database: Database | undefined;
  try {
    database = await openDatabase({
      kind: 'postgres',
      url: embedded.url,
      poolSize: options.poolSize,
      onIdleError: options.onIdleError,
      onNotifyError: options.onNotifyError,
    });
    await database.migrate();
    if (embedded.owned)
      await importPgliteData({
        pgliteDir: path.join(config.DATA_DIR, 'pglite'),
        targetUrl: embedded.url,
        log: options.log,
      });
  } catch (err) {
    await database?.close().catch(() => {});
    await embedded.stop();
    throw err;
  }
  const opened = database;
  return {
    database: opened,
    embedded,
    close: async () => {
      try {
        await opened.close();
      } finally {
        await embedded.stop();
      }
    },
  };
}
