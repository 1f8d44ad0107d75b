/**
 * A Map of at most `max` entries, for the derived caches each instance keeps (compressed bodies,
 * parsed headers, search answers, the games' hints): setting a key it does not hold when it is full
 * drops the oldest entry first (insertion order). Deleting a key and setting it again makes it the
 * newest, so a cache that does that on each hit drops the least recently used.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`BoundedMap: max must be a positive integer, got ${max}`);
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}
