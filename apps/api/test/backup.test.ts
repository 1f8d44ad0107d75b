import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BackupError,
  BackupFileError,
  backupDatabase,
  backupKeyId,
  readBackupHeader,
  restoreDatabase,
  type BackupHeader,
} from '../src/db/backup';
import { openDatabase, queryRows, type Database } from '../src/db/client';
import { startEmbeddedServer, type EmbeddedServer } from '../src/db/embedded-server';
import { createTestApp, TEST_ORIGIN } from './helpers/app';
import { openTestDatabase } from './helpers/database';
import { createItem, createUser, expectLedgerInvariant, type TestUser } from './helpers/factories';
import { withDatabase } from './helpers/global-setup';

/*
 * Backups (ADR 045) on a real PostgreSQL server, never PGlite (its COPY writes to its virtual file
 * system, not to a client stream): DATABASE_URL's server when set (CI's PostgreSQL pass), else an
 * embedded PostgreSQL 18 on a throwaway DATA_DIR (the default `npm test` pass). The source is seeded
 * through the app's own API, backed up while the app keeps serving writes, and restored into fresh
 * databases.
 */

/** The BACKUP_KEY of these tests; OTHER_KEY plays a key the backups were not made with. */
const KEY = 'test-backup-key-'.padEnd(48, 'k');
const OTHER_KEY = 'another-backup-key-'.padEnd(48, 'o');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let embedded: EmbeddedServer | undefined;
let dataDir: string | undefined;
let adminUrl: string;
let source: Database;
let app: FastifyInstance;
/** Environment that names the source database the way the app's configuration does (for the CLI). */
let sourceEnv: Record<string, string>;
let files: string;
const createdDatabases: string[] = [];
const opened: Database[] = [];

let admin: TestUser;
let players: TestUser[];

beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), 'backup-files-'));
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
    source = await openTestDatabase();
    sourceEnv = { DATABASE_URL: source.url! };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backup-data-'));
    embedded = await startEmbeddedServer({ dataDir, port: 0, unsyncedInit: true });
    adminUrl = withDatabase(embedded.url, 'postgres');
    source = await openDatabase({ kind: 'postgres', url: embedded.url, poolSize: 20 });
    await source.migrate();
    sourceEnv = { DATA_DIR: dataDir };
  }
  app = await createTestApp(source, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
});

// A generous timeout: on a loaded machine, stopping the embedded server (its shutdown checkpoint) is slow.
afterAll(async () => {
  await app?.close();
  await source?.close();
  for (const database of opened) await database.close().catch(() => {});
  // The embedded server's data dir is deleted below with every database in it: dropping them one by
  // one first (each with its own checkpoint work) is only needed on a server that outlives the file.
  if (adminUrl && !embedded) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of createdDatabases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(files, { recursive: true, force: true });
}, 180_000);

/** A new, empty database on the same server (no tables); `migrated` runs the app's migrations in it. */
async function newDatabase(migrated = false): Promise<{ url: string; database: Database }> {
  const name = `backup_target_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  createdDatabases.push(name);
  const url = withDatabase(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  opened.push(database);
  if (migrated) await database.migrate();
  return { url, database };
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: who.cookie }, ...(payload ? { payload } : {}) });

async function ok(response: Promise<{ statusCode: number; body: string }>, status = 200) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(status);
  return JSON.parse(res.body) as Record<string, unknown>;
}

/** Row count and an order-independent digest of every table of `public`. */
async function digest(database: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; md5: string }>(
      database.db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from public."${name}" t`,
      ),
    );
    out[name] = row!;
  }
  return out;
}

/** Every index and constraint of `public` as PostgreSQL prints it back (the schema a restore must rebuild). */
async function schemaOf(database: Database): Promise<string[]> {
  const rows = await queryRows<{ d: string }>(
    database.db,
    sql`select t.relname || ': ' || pg_get_indexdef(i.oid) as d from pg_index x
          join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace where n.nspname = 'public'
        union all
        select cl.relname || ': ' || con.conname || ' ' || pg_get_constraintdef(con.oid) from pg_constraint con
          join pg_class cl on cl.oid = con.conrelid join pg_namespace n on n.oid = cl.relnamespace
        where n.nspname = 'public'`,
  );
  return rows.map((r) => r.d).sort();
}

