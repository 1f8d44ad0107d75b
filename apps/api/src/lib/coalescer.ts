/**
 * Identical reads that overlap share one read: a caller asking for a key while that key is being read
 * gets that read's answer (or its failure), which started at most one read's time before it asked.
 * Nothing is kept once the read ends, so no answer is older than that, and there is nothing to
 * invalidate. (For values worth keeping a while, see `createRefreshingCache`.) Used by the admin
 * analytics, keyed by chart and range (ADR 049 §9).
 */
export function createCoalescer() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, read: () => Promise<T>): Promise<T> => {
    const shared = running.get(key);
    if (shared) return shared as Promise<T>;
    const p = read().finally(() => running.delete(key));
    running.set(key, p);
    return p;
  };
}
