import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { TRANSPARENCY_EVENT } from '@app/contracts';
import type { Database, Executor } from '../db/client';

/** One change of the live hunt: its event sequence number (SSE id) and what happened. */
export type HuntChange = { seq: number; kind: string };

/**
 * One change of a user's balance: the ledger row's sequence number (orders changes of one user) and
 * the balance after it. `userId: '*'` is the season reset: every balance is 0 from `seq` on.
 */
export type BalanceChange = { userId: string; seq: number; balance: number };

export const HUNT_CHANNEL = 'live_hunt';
/**
 * The points service's channel (sent after commit, ADR 052); payload: `userId:seq:balance` lines,
 * one per ledger row, joined by newlines.
 */
export const BALANCE_CHANNEL = 'user_balance';
/** Site-wide events every open page hears (a giveaway drawn …); payload JSON `{event, data}`. */
export const SITE_CHANNEL = 'site_event';
export type SiteEvent = { event: string; data: Record<string, unknown> };

function parseSitePayload(payload: string | undefined): SiteEvent | null {
  try {
    const v = JSON.parse(payload ?? '') as Partial<SiteEvent>;
    return typeof v.event === 'string' && /^[a-z_]{1,40}$/.test(v.event) && v.data && typeof v.data === 'object'
      ? { event: v.event, data: v.data }
      : null;
  } catch {
    return null;
  }
}

/**
 * The public record of payouts changed (a prize handed out, a milestone granted or decided, a month
 * frozen, a winner's privacy): every instance drops its transparency reports and open pages read
 * theirs again once the transaction commits (ADR 069).
 */
export const notifyPayoutsChanged = (tx: Executor) => notifySite(tx, { event: TRANSPARENCY_EVENT, data: {} });

