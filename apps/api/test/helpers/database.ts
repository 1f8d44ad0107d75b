import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from '../../src/db/client';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/** A database of this test file alone: a copy of the migrated template on PostgreSQL, or an in-memory PGlite. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate();
    return database;
  }
  const name = `app_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 30 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Empties every table, so each test starts from nothing whatever the previous one left. The audit
 * log refuses TRUNCATE (migration 0026): as the tables' owner, the reset disables that trigger by
 * name for its own transaction only, as `npm run restore -- --force` does (ADR 053).
 */
export async function resetDatabase(database: Database): Promise<void> {
  const rows = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (!tables.length) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_no_truncate`);
    await tx.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    await tx.execute(sql`alter table audit_log enable trigger audit_log_no_truncate`);
  });
}
