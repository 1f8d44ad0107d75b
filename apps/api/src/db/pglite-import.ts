import { existsSync, renameSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Executor } from './client';
import type { EmbeddedLog } from './embedded-server';

export type PgliteImportResult =
  | { status: 'none' }
  | { status: 'skipped'; reason: string }
  | { status: 'copied'; tables: number; rows: number; backupDir: string };

const BATCH_ROWS = 2000;

/**
 * The upgrade from an install made before ADR 032: DATA_DIR/pglite holds a PGlite database and the
 * new PostgreSQL database is empty. Both are brought to the latest schema by the same migrations,
 * then every table of `public` is copied row by row as JSON text (exact: timestamps to the
 * microsecond, numerics, jsonb), with foreign-key triggers off for the copy
 * (session_replication_role = replica: the source already satisfied them), identity values kept
 * (OVERRIDING SYSTEM VALUE) and every sequence set to its source state. One transaction on the
 * target: a failure leaves it empty and the PGlite folder untouched, and the next start tries
 * again. Afterwards the folder is kept, renamed `pglite.migrated-<time>`.
 */
export async function importPgliteData(options: {
  pgliteDir: string;
  targetUrl: string;
  log?: EmbeddedLog;
  now?: Date;
}): Promise<PgliteImportResult> {
  const { pgliteDir, targetUrl } = options;
  const log = options.log ?? { info: () => {}, warn: () => {} };
  if (!existsSync(pgliteDir)) return { status: 'none' };

  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  let source: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    const targetTables = await publicTables(target);
    for (const table of targetTables) {
      const { rows } = await target.query(`select exists (select 1 from public.${ident(table)}) as found`);
      if (rows[0]?.found) {
        const reason = `${pgliteDir} holds a PGlite database from an earlier version, but the PostgreSQL database already has data (table ${table}): left both as they are`;
        log.warn(reason);
        return { status: 'skipped', reason };
      }
    }

    log.info(`copying the PGlite database in ${pgliteDir} into the embedded PostgreSQL…`);
    const t0 = Date.now();
    source = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    await source.migrate();
    const db = source.db;
    const sourceTables = (await queryRows<{ name: string }>(db, sql.raw(TABLES_SQL))).map((r) => r.name);
    const missing = sourceTables.filter((t) => !targetTables.includes(t));
    if (missing.length) throw new Error(`tables of the PGlite database missing in PostgreSQL: ${missing.join(', ')}`);

    let total = 0;
    await target.query('begin');
    try {
      await target.query('set local session_replication_role = replica');
      for (const table of sourceTables) total += await copyTable(db, target, table);
      const sequences = await queryRows<{ name: string }>(
        db,
        sql.raw(
          `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by 1`,
        ),
      );
      for (const { name } of sequences) {
        const [state] = await queryRows<{ last_value: string | number; is_called: boolean }>(
          db,
          sql.raw(`select last_value, is_called from public.${ident(name)}`),
        );
        if (state)
          await target.query('select setval($1::regclass, $2, $3)', [
            `public.${ident(name)}`,
            String(state.last_value),
            state.is_called,
          ]);
      }
      await target.query('commit');
    } catch (err) {
      await target.query('rollback');
      throw err;
    }
    await source.close();
    source = undefined;

    const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
    const backupDir = `${pgliteDir}.migrated-${stamp}`;
    renameSync(pgliteDir, backupDir);
    log.info(
      `copied the PGlite database (${total} rows in ${sourceTables.length} tables, ${Date.now() - t0} ms) into the embedded PostgreSQL; the old files are kept in ${backupDir}`,
    );
    return { status: 'copied', tables: sourceTables.length, rows: total, backupDir };
  } finally {
    await source?.close();
    await target.end();
  }
}

const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`;

async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(TABLES_SQL);
  return rows.map((r) => r.name);
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Copies one table in batches read through a cursor; returns the row count (checked on both sides). */
async function copyTable(db: Executor, target: pg.Client, table: string): Promise<number> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${ident(table)}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  const list = columns.map((c) => ident(c.name)).join(', ');
  const qualified = `public.${ident(table)}`;
  const insert = `insert into ${qualified} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${qualified}, $1::json)`;
  let copied = 0;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        `declare copy_rows no scroll cursor for select to_json(x)::text as j from (select ${list} from ${qualified}) x`,
      ),
    );
    for (;;) {
      const batch = await queryRows<{ j: string }>(tx, sql.raw(`fetch ${BATCH_ROWS} from copy_rows`));
      if (batch.length === 0) break;
      await target.query(insert, [`[${batch.map((r) => r.j).join(',')}]`]);
      copied += batch.length;
    }
    await tx.execute(sql.raw('close copy_rows'));
  });
  const { rows } = await target.query<{ n: string }>(`select count(*)::text as n from ${qualified}`);
  if (Number(rows[0]?.n) !== copied)
    throw new Error(`table ${table}: copied ${copied} rows but PostgreSQL counts ${rows[0]?.n}`);
  return copied;
}
