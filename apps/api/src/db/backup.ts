import { createHmac, timingSafeEqual, type Hmac } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from './client';

/*
 * Logical backups of the app's PostgreSQL database (ADR 045), made from Node because the embedded
 * server is PostgreSQL 18 and no pg_dump of that version is at hand (the npm packages ship the
 * server only; Debian 12's pg_dump 15 refuses a newer server).
 *
 * The file is one gzip stream:
 *   line 1   `streamer-community-backup 2` (magic and format version)
 *   line 2   the header, one line of JSON (BackupHeader): migrations applied, tables with their
 *            columns and row counts in foreign-key order, sequence states
 *   line 3   `hmac-sha256 <key id> <mac>`: HMAC-SHA256 under BACKUP_KEY of the exact bytes of lines 1
 *            and 2, so the header is trusted before anything is done with it
 *   then     each table's rows in COPY text format, in header order, as frames: a 4-byte big-endian
 *            length and that many bytes; a length of 0 ends the table
 *   then     `end` and a newline
 *   last     `hmac-sha256 <key id> <mac>` and a newline: HMAC-SHA256 of every byte before this line;
 *            nothing may follow (gzip's CRC and length check the rest)
 * The key id (an HMAC of a fixed text, never the key) tells a wrong key from an edited file.
 *
 * A backup reads one REPEATABLE READ snapshot, so it is consistent while the site keeps writing.
 * A restore is one transaction: migrate the empty target to the backup's migration level, COPY every
 * table in, set the sequences, check the counts, the file's MAC and the books (every balance equals
 * the sum of its ledger rows), commit; any failure (a damaged or edited file included) rolls all of
 * it back.
 */

export const BACKUP_MAGIC = 'streamer-community-backup';
export const BACKUP_FORMAT = 2;

export type BackupTable = { name: string; columns: string[]; rows: number };
export type BackupHeader = {
  format: number;
  createdAt: string;
  /** `server_version` of the source. */
  server: string;
  /** drizzle's applied migrations of the source, oldest first (`created_at` is the journal's `when`). */
  migrations: { hash: string; createdAt: number }[];
  /** Every table of `public`, parents before children (see `ordered`). */
  tables: BackupTable[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  /** False when foreign keys form a cycle: the restore then turns the checks off (superuser only). */
  ordered: boolean;
};

export type TableCount = { name: string; rows: number };
export type BackupReport = { file: string; bytes: number; tables: TableCount[]; rows: number; ms: number };
export type RestoreReport = BackupReport & { migrationsApplied: number; replaced: boolean };

/** A refusal or a damaged file: the message is meant for the operator, and nothing was changed. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The file itself is refused: damaged, truncated, edited, signed with another key, not a backup. */
export class BackupFileError extends BackupError {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const MAC_PREFIX = 'hmac-sha256';
/** A short fingerprint of the key (an HMAC of a fixed text): names the key without revealing it. */
export const backupKeyId = (key: string) =>
  createHmac('sha256', key).update('streamer-community-backup key id').digest('hex').slice(0, 16);
const macLine = (key: string, mac: Buffer) => `${MAC_PREFIX} ${backupKeyId(key)} ${mac.toString('hex')}\n`;

/** Checks a `hmac-sha256 <key id> <mac>` line against the MAC computed from the file's bytes. */
function checkMac(key: string, line: string, computed: Buffer, what: string): void {
  const [prefix, keyId, hex, ...rest] = line.split(' ');
  if (prefix !== MAC_PREFIX || !keyId || !hex || rest.length || !/^[0-9a-f]{64}$/.test(hex))
    throw new BackupFileError(`${what}: its integrity line is missing or garbled: the file is damaged`);
  if (keyId !== backupKeyId(key))
    throw new BackupFileError(
      `the backup was made with another BACKUP_KEY (key id ${keyId}; this one is ${backupKeyId(key)}): set BACKUP_KEY to the key it was made with`,
    );
  if (!timingSafeEqual(Buffer.from(hex, 'hex'), computed))
    throw new BackupFileError(`${what} fails its integrity check: the file was edited or is damaged`);
}

/** The advisory lock id of `db/client.ts`'s migrate: a restore holds it so no instance migrates meanwhile. */
const MIGRATION_LOCK_ID = 7_214_611;
/** Rows are framed in pieces of about this size (COPY hands them over a few kilobytes at a time). */
const FRAME_BYTES = 256 * 1024;
const END_LINE = 'end';
/** From this many rows a table is loaded without its indexes and keys, which are built after (as pg_restore does). */
const BULK_ROWS = 10_000;
const MAX_HEADER_BYTES = 64 * 1024 * 1024;

const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`;

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: string) => `public.${ident(table)}`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function publicTables(client: pg.ClientBase): Promise<string[]> {
  return (await client.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name);
}

/** Stored columns of every table of `public`, in order (generated columns are computed again, never copied). */
async function tableColumns(client: pg.ClientBase): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table, array_agg(a.attname::text order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by c.relname`,
  );
  return new Map(rows.map((r) => [r.table, r.columns]));
}

