import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('drops the oldest entry when a new key comes to a full map; an existing key drops nothing', () => {
    const m = new BoundedMap<string, number>(2);
    m.set('a', 1).set('b', 2);
    m.set('a', 10);
    expect([...m]).toEqual([
      ['a', 10],
      ['b', 2],
    ]);
    m.set('c', 3);
    expect([...m.keys()]).toEqual(['b', 'c']);
    // Deleted and set again: the newest, so it outlives an older one.
    m.delete('b');
    m.set('b', 2);
    m.set('d', 4);
    expect([...m.keys()]).toEqual(['b', 'd']);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new BoundedMap(0)).toThrow(RangeError);
    expect(() => new BoundedMap(1.5)).toThrow(RangeError);
  });

  it('never holds more than max, and holds the last max distinct keys set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 }),
        (max, keys) => {
          const m = new BoundedMap<number, number>(max);
          keys.forEach((k, i) => m.set(k, i));
          expect(m.size).toBeLessThanOrEqual(max);
          // The model: the distinct keys in the order each was first set since it was last dropped.
          const model: number[] = [];
          for (const k of keys) {
            if (model.includes(k)) continue;
            if (model.length >= max) model.shift();
            model.push(k);
          }
          expect([...m.keys()]).toEqual(model);
          for (const k of model) expect(m.get(k)).toBe(keys.lastIndexOf(k));
        },
      ),
    );
  });
});
