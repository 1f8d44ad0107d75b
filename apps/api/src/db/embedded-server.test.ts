import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { importPgliteData } from './pglite-import';

/*
 * The embedded PostgreSQL (ADR 032) on one throwaway cluster, test after test: first start, restart,
 * a server left behind by a SIGKILLed parent, stale pid files, a taken port, and the one-time copy
 * of an earlier PGlite database. Runs as root in CI (the server then runs as the user `postgres`).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
let dataDir: string;
const warnings: string[] = [];
const log = { info: () => {}, warn: (m: string) => warnings.push(m) };
const started: EmbeddedServer[] = [];
async function start(extra: { port?: number; reuseRunning?: boolean } = {}): Promise<EmbeddedServer> {
  const server = await startEmbeddedServer({
    dataDir,
    port: extra.port ?? 0,
    log,
    unsyncedInit: true,
    reuseRunning: extra.reuseRunning,
  });
  started.push(server);
  return server;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitUntil(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * An earlier install's database: a PGlite data dir with rows in several tables. Creating a PGlite
 * database is the slow part of this file, so it runs while the server tests wait on their processes.
 * Resolves with the users rows as JSON text, to compare after the copy.
 */
async function createPgliteSource(pgliteDir: string): Promise<{ t: string }[]> {
  const old = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
  await old.migrate();
  const db = old.db;
  await db.execute(sql`insert into users (id, login, display_name, points, created_at) values
    ('00000000-0000-4000-8000-000000000001', 'viewer', 'Viewer Ñandú', 150, '2026-01-02 03:04:05.123456+00'),
    ('00000000-0000-4000-8000-000000000002', 'admin', 'Admin', 0, now())`);
  await db.execute(sql`insert into points_ledger (user_id, delta, balance_after, reason, actor_id) values
    ('00000000-0000-4000-8000-000000000001', 100, 100, 'demo_seed', null),
    ('00000000-0000-4000-8000-000000000001', 50, 150, 'admin_adjust', '00000000-0000-4000-8000-000000000002')`);
  await db.execute(
    sql`insert into bonus_hunts (id, owner_id, name, start_cents) values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'Friday', 100000)`,
  );
  await db.execute(sql`insert into bonus_hunt_bonuses (hunt_id, position, bet_cents, earning_cents) values
    ('00000000-0000-4000-8000-0000000000a1', 0, 120, 4500), ('00000000-0000-4000-8000-0000000000a1', 1, 200, 0)`);
  await db.execute(
    sql`insert into offers (slug, name, image, color, link, details) values ('roo', 'Roobet', '/r.png', '#fff', 'https://example.com', ${JSON.stringify({ bonus: '100%', steps: ['a', 'b'] })}::jsonb)`,
  );
  await db.execute(
    sql`insert into live_hunts (id, index, start_cents, status) values ('00000000-0000-4000-8000-0000000000b1', 1, 5000, 'finished')`,
  );
  for (let i = 0; i < 3; i++)
    await db.execute(
      sql`insert into live_hunt_events (hunt_id, kind) values ('00000000-0000-4000-8000-0000000000b1', 'bonus_added')`,
    );
  await db.execute(sql`delete from live_hunt_events where seq = 3`); // the sequence is ahead of max(seq)
  const rows = await queryRows<{ t: string }>(
    db,
    sql`select to_json(u)::text as t from (select * from users order by id) u`,
  );
  await old.close();
  return rows;
}