/** The tables among `tables` that hold at least one row (one round trip). */
async function tablesWithRows(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  const { rows } = await client.query<{ name: string }>(
    tables.map((t) => `select ${literal(t)} as name where exists (select 1 from ${qualified(t)})`).join(' union all '),
  );
  return rows.map((r) => r.name);
}

/**
 * The tables with every table after the tables it references (ties by name), so a restore can load
 * them one after another with the foreign keys checked. `ordered` is false when references form a
 * cycle (the tables of the cycle then come last, by name).
 */
export async function foreignKeyOrder(
  client: pg.ClientBase,
  tables: string[],
): Promise<{ tables: string[]; ordered: boolean }> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select cl.relname as child, pl.relname as parent
     from pg_constraint con
     join pg_class cl on cl.oid = con.conrelid join pg_namespace cn on cn.oid = cl.relnamespace
     join pg_class pl on pl.oid = con.confrelid join pg_namespace pn on pn.oid = pl.relnamespace
     where con.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of rows) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const done = new Set<string>();
  const order: string[] = [];
  const remaining = [...tables].sort();
  for (;;) {
    const next = remaining.find((t) => [...parents.get(t)!].every((p) => done.has(p)));
    if (next === undefined) break;
    order.push(next);
    done.add(next);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return { tables: [...order, ...remaining], ordered: remaining.length === 0 };
}

async function appliedMigrations(client: pg.ClientBase): Promise<{ hash: string; createdAt: number }[] | undefined> {
  const { rows: found } = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!found[0]?.t) return undefined;
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * Drops the indexes, primary and unique keys of `tables` and every foreign key to or from them, and
 * returns the statements that create them again (indexes, then keys, then foreign keys): rows load
 * faster into a table without indexes, a sorted build is faster than a million inserts into a
 * btree or a trigram index, and a foreign key added to a full table checks all rows in one join.
 * Run inside the restore's transaction, so the schema is whole again at commit or never changed.
 */
