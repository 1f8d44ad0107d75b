import { describe, expect, it } from 'vitest';
import { createCoalescer } from './coalescer';

/** A read the test finishes by hand, counting how often it was started. */
function manualRead<T>() {
  let starts = 0;
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const read = () => {
    starts++;
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { read, pending, starts: () => starts };
}

describe('createCoalescer', () => {
  it('overlapping reads of one key share one read and its answer', async () => {
    const coalesce = createCoalescer();
    const r = manualRead<{ n: number }>();
    const a = coalesce('points|2026-11-01|2026-11-07', r.read);
    const b = coalesce('points|2026-11-01|2026-11-07', r.read);
    expect(r.starts()).toBe(1);
    r.pending[0]!.resolve({ n: 1 });
    expect(await a).toEqual({ n: 1 });
    expect(await b).toBe(await a);
  });

  it('a read after the previous one ended runs again: nothing is kept', async () => {
    const coalesce = createCoalescer();
    let n = 0;
    const read = async () => ++n;
    expect(await coalesce('k', read)).toBe(1);
    expect(await coalesce('k', read)).toBe(2);
  });

  it('different keys never share', async () => {
    const coalesce = createCoalescer();
    const r = manualRead<string>();
    const a = coalesce('points|a', r.read);
    const b = coalesce('active|a', r.read);
    expect(r.starts()).toBe(2);
    r.pending[0]!.resolve('first');
    r.pending[1]!.resolve('second');
    expect([await a, await b]).toEqual(['first', 'second']);
  });

  it('a failed read reaches every caller that joined it, and the next call reads again', async () => {
    const coalesce = createCoalescer();
    const r = manualRead<number>();
    const a = coalesce('k', r.read);
    const b = coalesce('k', r.read);
    r.pending[0]!.reject(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    const c = coalesce('k', r.read);
    expect(r.starts()).toBe(2);
    r.pending[1]!.resolve(7);
    expect(await c).toBe(7);
  });
});
