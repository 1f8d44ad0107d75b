import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex, type IndexedSlot } from './catalogue-index';

const slot = (name: string, provider = 'p', id = `${name}|${provider}`): IndexedSlot => ({
  id,
  name,
  provider,
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
  searchName: name,
  providerKey: provider,
});

/** The rule written plainly: names starting with the needle, then the others containing it, each in (name, provider) order. */
function naive(slots: IndexedSlot[], needle: string, limit: number) {
  const sorted = [...slots].sort((a, b) => (a.searchName === b.searchName ? (a.providerKey < b.providerKey ? -1 : a.providerKey > b.providerKey ? 1 : 0) : a.searchName < b.searchName ? -1 : 1));
  const prefix = sorted.filter((s) => s.searchName.startsWith(needle));
  const inner = sorted.filter((s) => !s.searchName.startsWith(needle) && s.searchName.includes(needle));
  return [...prefix, ...inner].slice(0, limit).map((s) => s.id);
}

describe('catalogue index', () => {
  it('prefix matches first, then inner matches, each in name order, at most the limit', () => {
    const index = buildCatalogueIndex([slot('book of dead'), slot('gates of olympus'), slot('olympus rising'), slot('zeus vs olympus'), slot('olympus', 'b'), slot('olympus', 'a')]);
    expect(index.search('olympus', 20).map((s) => s.id)).toEqual(['olympus|a', 'olympus|b', 'olympus rising|p', 'gates of olympus|p', 'zeus vs olympus|p']);
    expect(index.search('olympus', 3).map((s) => s.id)).toEqual(['olympus|a', 'olympus|b', 'olympus rising|p']);
    expect(index.search('of ', 20).map((s) => s.name)).toEqual(['book of dead', 'gates of olympus']);
    expect(index.search('nothing', 20)).toEqual([]);
    expect(buildCatalogueIndex([]).search('abc', 20)).toEqual([]);
  });

  it('a match never spans two names', () => {
    const index = buildCatalogueIndex([slot('abc'), slot('def')]);
    expect(index.search('cde', 20)).toEqual([]);
    expect(index.search('c', 20).map((s) => s.name)).toEqual(['abc']);
  });

  it('agrees with the plain rule on random catalogues and needles', () => {
    const word = fc.stringMatching(/^[abc ]{1,8}$/);
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(word, fc.constantFrom('x', 'y')), { selector: ([n, p]) => `${n}|${p}`, maxLength: 40 }), fc.stringMatching(/^[abc ]{1,3}$/), fc.integer({ min: 1, max: 25 }), (pairs, needle, limit) => {
        const slots = pairs.map(([n, p]) => slot(n, p));
        expect(buildCatalogueIndex(slots).search(needle, limit).map((s) => s.id)).toEqual(naive(slots, needle, limit));
      }),
      { numRuns: 500 },
    );
  });
});