let pgliteSource: Promise<{ t: string }[]>;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
  pgliteSource = createPgliteSource(path.join(dataDir, 'pglite'));
  pgliteSource.catch(() => {}); // awaited (and reported) by the copy test
});
afterAll(async () => {
  // A failed test must not leave a server running past this file.
  for (const server of started) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.sequential('embedded PostgreSQL server', { timeout: 60_000 }, () => {
  it('creates its cluster on first start, answers on 127.0.0.1 with its own password and pg_trgm, and stops with no process left', async () => {
    const server = await start();
    expect(server.created).toBe(true);
    expect(server.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/app$/);
    expect(statSync(path.join(dataDir, 'postgres-password')).mode & 0o777).toBe(0o600);
    const [row] = await query<{ addr: string }>(server.url, 'select inet_server_addr()::text as addr');
    await query(server.url, 'create extension if not exists pg_trgm');
    const [trgm] = await query<{ sim: number }>(server.url, "select similarity('bonanza', 'bonanzas') as sim");
    expect(row?.addr).toBe('127.0.0.1/32');
    expect(trgm!.sim).toBeGreaterThan(0.5);
    await query(server.url, 'create table kept (note text)');
    await query(server.url, "insert into kept values ('survives restarts')");
    // The password is required: a wrong one is refused.
    const wrong = new URL(server.url);
    wrong.password = 'wrong';
    await expect(query(wrong.toString(), 'select 1')).rejects.toThrow(/password authentication failed/);

    await server.stop();
    expect(isAlive(server.pid)).toBe(false);
    expect(existsSync(path.join(server.clusterDir, 'postmaster.pid'))).toBe(false);
  });

  it('refuses a data dir in use by a live instance, or shares its server when asked (admin CLI)', async () => {
    const server = await start();
    try {
      expect(server.created).toBe(false);
      await expect(start()).rejects.toThrow(/in use by the PostgreSQL \(pid \d+\) of another running instance/);
      const shared = await start({ reuseRunning: true });
      expect(shared).toMatchObject({ owned: false, pid: server.pid, port: server.port });
      await shared.stop();
      expect(isAlive(server.pid)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it('stops a server left running by a parent killed with SIGKILL, then starts its own on the same data', async () => {
    // A separate Node process starts the server and is killed with SIGKILL: its postgres child lives on.
    const script = `const { startEmbeddedServer } = await import(${JSON.stringify(path.join(here, 'embedded-server.ts'))});
      const s = await startEmbeddedServer({ dataDir: ${JSON.stringify(dataDir)}, port: 0 });
      console.log(JSON.stringify({ pid: s.pid }));
      setInterval(() => {}, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const left = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const match = /\{"pid":(\d+)\}/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      parent.once('exit', (code) => reject(new Error(`the parent exited early (${code})`)));
    });
    parent.kill('SIGKILL');
    await new Promise((r) => parent.once('exit', r));
    expect(isAlive(left)).toBe(true);

    warnings.length = 0;
    const server = await start();
    try {
      expect(warnings.join('\n')).toMatch(new RegExp(`stopping a left-over embedded PostgreSQL .*pid ${left}`));
      await waitUntil(() => !isAlive(left));
      expect(server.pid).not.toBe(left);
      expect(await query(server.url, 'select note from kept')).toEqual([{ note: 'survives restarts' }]);
    } finally {
      await server.stop();
    }
  });

  it('starts over a stale pid file: of a dead process, or of a live process that is not its server', async () => {
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const dead = spawn('true');
    await new Promise((r) => dead.once('exit', r));
    const unrelated = spawn('sleep', ['30']);
    try {
      for (const pid of [dead.pid!, unrelated.pid!]) {
        writeFileSync(pidFile, `${pid}\n${path.join(dataDir, 'postgres')}\n0\n5499\n\n127.0.0.1\n0 0\nready   \n`);
        const server = await start();
        expect(await query(server.url, 'select count(*)::int as n from kept')).toEqual([{ n: 1 }]);
        await server.stop();
      }
      expect(isAlive(unrelated.pid!)).toBe(true);
    } finally {
      unrelated.kill();
    }
  });

  it('names the port when another program holds it', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      await expect(start({ port })).rejects.toThrow(
        new RegExp(`EMBEDDED_DB_PORT ${port}: the port is already in use on 127\\.0\\.0\\.1`),
      );
    } finally {
      holder.close();
    }
  });

  it('copies an earlier PGlite database (users, ledger with its identity, hunts, jsonb, events) once, and keeps the old folder', async () => {
    const pgliteDir = path.join(dataDir, 'pglite');
    const expected = await pgliteSource;

    const server: EmbeddedServer = await start();
    const database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
    try {
      await query(server.url, 'drop table kept'); // the earlier tests' table: the app database must be empty
      await database.migrate();
      const result = await importPgliteData({
        pgliteDir,
        targetUrl: server.url,
        log,
        now: new Date('2026-11-23T10:00:00Z'),
      });
      expect(result).toMatchObject({ status: 'copied', rows: 11 });
      expect(existsSync(pgliteDir)).toBe(false);
      expect(readdirSync(dataDir)).toContain('pglite.migrated-2026-11-23T10-00-00-000Z');

      const copied = await queryRows<{ t: string }>(
        database.db,
        sql`select to_json(u)::text as t from (select * from users order by id) u`,
      );
      expect(copied).toEqual(expected);
      const ledger = await queryRows<{ seq: number; reason: string }>(
        database.db,
        sql`select seq, reason from points_ledger order by seq`,
      );
      expect(ledger).toEqual([
        { seq: 1, reason: 'demo_seed' },
        { seq: 2, reason: 'admin_adjust' },
      ]);
      // Identities continue after the copied values (and after the source's gaps).
      await database.db.execute(
        sql`insert into points_ledger (user_id, delta, balance_after, reason) values ('00000000-0000-4000-8000-000000000002', 5, 5, 'x')`,
      );
      expect(await queryRows(database.db, sql`select max(seq)::int as n from points_ledger`)).toEqual([{ n: 3 }]);
      await database.db.execute(sql`insert into live_hunt_events (kind) values ('x')`);
      expect(await queryRows(database.db, sql`select max(seq)::int as n from live_hunt_events`)).toEqual([{ n: 4 }]);
      expect(await queryRows(database.db, sql`select details from offers`)).toEqual([
        { details: { bonus: '100%', steps: ['a', 'b'] } },
      ]);
      expect(await queryRows(database.db, sql`select count(*)::int as n from bonus_hunt_bonuses`)).toEqual([{ n: 2 }]);

      // Only once: a database with data is left alone even if a pglite folder shows up again.
      mkdirSync(pgliteDir);
      expect(await importPgliteData({ pgliteDir, targetUrl: server.url, log })).toMatchObject({ status: 'skipped' });
      expect(existsSync(pgliteDir)).toBe(true);
    } finally {
      await database.close();
      await server.stop();
    }
  });
});

describe('where the embedded server cannot run', { timeout: 60_000 }, () => {
  it('as root, under a folder the user "postgres" cannot enter, the site starts on PGlite instead, with a warning', async (ctx) => {
    if (process.getuid?.() !== 0) ctx.skip();
    const closed = mkdtempSync(path.join(tmpdir(), 'embedded-closed-')); // 0700, owned by root
    const notes: string[] = [];
    const { openConfiguredDatabase } = await import('./open-configured');
    try {
      const opened = await openConfiguredDatabase(
        { DATA_DIR: path.join(closed, 'data'), EMBEDDED_DB: 'postgres', EMBEDDED_DB_PORT: 0, DATABASE_URL: undefined },
        { log: { info: () => {}, warn: (m: string) => notes.push(m) } },
      );
      try {
        expect(opened.database.kind).toBe('pglite');
        expect(opened.embedded).toBeUndefined();
        expect(notes.join('\n')).toMatch(/embedded PostgreSQL unavailable: .*cannot enter/);
        expect(await queryRows(opened.database.db, sql`select count(*)::int as n from users`)).toEqual([{ n: 0 }]);
      } finally {
        await opened.close();
      }
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