async function dropIndexesOfBigTables(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  const { rows: constraints } = await client.query<{ name: string; tbl: string; def: string; kind: string }>(
    `select con.conname as name, cl.relname as tbl, pg_get_constraintdef(con.oid) as def, con.contype as kind
     from pg_constraint con
     join pg_class cl on cl.oid = con.conrelid join pg_namespace n on n.oid = cl.relnamespace
     left join pg_class pl on pl.oid = con.confrelid
     where n.nspname = 'public'
       and ((con.contype = 'f' and (cl.relname = any($1) or pl.relname = any($1)))
         or (con.contype in ('p', 'u') and cl.relname = any($1)))
     order by con.contype = 'f' desc, cl.relname, con.conname`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and t.relname = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype in ('p', 'u', 'x'))
     order by t.relname, i.relname`,
    [tables],
  );
  // Foreign keys first (they lean on the keys' indexes), then the keys, then the plain indexes.
  for (const c of constraints) await client.query(`alter table ${qualified(c.tbl)} drop constraint ${ident(c.name)}`);
  for (const i of indexes) await client.query(`drop index public.${ident(i.name)}`);
  const add = (c: { name: string; tbl: string; def: string }) =>
    `alter table ${qualified(c.tbl)} add constraint ${ident(c.name)} ${c.def}`;
  return [
    ...indexes.map((i) => i.def),
    ...constraints.filter((c) => c.kind !== 'f').map(add),
    ...constraints.filter((c) => c.kind === 'f').map(add),
  ];
}

/**
 * Empties `tables` for a restore that replaces a database's content (--force), in the restore's
 * transaction. A table that refuses TRUNCATE (the append-only audit log, migration 0026) has its
 * TRUNCATE triggers disabled for this statement and enabled again before the commit: owner-only DDL,
 * done only here, after the backup's header has been verified (ADR 053).
 */
async function emptyTables(client: pg.ClientBase, tables: string[]): Promise<void> {
  const { rows: guards } = await client.query<{ tbl: string; name: string }>(
    `select c.relname as tbl, t.tgname as name
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D' and (t.tgtype & 32) <> 0`,
  );
  const toggle = async (state: 'disable' | 'enable') => {
    for (const g of guards) await client.query(`alter table ${qualified(g.tbl)} ${state} trigger ${ident(g.name)}`);
  };
  await toggle('disable');
  await client.query(`truncate ${tables.map(qualified).join(', ')} cascade`);
  await toggle('enable');
}

/** Writes into a stream and waits when it asks to (the gzip or COPY stream's backpressure). */
async function writeTo(stream: NodeJS.WritableStream, chunk: Buffer | string): Promise<void> {
  if (!stream.write(chunk)) await once(stream as unknown as NodeJS.EventEmitter, 'drain');
}

/**
 * Writes a consistent backup of the database at `url` into `file` (written as `file.partial-<pid>`,
 * synced, then renamed: a failed run never leaves a file that looks complete). Readers and writers
 * of the site go on meanwhile; only DDL on the app's tables waits for it (ACCESS SHARE locks).
 */
export async function backupDatabase(options: {
  url: string;
  file: string;
  /** The HMAC key (BACKUP_KEY): a restore needs the same one. */
  key: string;
  /** gzip level, 1 (fast, the default) to 9. */
  level?: number;
  onTable?: (table: TableCount) => void;
}): Promise<BackupReport> {
  const { key } = options;
  if (!key) throw new BackupError('no backup key: a backup is signed with BACKUP_KEY');
  const t0 = performance.now();
  const file = path.resolve(options.file);
  const partial = `${file}.partial-${process.pid}`;
  const client = new pg.Client({ connectionString: options.url, application_name: 'backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const migrations = await appliedMigrations(client);
    if (!migrations?.length)
      throw new BackupError('this database has no drizzle migrations table: it is not a database of this app');
    const all = await publicTables(client);
    if (all.length) await client.query(`lock table ${all.map(qualified).join(', ')} in access share mode`);
    const { tables: order, ordered } = await foreignKeyOrder(client, all);
    const columns = await tableColumns(client);
    const tables: BackupTable[] = [];
    for (const name of order) {
      const { rows } = await client.query<{ n: string }>(`select count(*)::text as n from ${qualified(name)}`);
      tables.push({ name, columns: columns.get(name)!, rows: Number(rows[0]!.n) });
    }
    const sequences: BackupHeader['sequences'] = [];
    const { rows: seqNames } = await client.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' order by 1`,
    );
    for (const { name } of seqNames) {
      const { rows } = await client.query<{ v: string; called: boolean }>(
        `select last_value::text as v, is_called as called from ${qualified(name)}`,
      );
      sequences.push({ name, lastValue: rows[0]!.v, isCalled: rows[0]!.called });
    }
    const { rows: version } = await client.query<{ server_version: string }>('show server_version');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      server: version[0]!.server_version,
      migrations,
      tables,
      sequences,
      ordered,
    };

    const gzip = createGzip({ level: options.level ?? 1 });
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    // Until `written` is awaited below, a write error reaches the writes through gzip's 'error'.
    written.catch(() => {});
    // Every byte written goes through the MAC of the whole file.
    const mac = createHmac('sha256', key);
    const put = async (chunk: Buffer | string) => {
      mac.update(chunk);
      await writeTo(gzip, chunk);
    };
    const head = `${BACKUP_MAGIC} ${BACKUP_FORMAT}\n${JSON.stringify(header)}\n`;
    await put(head);
    await put(macLine(key, createHmac('sha256', key).update(head).digest()));
    for (const table of tables) {
      const columns = table.columns.map(ident).join(', ');
      const stream = client.query(copyTo(`copy ${qualified(table.name)} (${columns}) to stdout`));
      let pending: Buffer[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        const length = Buffer.alloc(4);
        length.writeUInt32BE(size);
        await put(length);
        await put(pending.length === 1 ? pending[0]! : Buffer.concat(pending, size));
        pending = [];
        size = 0;
      };
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        pending.push(chunk);
        size += chunk.length;
        if (size >= FRAME_BYTES) await flush();
      }
      await flush();
      await put(Buffer.alloc(4));
      if (stream.rowCount !== table.rows)
        throw new Error(`table ${table.name}: COPY sent ${stream.rowCount} rows, the snapshot counts ${table.rows}`);
      options.onTable?.({ name: table.name, rows: table.rows });
    }
    await put(`${END_LINE}\n`);
    gzip.end(macLine(key, mac.digest()));
    await written;
    // On disk before it takes its final name.
    const synced = await open(partial, 'r+');
    try {
      await synced.sync();
    } finally {
      await synced.close();
    }
    await client.query('commit');
    await rename(partial, file);
    const rows = tables.reduce((sum, t) => sum + t.rows, 0);
    return {
      file,
      bytes: (await stat(file)).size,
      tables: tables.map((t) => ({ name: t.name, rows: t.rows })),
      rows,
      ms: performance.now() - t0,
    };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Reads a gunzipped backup: lines, exact byte counts, pieces forwarded without copying. */
