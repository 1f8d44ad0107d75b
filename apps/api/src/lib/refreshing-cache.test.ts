import { describe, expect, it } from 'vitest';
import { createRefreshingCache } from './refreshing-cache';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('refreshing cache', () => {
  it('one load for many concurrent callers with nothing cached', async () => {
    const cache = createRefreshingCache<string, number>({ maxAgeMs: 1000, now: () => 0 });
    let loads = 0;
    const d = deferred<number>();
    const calls = Array.from({ length: 50 }, () => cache.get('k', () => (loads++, d.promise)));
    d.resolve(7);
    expect(await Promise.all(calls)).toEqual(Array(50).fill(7));
    expect(loads).toBe(1);
  });

  it('a due entry is refreshed once while callers keep the previous value', async () => {
    let clock = 0;
    const cache = createRefreshingCache<string, number>({ maxAgeMs: 1000, now: () => clock });
    expect(await cache.get('k', async () => 1)).toBe(1);
    clock = 999;
    expect(await cache.get('k', async () => 99)).toBe(1); // still fresh
    clock = 1000;
    const d = deferred<number>();
    let loads = 0;
    const first = cache.get('k', () => (loads++, d.promise));
    expect(await Promise.all([cache.get('k', async () => 98), cache.get('k', async () => 97)])).toEqual([1, 1]);
    d.resolve(2);
    expect(await first).toBe(2);
    expect(await cache.get('k', async () => 96)).toBe(2);
    expect(loads).toBe(1);
  });

  it('a failed load keeps nothing and reaches only its waiters; the next call loads again', async () => {
    const cache = createRefreshingCache<string, number>({ maxAgeMs: 1000, now: () => 0 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('delete and clear drop entries, and a load running across them is not stored', async () => {
    const cache = createRefreshingCache<string, number>({ maxAgeMs: 1000, now: () => 0 });
    const d = deferred<number>();
    const stale = cache.get('k', () => d.promise);
    cache.delete('k');
    d.resolve(1);
    expect(await stale).toBe(1);
    expect(await cache.get('k', async () => 2)).toBe(2);
    cache.clear();
    expect(await cache.get('k', async () => 3)).toBe(3);
  });
});