/** Sends a site event inside the caller's transaction: every instance hears it when it commits. */
export async function notifySite(tx: Executor, event: SiteEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${SITE_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Parses one line of a balance payload; null for anything malformed. */
export function parseBalancePayload(payload: string): BalanceChange | null {
  const [userId, seq, balance] = payload.split(':');
  const s = Number(seq);
  const b = Number(balance);
  if (!userId || !Number.isSafeInteger(s) || !Number.isSafeInteger(b) || b < 0) return null;
  return { userId, seq: s, balance: b };
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * The app's event bus: carries changes to every API instance.
 *
 * - Live hunt changes: on a PostgreSQL server a NOTIFY sent inside the transaction that made the
 *   change (delivered on commit only) and heard by every instance on a dedicated LISTEN connection;
 *   the writer also calls `afterCommit`, so its own instance hears it at once. On PGlite (one
 *   process) only the in-process `afterCommit` emits.
 * - Balance changes: the points service queues a note on the caller's transaction
 *   (notifyAfterCommit: it owns no commit), sent as a NOTIFY once that transaction commits, on both
 *   engines; every instance hears it (PGlite delivers its own NOTIFYs in process), so every caller
 *   of the points service pushes balances without knowing of the bus. Notes of two instances may
 *   arrive out of commit order: a listener orders a user's changes by the ledger's seq.
 *
 * `resync`: the listener reconnected and changes may have been missed; subscribers reload.
 */
export type AppBus = {
  /** Called inside the transaction that wrote a hunt change. */
  inTransaction(tx: Executor, change: HuntChange): Promise<void>;
  /** Called after that transaction committed. */
  afterCommit(change: HuntChange): void;
  /** Every hunt change, from any instance. */
  subscribe(listener: (change: HuntChange | 'resync') => void): () => void;
  /**
   * Every balance change, from any instance, once committed (two instances may deliver one user's
   * changes out of order: the ledger seq orders them).
   */
  subscribeBalances(listener: (change: BalanceChange | 'resync') => void): () => void;
  /** Every site event (notifySite), from any instance, once committed. */
  subscribeSite(listener: (event: SiteEvent) => void): () => void;
  close(): Promise<void>;
};

/** The hunt bus as the live hunt feature sees it. */
export type HuntBus = Pick<AppBus, 'inTransaction' | 'afterCommit' | 'subscribe'>;

function emitters() {
  const hunt = new EventEmitter();
  const balance = new EventEmitter();
  const site = new EventEmitter();
  hunt.setMaxListeners(0);
  balance.setMaxListeners(0);
  site.setMaxListeners(0);
  return {
    hunt,
    balance,
    onSitePayload(payload: string | undefined) {
      const event = parseSitePayload(payload);
      if (event) site.emit('event', event);
    },
    subscribeSite: (listener: (event: SiteEvent) => void) => {
      site.on('event', listener);
      return () => void site.off('event', listener);
    },
    onBalancePayload(payload: string | undefined) {
      for (const line of payload?.split('\n') ?? []) {
        const change = parseBalancePayload(line);
        if (change) balance.emit('change', change);
      }
    },
    subscribe: (listener: (change: HuntChange | 'resync') => void) => {
      hunt.on('change', listener);
      return () => void hunt.off('change', listener);
    },
    subscribeBalances: (listener: (change: BalanceChange | 'resync') => void) => {
      balance.on('change', listener);
      return () => void balance.off('change', listener);
    },
    clear() {
      hunt.removeAllListeners();
      balance.removeAllListeners();
      site.removeAllListeners();
    },
  };
}

/**
 * PGlite: hunt changes in process after commit; balances through PGlite's own LISTEN (delivered on
 * commit). Synchronous; `ready` settles once the LISTEN is registered.
 */
export function createLocalBus(listen?: Database['listen']): AppBus & { ready: Promise<void> } {
  const e = emitters();
  const unlisten = listen ? listen(BALANCE_CHANNEL, (payload) => e.onBalancePayload(payload)) : Promise.resolve(null);
  const unlistenSite = listen ? listen(SITE_CHANNEL, (payload) => e.onSitePayload(payload)) : Promise.resolve(null);
  return {
    ready: Promise.all([unlisten, unlistenSite]).then(() => {}),
    inTransaction: async () => {},
    afterCommit: (change) => {
      e.hunt.emit('change', change);
    },
    subscribe: e.subscribe,
    subscribeBalances: e.subscribeBalances,
    subscribeSite: e.subscribeSite,
    async close() {
      e.clear();
      await (
        await unlisten
      )?.();
      await (
        await unlistenSite
      )?.();
    },
  };
}

export async function createPostgresBus(url: string, log: Log): Promise<AppBus> {
  const { default: pg } = await import('pg');
  const e = emitters();
  let client: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === BALANCE_CHANNEL) return e.onBalancePayload(msg.payload);
      if (msg.channel === SITE_CHANNEL) return e.onSitePayload(msg.payload);
      if (msg.channel !== HUNT_CHANNEL || !msg.payload) return;
      const [seq, kind] = msg.payload.split(':');
      const n = Number(seq);
      if (Number.isSafeInteger(n)) e.hunt.emit('change', { seq: n, kind: kind ?? 'change' });
    });
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'event bus listener lost; reconnecting');
      schedule();
    });
    c.on('end', () => schedule());
    await c.connect();
    await c.query(`listen ${HUNT_CHANNEL}; listen ${BALANCE_CHANNEL}; listen ${SITE_CHANNEL}`);
    client = c;
    // Changes made while disconnected were not heard: tell the subscribers to reload.
    if (isReconnect) {
      e.hunt.emit('change', 'resync');
      e.balance.emit('change', 'resync');
    }
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
        log.warn({ err: err.message }, 'event bus listener reconnect failed');
        schedule();
      });
    }, 1000);
  };

  await connect(false);
  return {
    async inTransaction(tx, change) {
      await tx.execute(sql`select pg_notify(${HUNT_CHANNEL}, ${`${change.seq}:${change.kind}`})`);
    },
    // This instance hears its own change at once (its NOTIFY arrives later, a repeat the listeners
    // skip by sequence number), so a request right after a write never reads a cache from before it.
    afterCommit: (change) => {
      e.hunt.emit('change', change);
    },
    subscribe: e.subscribe,
    subscribeBalances: e.subscribeBalances,
    subscribeSite: e.subscribeSite,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      e.clear();
      const c = client;
      client = null;
      c?.removeAllListeners();
      await c?.end().catch(() => {});
    },
  };
}

export async function createAppBus(database: Database, log: Log): Promise<AppBus> {
  if (database.kind === 'postgres' && database.url) return createPostgresBus(database.url, log);
  const bus = createLocalBus(database.listen);
  await bus.ready;
  return bus;
}
