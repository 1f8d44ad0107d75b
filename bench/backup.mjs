// Backups (ADR 045) on PostgreSQL: `npm run backup`'s dump and restore of a database of 100,000
// accounts and 1,000,000 points_ledger rows, beside baselines in the same run:
//  - the ledger alone drained with `COPY (select * from points_ledger) TO STDOUT` to nothing (pg-copy-streams),
//  - psql's `\copy points_ledger to /dev/null` (when psql is installed),
//  - pg_dump -Fc -Z1 and pg_restore --single-transaction of the same database (when their major
//    version is the server's or newer: Debian 12's pg_dump 15 serves the local PostgreSQL 15, not the
//    embedded 18, which is why the app has its own dump).
// The restored database is checked: every table's row count and the ledger invariant.
// Usage: npm run bench:backup   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
// BENCH_LEDGER_ROWS, BENCH_USERS to change the size)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import { backupDatabase, restoreDatabase } from '../apps/api/src/db/backup.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ADMIN_URL, freshDatabase, ledgerViolations } from './lib-pg.mjs';
import { printTable } from './lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const PER_USER = Math.ceil(LEDGER_ROWS / USERS);

const sourceUrl = await freshDatabase('bench_backup');
// Backups are signed (ADR 053): the bench's own throwaway key.
const key = process.env.BACKUP_KEY ?? 'bench-backup-key-'.padEnd(48, 'k');
const dir = mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
const mib = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const seconds = (ms) => (ms / 1000).toFixed(2);
const perSecond = (rows, ms) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}
function run(command, args, env = {}) {
  const t0 = performance.now();
  const r = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr}`);
  return performance.now() - t0;
}

const pool = new pg.Pool({ connectionString: sourceUrl, max: 4 });
try {
  const schema = await openDatabase({ kind: 'postgres', url: sourceUrl, poolSize: 1 });
  await schema.migrate();
  await schema.close();

  console.log(`creating ${USERS.toLocaleString()} accounts and ${(USERS * PER_USER).toLocaleString()} ledger rows…`);
  let t0 = performance.now();
  await pool.query(`
    insert into users (login, display_name)
    select 'user' || g, 'User ' || g from generate_series(1, ${USERS}) g`);
  await pool.query(`
    insert into user_identities (user_id, platform, platform_user_id, login, display_name)
    select id, 'twitch', 'tw' || login, login, display_name from users`);
  // Every ledger row with its running balance; then each balance is its ledger's sum (the invariant).
  await pool.query(`
    insert into points_ledger (user_id, delta, balance_after, reason, created_at)
    select u.id, d.delta, sum(d.delta) over (partition by u.id order by d.n), 'admin_adjust',
           now() - interval '1 day' + d.n * interval '1 second'
    from users u, lateral (select n, 1 + (n * 37 + length(u.login)) % 500 as delta from generate_series(1, ${PER_USER}) n) d`);
  await pool.query(`
    update users u set points = s.total from (select user_id, sum(delta) as total from points_ledger group by user_id) s
    where s.user_id = u.id`);
  await pool.query('vacuum analyze');
  const built = performance.now() - t0;
  const violations = await ledgerViolations(pool);
  if (violations) throw new Error(`${violations} accounts break the ledger invariant before the backup`);
  const [{ n: ledgerRows }] = (await pool.query('select count(*)::int as n from points_ledger')).rows;
  const server = (await pool.query('show server_version')).rows[0].server_version;
  console.log(`built in ${seconds(built)} s on PostgreSQL ${server}`);

  const rows = [];

  // Baseline 1: the ledger through COPY to nothing, in this process.
  {
    const client = new pg.Client({ connectionString: sourceUrl });
    await client.connect();
    t0 = performance.now();
    let bytes = 0;
    const stream = client.query(copyStreams.to('copy (select * from points_ledger) to stdout'));
    for await (const chunk of stream) bytes += chunk.length;
    const ms = performance.now() - t0;
    await client.end();
    rows.push({
      what: 'baseline: COPY (select * from points_ledger) TO STDOUT, drained',
      rows: ledgerRows,
      seconds: seconds(ms),
      'rows/s': perSecond(ledgerRows, ms),
      MiB: `${mib(bytes)} (text)`,
    });
  }

  // Baseline 2: psql's \copy of the ledger to /dev/null.
  if (has('psql')) {
    const ms = run('psql', [sourceUrl, '-qc', '\\copy points_ledger to /dev/null']);
    rows.push({
      what: "baseline: psql '\\copy points_ledger to /dev/null'",
      rows: ledgerRows,
      seconds: seconds(ms),
      'rows/s': perSecond(ledgerRows, ms),
      MiB: '',
    });
  }

  // The app's backup of the whole database.
  const file = path.join(dir, 'backup.gz');
  const backup = await backupDatabase({ url: sourceUrl, file, key });
  rows.push({
    what: 'npm run backup (whole database, gzip -1)',
    rows: backup.rows,
    seconds: seconds(backup.ms),
    'rows/s': perSecond(backup.rows, backup.ms),
    MiB: mib(backup.bytes),
  });

  // The app's restore into a new, empty database (migrations first, then every table, checks, analyze).
  const targetUrl = await freshDatabase('bench_backup_restored');
  const restore = await restoreDatabase({ url: targetUrl, file, key });
  rows.push({
    what: 'npm run restore (into an empty database)',
    rows: restore.rows,
    seconds: seconds(restore.ms),
    'rows/s': perSecond(restore.rows, restore.ms),
    MiB: mib(restore.bytes),
  });
  const target = new pg.Pool({ connectionString: targetUrl, max: 2 });
  const restoredViolations = await ledgerViolations(target);
  const [{ n: restoredLedger }] = (await target.query('select count(*)::int as n from points_ledger')).rows;
  await target.end();
  if (restoredViolations || restoredLedger !== ledgerRows || restore.rows !== backup.rows)
    throw new Error(
      `restored database differs: ${restoredViolations} ledger violations, ${restoredLedger} ledger rows of ${ledgerRows}, ${restore.rows} rows of ${backup.rows}`,
    );

  // Baseline 3: pg_dump / pg_restore of the same database, when their version can read the server.
  const dumpVersion = has('pg_dump')
    ? Number(/(\d+)/.exec(spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout)?.[1])
    : 0;
  if (dumpVersion >= Number(server.split('.')[0])) {
    const dump = path.join(dir, 'pg_dump.custom');
    const dumpMs = run('pg_dump', ['-Fc', '-Z', '1', '-f', dump, sourceUrl]);
    rows.push({
      what: `baseline: pg_dump ${dumpVersion} -Fc -Z 1`,
      rows: backup.rows,
      seconds: seconds(dumpMs),
      'rows/s': perSecond(backup.rows, dumpMs),
      MiB: mib(statSync(dump).size),
    });
    const pgRestoreUrl = await freshDatabase('bench_backup_pg_restore');
    const restoreMs = run('pg_restore', ['--single-transaction', '--no-owner', '-d', pgRestoreUrl, dump]);
    rows.push({
      what: `baseline: pg_restore ${dumpVersion} --single-transaction (schema, data, indexes)`,
      rows: backup.rows,
      seconds: seconds(restoreMs),
      'rows/s': perSecond(backup.rows, restoreMs),
      MiB: '',
    });
  } else {
    console.log(`(no pg_dump of version ${server.split('.')[0]} or newer: its baseline is skipped)`);
  }

  printTable(
    `Backup and restore of ${backup.rows.toLocaleString('en-US')} rows (${ledgerRows.toLocaleString('en-US')} ledger rows, ${USERS.toLocaleString('en-US')} accounts) on PostgreSQL ${server}`,
    rows,
  );
  console.log('restored database checked: every table counted as in the header, ledger invariant holds');
} finally {
  await pool.end();
  rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect().catch(() => {});
  for (const name of ['bench_backup', 'bench_backup_restored', 'bench_backup_pg_restore'])
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
}
