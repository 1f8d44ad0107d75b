/**
 * Groups calls that arrive while earlier ones are being written (ADR 073): a call goes out at once
 * when fewer than `maxInFlight` statements are running; otherwise it waits, and the calls that waited
 * go together in the next statement (at most `maxBatch` each). A quiet moment costs one statement a
 * call, as before; a burst costs a few statements and commits instead of one each. Each caller gets
 * its own result (`run` answers one per item, in order), or the statement's error.
 */
export function createBatcher<I, O>(opts: {
  run: (items: I[]) => Promise<O[]>;
  maxBatch: number;
  maxInFlight: number;
}): (item: I) => Promise<O> {
  let queue: Array<{ item: I; resolve: (out: O) => void; reject: (err: unknown) => void }> = [];
  let inFlight = 0;

  function flush() {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, opts.maxBatch);
      queue = queue.slice(batch.length);
      inFlight++;
      opts
        .run(batch.map((b) => b.item))
        .then(
          (outs) => {
            if (outs.length !== batch.length)
              throw new Error(`batcher: ${outs.length} results for ${batch.length} items`);
            batch.forEach((b, i) => b.resolve(outs[i]!));
          },
          (err: unknown) => {
            for (const b of batch) b.reject(err);
          },
        )
        .catch((err: unknown) => {
          for (const b of batch) b.reject(err);
        })
        .finally(() => {
          inFlight--;
          flush();
        });
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}

/**
 * `createBatcher` for records keyed by an id that must be written once (a webhook's message id): `write`
 * inserts a batch and answers the ids that were new. Each caller learns whether its id was new; an id
 * twice in one batch is new once, for the first caller.
 */
export function createOnceRecorder<I>(opts: {
  idOf: (item: I) => string;
  write: (items: I[]) => Promise<Set<string>>;
  maxBatch: number;
  maxInFlight: number;
}): (item: I) => Promise<boolean> {
  return createBatcher<I, boolean>({
    maxBatch: opts.maxBatch,
    maxInFlight: opts.maxInFlight,
    run: async (items) => {
      const fresh = await opts.write(items);
      return items.map((item) => fresh.delete(opts.idOf(item)));
    },
  });
}