const rowsOf = async (database: Database, query: string) => queryRows<unknown>(database.db, sql.raw(query));
const USERS_SQL = 'select * from users order by id';
const LEDGER_SQL = 'select * from points_ledger order by seq';

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The backup CLI (`npm run backup|restore`) as a child process, with the given environment. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/backup.ts', ...args], {
      cwd: root,
      env: { ...childEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}

type Parsed = { header: BackupHeader; rows: Map<string, string> };

/**
 * A copy of a backup file with its header and rows changed by `edit` (each table's COPY text as one
 * string). `signWith` signs the copy again as the holder of that key would; without it the copy keeps
 * the original integrity lines, as an edit by someone without the key does.
 */
function rewrite(file: string, edit: (parsed: Parsed) => void, signWith?: string): string {
  const body = gunzipSync(readFileSync(file));
  let at = 0;
  const line = () => {
    const end = body.indexOf(10, at);
    const out = body.subarray(at, end + 1);
    at = end + 1;
    return out;
  };
  const magic = line();
  const header = JSON.parse(line().toString()) as BackupHeader;
  const headerMac = line();
  const rows = new Map<string, string>();
  for (const table of header.tables) {
    const parts: Buffer[] = [];
    for (;;) {
      const length = body.readUInt32BE(at);
      at += 4;
      if (length === 0) break;
      parts.push(body.subarray(at, at + length));
      at += length;
    }
    rows.set(table.name, Buffer.concat(parts).toString());
  }
  const end = line();
  const fileMac = line();
  edit({ header, rows });

  const head = Buffer.concat([magic, Buffer.from(`${JSON.stringify(header)}\n`)]);
  const macLine = (data: Buffer) =>
    Buffer.from(
      `hmac-sha256 ${backupKeyId(signWith!)} ${createHmac('sha256', signWith!).update(data).digest('hex')}\n`,
    );
  const out: Buffer[] = [head, signWith ? macLine(head) : headerMac];
  for (const table of header.tables) {
    const text = Buffer.from(rows.get(table.name) ?? '');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(text.length);
    if (text.length) out.push(length, text);
    out.push(Buffer.alloc(4));
  }
  out.push(end);
  const signed = Buffer.concat(out);
  const name = path.join(files, `edited-${randomBytes(4).toString('hex')}.gz`);
  writeFileSync(name, gzipSync(Buffer.concat([signed, signWith ? macLine(signed) : fileMac])));
  return name;
}

/** `rows` (COPY text of `table`) with the column `column` of the row whose first value is `id` set to `value`. */
function setColumn(parsed: Parsed, table: string, id: string, column: string, value: string): void {
  const columns = parsed.header.tables.find((t) => t.name === table)!.columns;
  const index = columns.indexOf(column);
  let found = false;
  const lines = parsed.rows
    .get(table)!
    .split('\n')
    .map((row) => {
      const values = row.split('\t');
      if (values[columns.indexOf('id')] !== id) return row;
      found = true;
      values[index] = value;
      return values.join('\t');
    });
  expect(found, `${table} row ${id}`).toBe(true);
  parsed.rows.set(table, lines.join('\n'));
}

/** A backup file with its header changed by `edit` (the rows as they were), signed again with KEY. */
const withHeader = (file: string, edit: (header: BackupHeader) => void) =>
  rewrite(file, ({ header }) => edit(header), KEY);

