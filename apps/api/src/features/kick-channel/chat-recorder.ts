import type { Db } from '../../db/client';
import * as repo from './repository';

/** Most deliveries written by one statement. */
const MAX_BATCH = 200;
/** Statements in flight at once (the rest of the deliveries wait and go together in the next). */
const MAX_IN_FLIGHT = 4;

/**
 * Records chat deliveries in batches: a delivery that arrives while statements are in flight waits
 * for a free one and goes with the others that waited, so a burst of chat costs a few statements
 * (and commits) instead of one each. Each caller learns whether its message id was new. A message id
 * twice in one batch is new once: the first caller gets `true`, the others `false`.
 */
export function createChatRecorder(db: Db) {
  let queue: Array<{ record: repo.ChatRecord; resolve: (fresh: boolean) => void; reject: (err: unknown) => void }> = [];
  let inFlight = 0;

  function flush() {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      inFlight++;
      repo
        .recordChats(
          db,
          batch.map((b) => b.record),
        )
        .then(
          (fresh) => {
            for (const b of batch) {
              const isNew = fresh.has(b.record.messageId);
              fresh.delete(b.record.messageId);
              b.resolve(isNew);
            }
          },
          (err: unknown) => {
            for (const b of batch) b.reject(err);
          },
        )
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  }

  return {
    /** Records one delivery; resolves true when its message id was new (on any instance). */
    record(record: repo.ChatRecord): Promise<boolean> {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ record, resolve, reject });
        flush();
      });
    },
  };
}