class BackupReader {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  private ended = false;
  private readonly source: AsyncIterator<Buffer>;
  /** The MAC of every byte taken so far, until `digest`. */
  private mac: Hmac | undefined;

  constructor(stream: AsyncIterable<Buffer>, key: string) {
    this.source = stream[Symbol.asyncIterator]();
    this.mac = createHmac('sha256', key);
  }

  /** The MAC of the bytes read so far; the bytes read after it are outside it. */
  digest(): Buffer {
    const mac = this.mac!.digest();
    this.mac = undefined;
    return mac;
  }

  /** Buffers at least `n` bytes; false at the end of the data. */
  private async fill(n: number): Promise<boolean> {
    while (this.size < n && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else if (next.value.length) {
        this.chunks.push(next.value);
        this.size += next.value.length;
      }
    }
    return this.size >= n;
  }

  private take(n: number): Buffer {
    const first = this.chunks[0]!;
    let piece = first;
    if (first.length > n) {
      this.chunks[0] = first.subarray(n);
      this.size -= n;
      piece = first.subarray(0, n);
    } else {
      this.chunks.shift();
      this.size -= first.length;
    }
    this.mac?.update(piece);
    return piece;
  }

  async exact(n: number, what: string): Promise<Buffer> {
    if (!(await this.fill(n))) throw new BackupFileError(`the file ends early (in ${what}): it is truncated`);
    const parts: Buffer[] = [];
    let left = n;
    while (left > 0) {
      const part = this.take(left);
      parts.push(part);
      left -= part.length;
    }
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts, n);
  }

  /** Hands `n` bytes to `sink` in the pieces they arrived in. */
  async forward(n: number, what: string, sink: (piece: Buffer) => Promise<void>): Promise<void> {
    let left = n;
    while (left > 0) {
      if (!(await this.fill(1))) throw new BackupFileError(`the file ends early (in ${what}): it is truncated`);
      const piece = this.take(left);
      left -= piece.length;
      await sink(piece);
    }
  }

  /** The next line's exact bytes, its newline included. */
  async lineBytes(max: number, what: string): Promise<Buffer> {
    let scanned = 0;
    for (;;) {
      let offset = 0;
      for (const chunk of this.chunks) {
        const at = chunk.indexOf(10, Math.max(0, scanned - offset));
        if (at >= 0) return this.exact(offset + at + 1, what);
        offset += chunk.length;
      }
      scanned = offset;
      if (scanned > max) throw new BackupFileError(`${what} is longer than ${max} bytes: not a backup of this app`);
      if (!(await this.fill(this.size + 1)))
        throw new BackupFileError(`the file ends early (in ${what}): it is truncated`);
    }
  }

  async line(max: number, what: string): Promise<string> {
    return (await this.lineBytes(max, what)).toString('utf8').slice(0, -1);
  }

  async atEnd(): Promise<boolean> {
    return !(await this.fill(1));
  }
}