// Restores migrate a database and the CLI runs under tsx: slower than the suite's 30 s on a busy machine.
describe('backup and restore', { timeout: 120_000 }, () => {
  let quiet: string;

  it('seeds through the API: accounts, ledger, Mines and Blackjack, a live hunt with bets, bonus hunts, a redemption', async () => {
    admin = await createUser(source, { role: 'Admin', login: 'boss' });
    players = [];
    for (let i = 0; i < 8; i++) players.push(await createUser(source, { points: 5_000, login: `viewer${i}` }));
    const [p0, p1, p2, p3, p4] = players as [TestUser, TestUser, TestUser, TestUser, TestUser];

    await ok(send('PUT', '/api/v1/points', admin, { id: p0.id, points: 7_500 }));
    await ok(send('PUT', '/api/v1/points', admin, { id: p1.id, points: 4_000 }));

    // Mines: one round left in play, one played to its end.
    await ok(send('POST', '/api/v1/mines', p0, { bet: 100, mines: 3 }));
    await ok(send('POST', '/api/v1/mines', p1, { bet: 50, mines: 24 }));
    const reveal = await ok(send('PUT', '/api/v1/mines', p1, { position: 1 }));
    if ((reveal.round as { status: string }).status === 'active') await ok(send('POST', '/api/v1/mines/cashout', p1));
    // Blackjack: a dealt hand (in play, or settled by a natural).
    await ok(
      send('POST', '/api/v1/blackjack/bet', p2, { bet: 20, sideBets: { perfectPairs: 5, twentyOnePlusThree: 3 } }),
    );

    // The catalogue, a personal bonus hunt with bonuses.
    await ok(
      send('POST', '/api/v1/slots/import', admin, {
        csv: 'name,provider\nGates of Olympus,Pragmatic Play\nSweet Bonanza,Pragmatic Play\nWanted Dead or a Wild,Hacksaw',
      }),
    );
    const slots = await queryRows<{ id: string }>(source.db, sql`select id from slots order by name`);
    const hunt = await ok(send('POST', '/api/v1/bonus-hunt', p3, { name: 'Friday' }), 201);
    for (const slot of slots)
      await ok(
        send('POST', `/api/v1/bonus-hunt/${hunt.id as string}/bonuses`, p3, { slot: slot.id, bet: '2.50' }),
        201,
      );

    // The live hunt: bonuses, GTB guesses and AVG bets (debited through the ledger).
    const live = await ok(send('POST', '/api/v1/admin/live-hunt', admin, { start: 100_000 }), 201);
    const huntId = live._id as string;
    for (const name of ['Gates of Olympus', 'Sweet Bonanza'])
      await ok(
        send('POST', '/api/v1/admin/live-hunt/bonuses', admin, {
          slot: { name, provider: 'Pragmatic Play' },
          bet: 200,
          superBonus: false,
        }),
        201,
      );
    await ok(send('POST', '/api/v1/admin/live-hunt/gtb', admin, { status: 'opened' }));
    await ok(send('POST', '/api/v1/admin/live-hunt/avg', admin, { status: 'opened' }));
    for (const [i, p] of [p0, p1, p2, p3].entries()) {
      await ok(send('PUT', `/api/v1/bonustracker/${huntId}/gtb`, p, { guess: 50_000 + i * 1_000 }));
      await ok(send('PUT', `/api/v1/bonustracker/${huntId}/avg`, p, { guess: 'ABCD'[i], bet: 10 + i }));
    }

    const item = await createItem(source, { cost: 25 });
    await ok(send('POST', `/api/v1/reedem/${item.id}`, p4));

    // Volume, so that the backup's COPY of the ledger lasts while the site writes: 30,000 more ledger
    // rows for one viewer, in one statement with the balance (the invariant holds).
    await source.db.execute(sql`with rows as (
        insert into points_ledger (user_id, delta, balance_after, reason)
        select ${p4.id}, 1, 0, 'admin_adjust' from generate_series(1, 30000) returning delta)
      update users set points = points + (select sum(delta) from rows) where id = ${p4.id}`);
    await expectLedgerInvariant(source);
  });

  it('backs up while the site writes; the restore is that one snapshot, ledger invariant included', async () => {
    const file = path.join(files, 'busy.gz');
    let stop = false;
    let during = 0;
    let backupRunning = false;
    const statuses: number[] = [];
    // Balance changes (a ledger row and a users update each) and reads, one after another, all along.
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const who = players[n % players.length]!;
        statuses.push(
          (await send('PUT', '/api/v1/points', admin, { id: who.id, points: 1_000 + (n % 97) })).statusCode,
        );
        statuses.push((await send('GET', '/api/v1/users/me', who)).statusCode);
        if (backupRunning) during++;
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    backupRunning = true;
    const report = await backupDatabase({ url: source.url!, file, key: KEY });
    backupRunning = false;
    await new Promise((r) => setTimeout(r, 50));
    stop = true;
    await writer;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(during).toBeGreaterThan(0);

    const header = await readBackupHeader(file, KEY);
    expect(header.format).toBe(2);
    expect(header.migrations.length).toBeGreaterThan(20);
    expect(report.rows).toBe(header.tables.reduce((s, t) => s + t.rows, 0));
    // The site kept writing after the snapshot: the source now has ledger rows the file does not.
    const ledgerInFile = header.tables.find((t) => t.name === 'points_ledger')!.rows;
    const [now] = await queryRows<{ n: number }>(source.db, sql`select count(*)::int as n from points_ledger`);
    expect(now!.n).toBeGreaterThan(ledgerInFile);
    expect(ledgerInFile).toBeGreaterThan(30_000);

    const target = await newDatabase();
    const restored = await restoreDatabase({ url: target.url, file, key: KEY });
    expect(restored.rows).toBe(report.rows);
    const counts = await digest(target.database);
    for (const table of header.tables) expect(counts[table.name]?.rows, table.name).toBe(table.rows);
    expect(Object.keys(counts).sort()).toEqual(header.tables.map((t) => t.name).sort());
    await expectLedgerInvariant(target.database);
  });

  it('a backup restored into a migrated empty database has every table identical, then takes new rows', async () => {
    quiet = path.join(files, 'quiet.gz');
    await backupDatabase({ url: source.url!, file: quiet, key: KEY });
    const target = await newDatabase(true);
    const report = await restoreDatabase({ url: target.url, file: quiet, key: KEY });
    expect(report.migrationsApplied).toBe(0);
    expect(await digest(target.database)).toEqual(await digest(source));
    expect(await rowsOf(target.database, USERS_SQL)).toEqual(await rowsOf(source, USERS_SQL));
    expect(await rowsOf(target.database, LEDGER_SQL)).toEqual(await rowsOf(source, LEDGER_SQL));
    await expectLedgerInvariant(target.database);
    // The ledger (over 10,000 rows) was loaded without its indexes and keys: all are back.
    expect(await schemaOf(target.database)).toEqual(await schemaOf(source));

    // Sequences: the restored app inserts ledger rows, live hunt events and GTB guesses after the
    // largest restored ids; the sessions came along, so the same cookies still sign in.
    const restoredApp = await createTestApp(target.database, { RATE_LIMIT_BETS_PER_MINUTE: '100000' });
    try {
      const [before] = await queryRows<{ seq: number }>(
        target.database.db,
        sql`select max(seq) as seq from points_ledger`,
      );
      const [eventsBefore] = await queryRows<{ seq: number }>(
        target.database.db,
        sql`select max(seq) as seq from live_hunt_events`,
      );
      const put = await restoredApp.inject({
        method: 'PUT',
        url: '/api/v1/points',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: { id: players[5]!.id, points: 123 },
      });
      expect(put.statusCode, put.body).toBe(200);
      const bonus = await restoredApp.inject({
        method: 'POST',
        url: '/api/v1/admin/live-hunt/bonuses',
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: { slot: { name: 'Wanted Dead or a Wild', provider: 'Hacksaw' }, bet: 100, superBonus: false },
      });
      expect(bonus.statusCode, bonus.body).toBe(201);
      const [after] = await queryRows<{ seq: number }>(
        target.database.db,
        sql`select max(seq) as seq from points_ledger`,
      );
      const [eventsAfter] = await queryRows<{ seq: number }>(
        target.database.db,
        sql`select max(seq) as seq from live_hunt_events`,
      );
      expect(after!.seq).toBeGreaterThan(before!.seq);
      expect(eventsAfter!.seq).toBeGreaterThan(eventsBefore!.seq);
      await createUser(target.database, { points: 10 });
      await expectLedgerInvariant(target.database);
    } finally {
      await restoredApp.close();
    }
  });

  it('refuses a non-empty database without --force and changes nothing; --force replaces its content', async () => {
    const target = await newDatabase();
    await restoreDatabase({ url: target.url, file: quiet, key: KEY });
    await createUser(target.database, { points: 77, login: 'extra' });
    const before = await digest(target.database);

    await expect(restoreDatabase({ url: target.url, file: quiet, key: KEY })).rejects.toThrow(/not empty .*--force/);
    expect(await digest(target.database)).toEqual(before);

    await restoreDatabase({ url: target.url, file: quiet, force: true, key: KEY });
    const [extra] = await queryRows<{ n: number }>(
      target.database.db,
      sql`select count(*)::int as n from users where login = 'extra'`,
    );
    expect(extra!.n).toBe(0);
    const header = await readBackupHeader(quiet, KEY);
    const after = await digest(target.database);
    for (const table of header.tables) expect(after[table.name]?.rows, table.name).toBe(table.rows);
    expect(await rowsOf(target.database, LEDGER_SQL)).toEqual(await rowsOf(source, LEDGER_SQL));
  });

  it('refuses a truncated or corrupt file, into an empty or (--force) a full database, changing nothing', async () => {
    const whole = readFileSync(quiet);
    const truncated = path.join(files, 'truncated.gz');
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    const flipped = Buffer.from(whole);
    flipped[Math.floor(whole.length * 0.5)]! ^= 0xff;
    const corrupt = path.join(files, 'corrupt.gz');
    writeFileSync(corrupt, flipped);
    const notGzip = path.join(files, 'plain.txt');
    writeFileSync(notGzip, 'hello\n');

    const empty = await newDatabase();
    for (const file of [truncated, notGzip]) {
      const refused = restoreDatabase({ url: empty.url, file, key: KEY });
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(/damaged|truncated|not a backup/);
      expect(await tableCount(empty.url)).toBe(0);
    }
    // A flipped byte fails where it shows first: inflating, the gzip check at the end, or the COPY
    // of the rows it garbles; in every case before the commit.
    await expect(restoreDatabase({ url: empty.url, file: corrupt, key: KEY })).rejects.toThrow();
    expect(await tableCount(empty.url)).toBe(0);

    const full = await newDatabase();
    await restoreDatabase({ url: full.url, file: quiet, key: KEY });
    const before = await digest(full.database);
    for (const file of [truncated, corrupt])
      await expect(restoreDatabase({ url: full.url, file, force: true, key: KEY })).rejects.toThrow();
    expect(await digest(full.database)).toEqual(before);
  });

  it('refuses an edited balance and an edited audit row (no matching MAC), into an empty or (--force) a full database', async () => {
    const p0 = players[0]!;
    // One viewer given 9,999 points with no ledger row; the audit rows' actor renamed.
    const balance = rewrite(quiet, (parsed) => setColumn(parsed, 'users', p0.id, 'points', '9999'));
    let renamed = 0;
    const audit = rewrite(quiet, ({ rows }) => {
      const text = rows.get('audit_log')!;
      renamed = text.split('\tboss\t').length - 1;
      rows.set('audit_log', text.replaceAll('\tboss\t', '\teve\t'));
    });
    expect(renamed).toBeGreaterThan(0);

    const empty = await newDatabase();
    for (const file of [balance, audit]) {
      const refused = restoreDatabase({ url: empty.url, file, key: KEY });
      await expect(refused).rejects.toThrow(BackupFileError);
      await expect(refused).rejects.toThrow(/the file fails its integrity check: the file was edited/);
      expect(await tableCount(empty.url)).toBe(0);
    }

    // --force over a live database: the tampered file changes nothing, its audit log included.
    const live = await newDatabase();
    await restoreDatabase({ url: live.url, file: quiet, key: KEY });
    await createUser(live.database, { points: 10, login: 'after' });
    const before = await digest(live.database);
    for (const file of [balance, audit])
      await expect(restoreDatabase({ url: live.url, file, force: true, key: KEY })).rejects.toThrow(/integrity check/);
    expect(await digest(live.database)).toEqual(before);
  });

  it('refuses a backup under another key, an edited header, an unsigned format-1 file and garbage, with a clear message', async () => {
    const empty = await newDatabase();
    await expect(restoreDatabase({ url: empty.url, file: quiet, key: OTHER_KEY })).rejects.toThrow(
      /made with another BACKUP_KEY \(key id [0-9a-f]{16}; this one is [0-9a-f]{16}\)/,
    );
    // The header's counts edited without the key: refused before anything touches the database.
    const header = rewrite(quiet, ({ header }) => {
      header.tables.find((t) => t.name === 'users')!.rows += 1;
    });
    await expect(restoreDatabase({ url: empty.url, file: header, key: KEY })).rejects.toThrow(
      /the header fails its integrity check/,
    );
    // A file of the format before signatures.
    const body = gunzipSync(readFileSync(quiet));
    const v1 = path.join(files, 'format1.gz');
    writeFileSync(v1, gzipSync(Buffer.concat([Buffer.from('streamer-community-backup 1\n{"tables":[]}\n')])));
    await expect(restoreDatabase({ url: empty.url, file: v1, key: KEY })).rejects.toThrow(
      /format 1, made before backups carried an integrity check/,
    );
    // Gzip of garbage; a header line that is not JSON; the integrity line missing.
    const garbage = path.join(files, 'garbage.gz');
    writeFileSync(garbage, gzipSync(randomBytes(4096)));
    const badJson = path.join(files, 'bad-json.gz');
    writeFileSync(badJson, gzipSync(Buffer.from('streamer-community-backup 2\n{"tables": [\n')));
    const noMac = path.join(files, 'no-mac.gz');
    writeFileSync(noMac, gzipSync(body.subarray(0, body.indexOf(10, body.indexOf(10) + 1) + 1)));
    for (const file of [garbage, badJson, noMac])
      await expect(restoreDatabase({ url: empty.url, file, key: KEY })).rejects.toThrow(BackupFileError);
    expect(await tableCount(empty.url)).toBe(0);
  });

  it('refuses a signed backup whose books do not balance (a balance that is not the sum of its ledger rows)', async () => {
    // As if the source itself had a balance without its ledger row: signed by the key's holder.
    const unbalanced = rewrite(quiet, (parsed) => setColumn(parsed, 'users', players[0]!.id, 'points', '9999'), KEY);
    const empty = await newDatabase();
    await expect(restoreDatabase({ url: empty.url, file: unbalanced, key: KEY })).rejects.toThrow(
      new RegExp(`books of the backup do not balance: 1 account.*user ${players[0]!.id}: balance 9999`),
    );
    expect(await tableCount(empty.url)).toBe(0);
  });

  it('refuses a backup from a newer version of the app, and a target migrated past the backup', async () => {
    const newer = withHeader(quiet, (h) => h.migrations.push({ hash: 'future', createdAt: 9_999_999_999_999 }));
    const empty = await newDatabase();
    await expect(restoreDatabase({ url: empty.url, file: newer, key: KEY })).rejects.toThrow(
      /newer version of the app/,
    );
    expect(await tableCount(empty.url)).toBe(0);

    const older = withHeader(quiet, (h) => h.migrations.pop());
    const migrated = await newDatabase(true);
    await expect(restoreDatabase({ url: migrated.url, file: older, key: KEY })).rejects.toThrow(
      /newer schema than the backup/,
    );
    expect(Object.values(await digest(migrated.database)).every((t) => t.rows === 0)).toBe(true);
  });

  // Eleven CLI runs under tsx, each migrating or starting what it needs: the longest test here.
  it(
    'the CLI backs up the database the configuration names and refuses to restore over it',
    { timeout: 300_000 },
    async () => {
      const file = path.join(files, 'cli.gz');
      const backup = await cli(['backup', file], { ...sourceEnv, BACKUP_KEY: KEY });
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toMatch(/points_ledger\s+[\d,]+ rows/);
      expect(backup.out).toMatch(/backed up [\d,]+ rows in \d+ tables in [\d.]+ s; file .*cli\.gz, [\d.]+ MiB/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      if (embedded) expect(backup.out).toContain('the running app');

      const before = await digest(source);
      const refused = await cli(['restore', file], { ...sourceEnv, BACKUP_KEY: KEY });
      expect(refused.code).toBe(1);
      expect(refused.err).toMatch(/not empty.*--force/);
      expect(await digest(source)).toEqual(before);

      // A tampered file, a row the database refuses, a truncated file: a sentence and exit code 65, no stack.
      const tampered = rewrite(file, (parsed) => setColumn(parsed, 'users', players[1]!.id, 'points', '9999'));
      const badRow = rewrite(file, (parsed) => setColumn(parsed, 'users', players[1]!.id, 'points', 'lots'), KEY);
      const truncated = path.join(files, 'cli-truncated.gz');
      writeFileSync(truncated, readFileSync(file).subarray(0, 2000));
      for (const [damaged, message] of [
        [tampered, /integrity check: the file was edited/],
        [badRow, /table users: the database refused a row of the file \(.*lots.*\): the file is damaged or was edited/],
        [truncated, /damaged or is not a backup|truncated/],
      ] as const) {
        const empty = await newDatabase();
        const res = await cli(['restore', damaged], { DATABASE_URL: empty.url, BACKUP_KEY: KEY });
        expect(res.code, res.err).toBe(65);
        expect(res.err).toMatch(message);
        expect(res.err).not.toMatch(/\n\s+at /);
      }
      const wrongKey = await cli(['restore', file], { DATABASE_URL: source.url!, BACKUP_KEY: OTHER_KEY });
      expect(wrongKey.code).toBe(65);
      expect(wrongKey.err).toMatch(/another BACKUP_KEY/);
      const production = await cli(['backup', file], {
        ...sourceEnv,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        SECRETS_KEY: 'k'.repeat(40),
        TWITCH_CLIENT_ID: 'id',
        TWITCH_CLIENT_SECRET: 'secret',
        PUBLIC_URL: 'https://example.com',
      });
      expect(production.code).toBe(1);
      expect(production.err).toMatch(/BACKUP_KEY is required in production/);

      // Outside production without BACKUP_KEY: the first backup makes DATA_DIR/backup-key, a restore reads
      // it, and a restore with no key anywhere is refused (it never makes one).
      const keyDir = mkdtempSync(path.join(tmpdir(), 'backup-key-'));
      const withFileKey = path.join(files, 'file-key.gz');
      const made = await cli(['backup', withFileKey], { DATABASE_URL: source.url!, DATA_DIR: keyDir });
      expect(made.code, made.err).toBe(0);
      expect(made.out).toContain(`signed with the key of ${path.join(keyDir, 'backup-key')}`);
      expect(statSync(path.join(keyDir, 'backup-key')).mode & 0o777).toBe(0o600);
      const noKeyDir = mkdtempSync(path.join(tmpdir(), 'backup-nokey-'));
      const noKey = await cli(['restore', withFileKey], {
        DATABASE_URL: (await newDatabase()).url,
        DATA_DIR: noKeyDir,
      });
      expect(noKey.code).toBe(1);
      expect(noKey.err).toMatch(
        /no BACKUP_KEY and no .*backup-key: set BACKUP_KEY to the key the backup was made with/,
      );
      const fromFile = await cli(['restore', withFileKey], {
        DATABASE_URL: (await newDatabase()).url,
        DATA_DIR: keyDir,
      });
      expect(fromFile.code, fromFile.err).toBe(0);
      rmSync(keyDir, { recursive: true, force: true });
      rmSync(noKeyDir, { recursive: true, force: true });

      const target = await newDatabase();
      const restored = await cli(['restore', file], { DATABASE_URL: target.url, BACKUP_KEY: KEY });
      expect(restored.code, restored.err).toBe(0);
      expect(restored.out).toMatch(/restored [\d,]+ rows/);
      expect(await digest(target.database)).toEqual(before);
    },
  );
});
