/**
 * npm run backup -- <file>             a consistent backup of the database in use, while the site runs
 * npm run restore -- <file> [--force]  into an empty database (--force replaces a non-empty one)
 *
 * The database is the server's: run it with the app's environment (or its `.env`, read as by `npm start`):
 * DATABASE_URL, else the embedded PostgreSQL of DATA_DIR — the running app's server when the app
 * runs (found through DATA_DIR/postgres/postmaster.pid), else started for the run and stopped after.
 * Backups are signed with BACKUP_KEY (HMAC-SHA256); a restore refuses a file it does not verify. In
 * production BACKUP_KEY is required; elsewhere, unset, the key of DATA_DIR/backup-key is used (made by
 * the first backup).
 * Exit codes: 0 done, 1 refused or failed, 65 the file is refused (damaged, edited, another key),
 * 64 usage. The file format and the rules: db/backup.ts, ADRs 045 and 053.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config';
import {
  BackupError,
  BackupFileError,
  backupDatabase,
  backupKeyId,
  restoreDatabase,
  type BackupReport,
} from '../db/backup';
import { EmbeddedServerError, startEmbeddedServer } from '../db/embedded-server';
import { backupKeyFile, resolveBackupKey } from '../lib/session-secret';

const USAGE = `usage: npm run backup -- <file>
       npm run restore -- <file> [--force]`;

type Target = { url: string; label: string; close(): Promise<void> };

/** BACKUP_KEY; outside production, unset, DATA_DIR/backup-key (a backup makes it, a restore needs it). */
function backupKey(config: Config, mode: 'backup' | 'restore'): { key: string; label: string } {
  if (config.BACKUP_KEY)
    return { key: config.BACKUP_KEY, label: `BACKUP_KEY (key id ${backupKeyId(config.BACKUP_KEY)})` };
  if (config.isProduction)
    throw new BackupError(
      "BACKUP_KEY is required in production: backups are signed with it and a restore verifies them with it (at least 32 characters, in the app's environment; keep a copy apart from the backups)",
    );
  const file = backupKeyFile(path.resolve(config.DATA_DIR));
  const key = resolveBackupKey(undefined, path.resolve(config.DATA_DIR), mode === 'backup');
  if (!key)
    throw new BackupError(
      `no BACKUP_KEY and no ${file}: set BACKUP_KEY to the key the backup was made with (or put its ${path.basename(file)} file back)`,
    );
  return { key, label: `the key of ${file} (key id ${backupKeyId(key)}; BACKUP_KEY is unset)` };
}

async function openTarget(mode: 'backup' | 'restore'): Promise<Target> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    const u = new URL(config.DATABASE_URL);
    return { url: config.DATABASE_URL, label: `${u.host}${u.pathname} (DATABASE_URL)`, close: async () => {} };
  }
  if (config.EMBEDDED_DB === 'pglite')
    throw new BackupError(
      `EMBEDDED_DB=pglite: backups work on PostgreSQL only. Stop the app and copy ${path.join(config.DATA_DIR, 'pglite')} instead`,
    );
  const dataDir = path.resolve(config.DATA_DIR);
  if (mode === 'backup' && !existsSync(path.join(dataDir, 'postgres', 'PG_VERSION')))
    throw new BackupError(
      `no embedded database in ${path.join(dataDir, 'postgres')}: set DATA_DIR (or DATABASE_URL) as the app has it`,
    );
  const server = await startEmbeddedServer({
    dataDir,
    port: config.EMBEDDED_DB_PORT,
    reuseRunning: true,
    log: { info: () => {}, warn: (message) => console.error(message) },
  });
  const label = server.owned
    ? `the embedded PostgreSQL of ${dataDir} (${server.created ? 'created, ' : ''}started for this run on port ${server.port})`
    : `the embedded PostgreSQL of the running app (${dataDir}, port ${server.port})`;
  return { url: server.url, label, close: () => server.stop() };
}

const count = (n: number) => n.toLocaleString('en-US');

function printTable(report: BackupReport, verb: string): void {
  const width = Math.max(...report.tables.map((t) => t.name.length), 5);
  const byName = [...report.tables].sort((a, b) => a.name.localeCompare(b.name));
  for (const t of byName) console.log(`  ${t.name.padEnd(width)}  ${count(t.rows).padStart(12)} rows`);
  const mib = report.bytes / 1024 / 1024;
  console.log(
    `${verb} ${count(report.rows)} rows in ${report.tables.length} tables in ${(report.ms / 1000).toFixed(1)} s; file ${report.file}, ${mib.toFixed(1)} MiB`,
  );
}

async function main(argv: string[]): Promise<number> {
  const [mode, ...rest] = argv;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  const unknown = files.filter((a) => a.startsWith('--'));
  if (
    (mode !== 'backup' && mode !== 'restore') ||
    files.length !== 1 ||
    unknown.length ||
    (force && mode !== 'restore')
  ) {
    console.error(USAGE);
    return 64;
  }
  // npm runs scripts in the project's folder: a relative file is relative to it.
  const file = path.resolve(files[0]!);
  const { key, label: keyLabel } = backupKey(loadConfig(), mode);
  const target = await openTarget(mode);
  try {
    if (mode === 'backup') {
      console.log(`backup of ${target.label} into ${file}, signed with ${keyLabel}`);
      printTable(await backupDatabase({ url: target.url, file, key }), 'backed up');
    } else {
      console.log(
        `restore of ${file} into ${target.label}${force ? ' (--force: its content is replaced)' : ''}, verified with ${keyLabel}`,
      );
      const report = await restoreDatabase({ url: target.url, file, force, key });
      printTable(report, 'restored');
      if (report.migrationsApplied) console.log(`schema: ${report.migrationsApplied} migrations applied first`);
      console.log('start the app: it migrates the database to its own version if the backup is older');
    }
    return 0;
  } finally {
    await target.close();
  }
}

// A local .env (see .env.example) fills in what the shell did not set, as for `npm start`.
const envFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Known failures are told in a sentence; a stack only for what nobody foresaw.
    const known =
      err instanceof BackupError ||
      err instanceof ConfigError ||
      err instanceof EmbeddedServerError ||
      err instanceof pg.DatabaseError;
    const message =
      err instanceof pg.DatabaseError ? `the database refused it: ${err.message}` : (err as Error).message;
    console.error(`${process.argv[2] ?? 'backup'} failed: ${known ? message : String((err as Error).stack ?? err)}`);
    process.exit(err instanceof BackupFileError ? 65 : 1);
  },
);