/**
 * Opens a backup file, reads its header and checks the header's MAC under `key` before trusting
 * anything in it; the reader then stands at the first table's rows.
 */
async function openBackup(
  file: string,
  key: string,
): Promise<{ header: BackupHeader; reader: BackupReader; close(): void }> {
  if (!key) throw new BackupError('no backup key: a restore needs the BACKUP_KEY the backup was made with');
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const reader = new BackupReader(gunzip, key);
  const close = () => {
    source.destroy();
    gunzip.destroy();
  };
  try {
    const magicBytes = await reader.lineBytes(256, 'the first line');
    const magic = magicBytes.toString('utf8').slice(0, -1);
    if (!magic.startsWith(`${BACKUP_MAGIC} `)) throw new BackupFileError(`${file} is not a backup of this app`);
    const format = Number(magic.slice(BACKUP_MAGIC.length + 1));
    if (format === 1)
      throw new BackupFileError(
        `${file} is a backup of format 1, made before backups carried an integrity check: it cannot be verified, and this version restores only signed backups (format ${BACKUP_FORMAT})`,
      );
    if (format !== BACKUP_FORMAT)
      throw new BackupFileError(
        `${file} is a backup of format ${magic.slice(BACKUP_MAGIC.length + 1)}; this version reads format ${BACKUP_FORMAT}`,
      );
    const headerBytes = await reader.lineBytes(MAX_HEADER_BYTES, 'the header');
    const expected = createHmac('sha256', key).update(magicBytes).update(headerBytes).digest();
    checkMac(key, await reader.line(256, 'the header'), expected, 'the header');
    const header = JSON.parse(headerBytes.toString('utf8')) as BackupHeader;
    if (!Array.isArray(header.tables) || !Array.isArray(header.migrations) || !Array.isArray(header.sequences))
      throw new BackupFileError(`${file}: the header is incomplete`);
    return { header, reader, close };
  } catch (err) {
    close();
    throw damaged(file, err);
  }
}

/** Errors of reading the file (zlib, JSON) become one BackupError naming the file. */
function damaged(file: string, err: unknown): Error {
  if (err instanceof BackupError) return err;
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT' || e.code === 'EACCES' || e.code === 'EISDIR') return new BackupError(e.message);
  if (e.code?.startsWith('Z_') || err instanceof SyntaxError)
    return new BackupFileError(`${file} is damaged or is not a backup of this app (${e.message})`);
  return err as Error;
}

/**
 * The books of the restored data, before the commit: every balance equals the sum of its ledger
 * rows and none is negative (the invariant every balance change keeps in its transaction). A
 * signed file of a source whose books were off is refused too: restoring it would carry the error on.
 */
async function checkBooks(client: pg.ClientBase): Promise<void> {
  const { rows: present } = await client.query<{ users: string | null; ledger: string | null }>(
    `select to_regclass('public.users')::text as users, to_regclass('public.points_ledger')::text as ledger`,
  );
  if (!present[0]?.users || !present[0].ledger) return;
  const { rows } = await client.query<{ id: string; points: string; ledger: string; n: string }>(
    `select id::text, points::text, ledger::text, count(*) over ()::text as n from (
       select u.id, u.points, coalesce(sum(l.delta), 0) as ledger
       from users u left join points_ledger l on l.user_id = u.id group by u.id) b
     where points <> ledger or points < 0 order by id limit 3`,
  );
  if (!rows.length) return;
  const examples = rows.map((r) => `user ${r.id}: balance ${r.points}, ledger ${r.ledger}`).join('; ');
  throw new BackupFileError(
    `the books of the backup do not balance: ${rows[0]!.n} account(s) whose balance is not the sum of their ledger rows (${examples}): nothing was restored`,
  );
}

