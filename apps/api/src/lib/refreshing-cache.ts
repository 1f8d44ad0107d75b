/**
 * Values derived from the database and reused for `maxAgeMs` per instance (never a source of truth;
 * the rule for such caches is in docs/architecture.md). When an entry is due, one load refreshes it
 * while every other caller still gets the previous value, so a busy endpoint never sends a stampede of
 * identical reads; a caller with nothing cached waits for that one load. A failed load keeps nothing
 * and reaches only the callers that waited for it. `delete`/`clear` drop entries at once, and a load
 * that was running then is not stored.
 */
export function createRefreshingCache<K, V>(opts: { maxAgeMs: number; maxEntries?: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 1000;
  type Entry =
    { value: V; at: number; loading: Promise<V> | null } | { value: undefined; at: number; loading: Promise<V> };
  const entries = new Map<K, Entry>();

  return {
    async get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.value !== undefined && now() - hit.at < opts.maxAgeMs) return hit.value;
      if (hit?.loading) return hit.value !== undefined ? hit.value : hit.loading;
      const loading = load();
      if (!hit && entries.size >= maxEntries) entries.clear();
      entries.set(
        key,
        hit && hit.value !== undefined
          ? { value: hit.value, at: hit.at, loading }
          : { value: undefined, at: 0, loading },
      );
      try {
        const value = await loading;
        if (entries.get(key)?.loading === loading) entries.set(key, { value, at: now(), loading: null });
        return value;
      } catch (err) {
        if (entries.get(key)?.loading === loading) entries.delete(key);
        throw err;
      }
    },
    delete(key: K): void {
      entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type RefreshingCache<K, V> = ReturnType<typeof createRefreshingCache<K, V>>;
