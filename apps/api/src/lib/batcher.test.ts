import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBatcher, createOnceRecorder } from './batcher';

/** A statement the test finishes by hand: the batches it was given, in order. */
function manualRun() {
  const batches: number[][] = [];
  const pending: Array<{ items: number[]; resolve: (v: string[]) => void; reject: (e: unknown) => void }> = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) => pending.push({ items, resolve, reject }));
  };
  const finish = (i: number) => pending[i]!.resolve(pending[i]!.items.map((n) => `r${n}`));
  return { run, batches, pending, finish };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createBatcher', () => {
  it('sends a call at once while a statement is free, and groups the calls that wait', async () => {
    const m = manualRun();
    const call = createBatcher({ run: m.run, maxBatch: 10, maxInFlight: 1 });
    const first = call(1);
    const waiting = [call(2), call(3), call(4)];
    expect(m.batches).toEqual([[1]]);
    m.finish(0);
    expect(await first).toBe('r1');
    await tick();
    expect(m.batches).toEqual([[1], [2, 3, 4]]);
    m.finish(1);
    expect(await Promise.all(waiting)).toEqual(['r2', 'r3', 'r4']);
  });

  it('caps a batch at maxBatch and keeps maxInFlight statements running', async () => {
    const m = manualRun();
    const call = createBatcher({ run: m.run, maxBatch: 2, maxInFlight: 2 });
    const all = [1, 2, 3, 4, 5, 6].map((n) => call(n));
    expect(m.batches).toEqual([[1], [2]]);
    m.finish(0);
    await tick();
    expect(m.batches).toEqual([[1], [2], [3, 4]]);
    m.finish(1);
    await tick();
    expect(m.batches).toEqual([[1], [2], [3, 4], [5, 6]]);
    m.finish(2);
    m.finish(3);
    expect(await Promise.all(all)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it("a failed statement rejects its own batch's calls only", async () => {
    const m = manualRun();
    const call = createBatcher({ run: m.run, maxBatch: 10, maxInFlight: 1 });
    const first = call(1);
    const second = call(2);
    m.pending[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    m.finish(1);
    expect(await second).toBe('r2');
  });

  it('a statement answering the wrong number of results rejects its calls', async () => {
    const call = createBatcher<number, number>({ run: async () => [], maxBatch: 10, maxInFlight: 1 });
    await expect(call(1)).rejects.toThrow('0 results for 1 items');
  });

  it('every call gets its own result, whatever the limits and the arrival order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 4 }),
        async (items, maxBatch, maxInFlight) => {
          let running = 0;
          let most = 0;
          const call = createBatcher<number, number>({
            maxBatch,
            maxInFlight,
            run: async (batch) => {
              running++;
              most = Math.max(most, running);
              expect(batch.length).toBeLessThanOrEqual(maxBatch);
              await tick();
              running--;
              return batch.map((n) => n * 2);
            },
          });
          expect(await Promise.all(items.map((n) => call(n)))).toEqual(items.map((n) => n * 2));
          expect(most).toBeLessThanOrEqual(maxInFlight);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('createOnceRecorder', () => {
  it('each id is new once, for its first caller, whether the repeat is in the same batch or a later one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        async (ids, maxBatch, maxInFlight) => {
          // The table: an insert that answers the ids it added (a repeat within one insert is added once).
          const stored = new Set<string>();
          const record = createOnceRecorder<string>({
            idOf: (id) => id,
            maxBatch,
            maxInFlight,
            write: async (batch) => {
              await tick();
              const fresh = new Set(batch.filter((id) => !stored.has(id)));
              for (const id of fresh) stored.add(id);
              return fresh;
            },
          });
          const answers = await Promise.all(ids.map((id) => record(id)));
          // Calls are batched in the order they were made, so the first call of each id is the new one.
          expect(answers).toEqual(ids.map((id, i) => ids.indexOf(id) === i));
        },
      ),
      { numRuns: 100 },
    );
  });
});