/** The header of a backup file (its migrations, tables and row counts), checked under `key`, without reading the rows. */
export async function readBackupHeader(file: string, key: string): Promise<BackupHeader> {
  const { header, close } = await openBackup(file, key);
  close();
  return header;
}

/**
 * Restores `file` into the database at `url`, in one transaction. The target must be empty (no
 * rows in any table; no tables at all is the usual case) unless `force`, which empties it first.
 * Refused: a backup made by a newer version of the app (migrations this code does not have), a
 * target whose schema is newer than the backup's, a damaged file. Anything refused or failed
 * leaves the target as it was.
 */
export async function restoreDatabase(options: {
  url: string;
  file: string;
  force?: boolean;
  /** The HMAC key the backup was made with (BACKUP_KEY). */
  key: string;
  /** The migrations of this code (tests may pass another folder). */
  migrationsFolder?: string;
  onTable?: (table: TableCount) => void;
}): Promise<RestoreReport> {
  const t0 = performance.now();
  const file = path.resolve(options.file);
  const code = readMigrationFiles({ migrationsFolder: options.migrationsFolder ?? migrationsFolder() });
  const { header, reader, close } = await openBackup(file, options.key);
  const client = new pg.Client({ connectionString: options.url, application_name: 'restore' });
  try {
    const known = new Map(code.map((m) => [m.folderMillis, m]));
    const unknown = header.migrations.filter((m) => !known.has(m.createdAt));
    if (unknown.length)
      throw new BackupError(
        `the backup was made by a newer version of the app: its schema has ${unknown.length} migration(s) this code does not have; restore it with that version (or newer)`,
      );
    const level = Math.max(0, ...header.migrations.map((m) => m.createdAt));

    await client.connect();
    await client.query('begin');
    let applied = 0;
    try {
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const existing = await publicTables(client);
      const targetMigrations = await appliedMigrations(client);
      if (existing.length && !targetMigrations)
        throw new BackupError(
          `the database has tables (${existing.slice(0, 3).join(', ')}…) but no migrations of this app: restore into an empty database`,
        );
      const full = await tablesWithRows(client, existing);
      if (full.length && !options.force)
        throw new BackupError(
          `the database is not empty (table ${full[0]} has rows): restore into an empty database, or add --force to replace its whole content`,
        );
      const replaced = full.length > 0;
      const targetLevel = Math.max(0, ...(targetMigrations ?? []).map((m) => m.createdAt));
      if (targetLevel > level)
        throw new BackupError(
          'the database has a newer schema than the backup (it was migrated by a newer version of the app): restore into a new, empty database, then start the app to migrate it',
        );

      // The backup's schema: this code's migrations up to the backup's level, as drizzle applies them.
      await client.query('create schema if not exists drizzle');
      await client.query(
        'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
      );
      for (const migration of code) {
        if (migration.folderMillis <= targetLevel || migration.folderMillis > level) continue;
        for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
        await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.folderMillis,
        ]);
        applied++;
      }

      const tables = await publicTables(client);
      const missing = header.tables.filter((t) => !tables.includes(t.name)).map((t) => t.name);
      if (missing.length)
        throw new BackupError(
          `tables of the backup missing after migrating: ${missing.join(', ')} (a damaged header?)`,
        );
      const columns = await tableColumns(client);
      for (const table of header.tables) {
        const schema = columns.get(table.name) ?? [];
        if ([...schema].sort().join(',') !== [...table.columns].sort().join(','))
          throw new BackupError(
            `table ${table.name}: the backup's columns (${table.columns.join(', ')}) differ from the schema's (${schema.join(', ')})`,
          );
      }
      // Empties what holds rows: the content --force replaces, anything a migration inserted.
      const toEmpty = await tablesWithRows(client, tables);
      if (toEmpty.length) await emptyTables(client, toEmpty);
      if (!header.ordered) await client.query('set local session_replication_role = replica');
      const rebuild = await dropIndexesOfBigTables(
        client,
        header.tables.filter((t) => t.rows >= BULK_ROWS).map((t) => t.name),
      );

      const counts: TableCount[] = [];
      for (const table of header.tables) {
        const sink = client.query(
          copyFrom(`copy ${qualified(table.name)} (${table.columns.map(ident).join(', ')}) from stdin`),
        );
        let failure: Error | undefined;
        sink.on('error', (err) => (failure ??= err));
        try {
          for (;;) {
            const length = (await reader.exact(4, `table ${table.name}`)).readUInt32BE(0);
            if (length === 0) break;
            await reader.forward(length, `table ${table.name}`, async (piece) => {
              if (failure) throw failure;
              await writeTo(sink, piece);
            });
          }
          sink.end();
          await finished(sink);
        } catch (err) {
          if (!sink.destroyed) sink.destroy(err as Error);
          await finished(sink).catch(() => {});
          // The server refused a row (a garbled value, a broken reference): the file's fault.
          if (err instanceof pg.DatabaseError)
            throw new BackupFileError(
              `table ${table.name}: the database refused a row of the file (${err.message}): the file is damaged or was edited`,
            );
          throw err;
        }
        if (sink.rowCount !== table.rows)
          throw new BackupFileError(
            `table ${table.name}: the file holds ${sink.rowCount} rows, its header says ${table.rows}: the file is damaged`,
          );
        counts.push({ name: table.name, rows: sink.rowCount });
        options.onTable?.(counts.at(-1)!);
      }
      const end = (await reader.line(16, 'the end line')).toString();
      if (end !== END_LINE) throw new BackupFileError('the file does not end where its header says: it is damaged');
      // Every byte of the file as the key's holder wrote it, or nothing is committed.
      const computed = reader.digest();
      checkMac(options.key, await reader.line(256, 'the integrity line'), computed, 'the file');
      if (!(await reader.atEnd()))
        throw new BackupFileError('the file goes on after its integrity line: it is damaged');
      // Indexes built once by sorting, keys checked once per constraint by a join.
      for (const statement of rebuild) await client.query(statement);

      // Sequences as the source had them, then never below the largest value their column holds.
      for (const seq of header.sequences) {
        const { rows } = await client.query<{ t: string | null }>('select to_regclass($1)::text as t', [
          qualified(seq.name),
        ]);
        if (rows[0]?.t)
          await client.query('select setval($1::regclass, $2::bigint, $3)', [
            qualified(seq.name),
            seq.lastValue,
            seq.isCalled,
          ]);
      }
      const { rows: owned } = await client.query<{ seq: string; tbl: string; col: string }>(
        `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
           and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
         join pg_namespace n on n.oid = t.relnamespace
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
         where s.relkind = 'S' and n.nspname = 'public'`,
      );
      for (const { seq, tbl, col } of owned) {
        await client.query(
          `select setval($1::regclass, m) from (select max(${ident(col)}) as m from ${qualified(tbl)}) x
           where m is not null and m >= (select case when is_called then last_value else last_value - 1 end from ${seq})`,
          [seq],
        );
      }
      await checkBooks(client);
      await client.query('commit');
      const rows = counts.reduce((sum, t) => sum + t.rows, 0);
      // Fresh statistics for the planner (outside the transaction; autovacuum would get there later).
      await client.query('analyze').catch(() => {});
      return {
        file,
        bytes: (await stat(file)).size,
        tables: counts,
        rows,
        ms: performance.now() - t0,
        migrationsApplied: applied,
        replaced,
      };
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    }
  } catch (err) {
    throw damaged(file, err);
  } finally {
    close();
    await client.end().catch(() => {});
  }
}
