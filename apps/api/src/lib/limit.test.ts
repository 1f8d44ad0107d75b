import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createLimit } from './limit';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLimit', () => {
  it('runs at most max at once, the others in the order they came', async () => {
    const limit = createLimit(2);
    const started: number[] = [];
    const finishers: Array<() => void> = [];
    const calls = [1, 2, 3, 4].map((n) =>
      limit(async () => {
        started.push(n);
        await new Promise<void>((resolve) => finishers.push(resolve));
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([1, 2]);
    finishers[1]!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finishers[0]!();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    finishers[2]!();
    finishers[3]!();
    expect(await Promise.all(calls)).toEqual([10, 20, 30, 40]);
  });

  it('a failure frees its place and reaches only its caller', async () => {
    const limit = createLimit(1);
    const failed = limit(async () => {
      throw new Error('boom');
    });
    const next = limit(async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });

  it('whatever the limit and the durations, never more than max at once and every call answered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean()), { maxLength: 40 }),
        async (max, jobs) => {
          const limit = createLimit(max);
          let running = 0;
          let most = 0;
          const results = await Promise.allSettled(
            jobs.map(([ticks, fails], i) =>
              limit(async () => {
                running++;
                most = Math.max(most, running);
                for (let t = 0; t < ticks; t++) await tick();
                running--;
                if (fails) throw new Error(`job ${i}`);
                return i;
              }),
            ),
          );
          expect(most).toBeLessThanOrEqual(max);
          expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual(
            jobs.map(([, fails], i) => (fails ? 'failed' : i)),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
