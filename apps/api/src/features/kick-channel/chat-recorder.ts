import type { Db } from '../../db/client';
import { createOnceRecorder } from '../../lib/batcher';
import * as repo from './repository';

/** Most deliveries written by one statement. */
const MAX_BATCH = 200;
/** Statements in flight at once (the rest of the deliveries wait and go together in the next). */
const MAX_IN_FLIGHT = 4;

/**
 * Records chat deliveries in batches (lib/batcher.ts): a delivery that arrives while statements are
 * in flight waits for a free one and goes with the others that waited, so a burst of chat costs a few
 * statements (and commits) instead of one each. Each caller learns whether its message id was new. A
 * message id twice in one batch is new once: the first caller gets `true`, the others `false`. `db`
 * is the webhooks' lane (`Database.intake`, ADR 078).
 */
export function createChatRecorder(db: Db) {
  return {
    /** Records one delivery; resolves true when its message id was new (on any instance). */
    record: createOnceRecorder<repo.ChatRecord>({
      idOf: (r) => r.messageId,
      write: (records) => repo.recordChats(db, records),
      maxBatch: MAX_BATCH,
      maxInFlight: MAX_IN_FLIGHT,
    }),
  };
}
