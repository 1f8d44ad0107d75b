// NOTIFY after commit (ADR 052): notes wait on their transaction, are sent once it commits, never
// for a rollback or a rolled back savepoint, in order, packed under PostgreSQL's payload limit.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOTIFIER_APPLICATION_NAME, openDatabase, queryRows, type Database } from '../src/db/client';
import { startEmbeddedServer, type EmbeddedServer } from '../src/db/embedded-server';
import { MAX_NOTIFY_PAYLOAD_BYTES, notifyAfterCommit, packNotes } from '../src/db/notify-after-commit';
import { openTestDatabase } from './helpers/database';
import { waitFor } from './helpers/sse';

const CHANNEL = 'test_after_commit';
let database: Database;
let payloads: string[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.kind === 'postgres') {
    const c = new pg.Client({ connectionString: database.url });
    await c.connect();
    c.on('notification', (m) => m.channel === CHANNEL && payloads.push(m.payload ?? ''));
    await c.query(`listen ${CHANNEL}`);
    stop = () => c.end();
  } else {
    stop = await database.listen!(CHANNEL, (p) => payloads.push(p));
  }
});
afterAll(async () => {
  await stop();
  await database.close();
});

const lines = () => payloads.flatMap((p) => p.split('\n'));
/** Sends a marker on the pool and waits for it: every note queued before it was sent before it. */
async function settle(marker: string) {
  notifyAfterCommit(database.db, CHANNEL, marker);
  await waitFor(() => lines().includes(marker), 5_000);
}

describe('notifyAfterCommit', () => {
  it('sends a committed transaction’s notes in order, and nothing of a rollback or a rolled back savepoint', async () => {
    payloads = [];
    await database.db.transaction(async (tx) => {
      notifyAfterCommit(tx, CHANNEL, 'a1');
      await tx.execute(sql`select 1`);
      notifyAfterCommit(tx, CHANNEL, 'a2');
      await tx
        .transaction(async (sp) => {
          notifyAfterCommit(sp, CHANNEL, 'lost-in-savepoint');
          throw new Error('roll the savepoint back');
        })
        .catch(() => {});
      await tx.transaction(async (sp) => {
        notifyAfterCommit(sp, CHANNEL, 'a3');
      });
    });
    await database.db
      .transaction(async (tx) => {
        notifyAfterCommit(tx, CHANNEL, 'lost-in-rollback');
        throw new Error('roll back');
      })
      .catch(() => {});
    await settle('marker-1');
    expect(lines()).toEqual(['a1', 'a2', 'a3', 'marker-1']);
  });

  it('packs thousands of notes of one transaction into payloads under the limit, losing none', async () => {
    payloads = [];
    const sent = Array.from({ length: 3_000 }, (_, i) => `${'0'.repeat(36)}:${i}:${1_000_000 + i}`);
    await database.db.transaction(async (tx) => {
      for (const s of sent) notifyAfterCommit(tx, CHANNEL, s);
    });
    await settle('marker-2');
    expect(lines()).toEqual([...sent, 'marker-2']);
    expect(payloads.length).toBeGreaterThan(10);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_NOTIFY_PAYLOAD_BYTES);
  });

  it('refuses an executor openDatabase does not know (its commit could not be seen)', () => {
    expect(() => notifyAfterCommit({} as never, CHANNEL, 'x')).toThrow(/not a database or a transaction/);
  });
});

describe('packNotes', () => {
  it('joins consecutive payloads of a channel, starts anew on another channel or at the limit', () => {
    expect(
      packNotes(
        [
          ['a', '1'],
          ['a', '22'],
          ['b', '3'],
          ['a', '4'],
          ['a', '55'],
          ['a', '6'],
        ],
        4,
      ),
    ).toEqual([
      ['a', '1\n22'],
      ['b', '3'],
      ['a', '4\n55'],
      ['a', '6'],
    ]);
    expect(packNotes([])).toEqual([]);
    expect(() => packNotes([['a', 'x'.repeat(10)]], 4)).toThrow(/over the NOTIFY limit/);
  });
});

/*
 * The notifier's own connection exists on a PostgreSQL server only: DATABASE_URL's (CI's PostgreSQL
 * pass), else an embedded PostgreSQL on a throwaway DATA_DIR (the default pass), as backup.test.ts.
 */
describe('the PostgreSQL notifier connection', () => {
  let server: Database;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let listener: pg.Client;
  const heard: string[] = [];

  beforeAll(async () => {
    if (process.env.DATABASE_URL) server = await openTestDatabase();
    else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'notify-data-'));
      embedded = await startEmbeddedServer({ dataDir, port: 0, unsyncedInit: true });
      server = await openDatabase({ kind: 'postgres', url: embedded.url, poolSize: 2 });
    }
    listener = new pg.Client({ connectionString: server.url });
    await listener.connect();
    listener.on('notification', (m) => m.channel === CHANNEL && heard.push(...(m.payload ?? '').split('\n')));
    await listener.query(`listen ${CHANNEL}`);
  }, 120_000);
  afterAll(async () => {
    await listener?.end();
    await server?.close();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens a new connection when its own was killed; later notes arrive', async () => {
    notifyAfterCommit(server.db, CHANNEL, 'before-kill');
    await waitFor(() => heard.includes('before-kill'), 5_000);
    const killed = await queryRows<{ n: number }>(
      server.db,
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = ${NOTIFIER_APPLICATION_NAME} and datname = current_database()`,
    );
    expect(killed[0]!.n).toBe(1);
    // A batch sent on the dead connection may be lost (and logged); the outbox then reconnects.
    for (let i = 0; i < 50 && !heard.includes('after-kill'); i++) {
      await server.db.transaction(async (tx) => notifyAfterCommit(tx, CHANNEL, 'after-kill'));
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(heard).toContain('after-kill');
  });
});
