import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';

/** One change of the live hunt: its event sequence number (SSE id) and what happened. */
export type HuntChange = { seq: number; kind: string };

export const NOTIFY_CHANNEL = 'live_hunt';

/**
 * Carries live hunt changes to every API instance. On a PostgreSQL server the change is a NOTIFY
 * sent inside the transaction that made it (so it is delivered on commit, never for a rolled back
 * change) and every instance, the sender included, hears it on a dedicated LISTEN connection. On
 * the embedded PGlite there is one process, so the change is emitted in process after the commit.
 */
export type HuntBus = {
  /** Called inside the transaction that wrote the change. */
  inTransaction(tx: Executor, change: HuntChange): Promise<void>;
  /** Called after that transaction committed. */
  afterCommit(change: HuntChange): void;
  /** Every change, from any instance; `resync` after the listener reconnected (changes may be lost). */
  subscribe(listener: (change: HuntChange | 'resync') => void): () => void;
  close(): Promise<void>;
};

export function createLocalBus(): HuntBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    inTransaction: async () => {},
    afterCommit: (change) => {
      emitter.emit('change', change);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export async function createPostgresBus(url: string, log: { warn: (obj: object, msg: string) => void }): Promise<HuntBus> {
  const { default: pg } = await import('pg');
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
      const [seq, kind] = msg.payload.split(':');
      const n = Number(seq);
      if (Number.isSafeInteger(n)) emitter.emit('change', { seq: n, kind: kind ?? 'change' });
    });
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'live hunt listener lost; reconnecting');
      schedule();
    });
    c.on('end', () => schedule());
    await c.connect();
    await c.query(`listen ${NOTIFY_CHANNEL}`);
    client = c;
    // Changes made while disconnected were not heard: tell the subscribers to reload.
    if (isReconnect) emitter.emit('change', 'resync');
  };
  const schedule = () => {
    if (closed || retry) return;
    const old = client;
    client = null;
    old?.removeAllListeners();
    void old?.end().catch(() => {});
    retry = setTimeout(() => {
      retry = null;
      connect(true).catch((err: Error) => {
        log.warn({ err: err.message }, 'live hunt listener reconnect failed');
        schedule();
      });
    }, 1000);
  };

  await connect(false);
  return {
    async inTransaction(tx, change) {
      await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${`${change.seq}:${change.kind}`})`);
    },
    // This instance hears its own change at once (its NOTIFY arrives later, a repeat the listeners
    // skip by sequence number), so a request right after a write never reads a cache from before it.
    afterCommit: (change) => {
      emitter.emit('change', change);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      emitter.removeAllListeners();
      const c = client;
      client = null;
      c?.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}

export async function createHuntBus(database: Database, log: { warn: (obj: object, msg: string) => void }): Promise<HuntBus> {
  return database.kind === 'postgres' && database.url ? createPostgresBus(database.url, log) : createLocalBus();
}
