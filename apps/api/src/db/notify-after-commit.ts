/**
 * NOTIFY after commit (ADR 052).
 *
 * A NOTIFY sent inside a transaction is delivered on commit and never for a rollback, but it costs
 * every writer: PostgreSQL holds one database-wide lock from the notifying transaction's pre-commit
 * until its commit record is flushed, so notifying transactions commit one at a time, each waiting
 * for its own WAL flush. At a few thousand point movements a second that lock, not the work, is the
 * ceiling (docs/benchmarks.md, giveaways).
 *
 * `notifyAfterCommit(tx, channel, payload)` keeps the guarantee that matters (a change is announced
 * only once it is committed, a rolled back one never) without the lock in the writer's commit: the
 * note waits on the transaction and, once `db.transaction` has committed, goes to the database's
 * outbox. The outbox sends what has gathered in one statement on its own connection (PostgreSQL:
 * with `synchronous_commit = off`, since a notification is not data), one batch at a time, so
 * notes that arrive while a batch is in flight ride the next one. Payloads of one channel are
 * joined by newlines up to the NOTIFY size limit: a listener splits them.
 *
 * What this gives up: a note is sent after the commit returns, so an instance that dies between
 * the two loses it (the change itself is committed; a listener's next change or reload shows it),
 * and notes of different instances may arrive out of commit order (listeners order by the ledger's
 * sequence number).
 *
 * Savepoints (`tx.transaction`) hand their notes to the enclosing transaction when they are
 * released and drop them when they roll back. On the pool itself (no transaction) a statement has
 * committed when it returns, so the note goes to the outbox at once.
 */
import type { Db, Executor } from './client';

export type Note = readonly [channel: string, payload: string];
/** Sends notes in order, in one statement or as few as it can. */
export type NoteSender = (notes: readonly Note[]) => Promise<void>;

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7_900;

const pendingOf = new WeakMap<object, Note[]>();
const outboxOf = new WeakMap<object, Outbox>();

/** Queues a NOTIFY to be sent once the executor's transaction commits (at once on the pool). */
export function notifyAfterCommit(executor: Executor, channel: string, payload: string): void {
  const pending = pendingOf.get(executor);
  if (pending) {
    pending.push([channel, payload]);
    return;
  }
  const outbox = outboxOf.get(executor);
  if (!outbox) throw new Error('notifyAfterCommit: not a database or a transaction of openDatabase');
  outbox.add([[channel, payload]]);
}

/** Notes as NOTIFYs: consecutive payloads of one channel joined by newlines, each under the limit. */
export function packNotes(notes: readonly Note[], maxBytes = MAX_NOTIFY_PAYLOAD_BYTES): Note[] {
  const out: Note[] = [];
  let channel: string | null = null;
  let parts: string[] = [];
  let bytes = 0;
  const close = () => {
    if (channel !== null && parts.length > 0) out.push([channel, parts.join('\n')]);
    parts = [];
    bytes = 0;
  };
  for (const [c, payload] of notes) {
    const size = Buffer.byteLength(payload);
    if (size > maxBytes) throw new Error(`notifyAfterCommit: a ${size}-byte payload is over the NOTIFY limit`);
    if (c !== channel || bytes + size + (parts.length > 0 ? 1 : 0) > maxBytes) {
      close();
      channel = c;
    }
    bytes += size + (parts.length > 0 ? 1 : 0);
    parts.push(payload);
  }
  close();
  return out;
}

type Outbox = {
  add(notes: readonly Note[]): void;
  /** Resolves once everything added so far was sent (or failed). */
  drain(): Promise<void>;
};

function createOutbox(send: NoteSender, onError: (err: Error) => void): Outbox {
  let queue: Note[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        await send(packNotes(batch));
      } catch (err) {
        onError(err as Error);
      }
    }
    flushing = null;
  };
  return {
    add(notes) {
      queue.push(...notes);
      flushing ??= flush();
    },
    drain: () => flushing ?? Promise.resolve(),
  };
}

type TransactionRunner = (work: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Makes `holder.transaction` (the database's, or a transaction's for its savepoints) give each
 * transaction it opens a list of pending notes, and hand that list to `onCommit` once the
 * transaction (or savepoint) has committed (released); a rollback drops it.
 */
function collectNotes(holder: object, onCommit: (notes: Note[]) => void): void {
  const h = holder as { transaction: TransactionRunner };
  const run = h.transaction.bind(holder);
  h.transaction = async (work, config) => {
    const notes: Note[] = [];
    const result = await run(async (tx) => {
      pendingOf.set(tx, notes);
      collectNotes(tx, (released) => notes.push(...released));
      return work(tx);
    }, config);
    onCommit(notes);
    return result;
  };
}

/**
 * Makes `db` (a fresh drizzle handle of openDatabase) keep notifyAfterCommit's notes per
 * transaction and hand them to an outbox that sends them with `send`. Returns the outbox's drain,
 * for close().
 */
export function trackCommits(db: Db, send: NoteSender, onError: (err: Error) => void): () => Promise<void> {
  const outbox = createOutbox(send, onError);
  outboxOf.set(db, outbox);
  collectNotes(db, (notes) => {
    if (notes.length > 0) outbox.add(notes);
  });
  return outbox.drain;
}
