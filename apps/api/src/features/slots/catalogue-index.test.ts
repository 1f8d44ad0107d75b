import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchText } from '../../lib/search-text';
import { distance } from 'fastest-levenshtein';
import { buildCatalogueIndex, matchSlot, typoAllowance, withoutLeadingThe, type IndexedSlot } from './catalogue-index';
import { parsePopularCsv, parseSlotsCsv } from './service';

const slot = (name: string, provider = 'p', popularity = 0, id = `${name}|${provider}`): IndexedSlot => ({
  id,
  name,
  provider,
  thumbnail: null,
  rtp: null,
  volatility: null,
  maxWin: null,
  searchName: name,
  providerKey: provider,
  popularity,
});

const isWord = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * The rule written plainly, occurrence by occurrence: the exact tier when the names are equal, a
 * leading 'the ' aside on both sides; else the best tier of any occurrence in the name.
 */
function tierOf(name: string, needle: string): number | null {
  const plain = (t: string) => (t.length > 4 && t.startsWith('the ') ? t.slice(4) : t);
  if (plain(name) === plain(needle)) return 0;
  let best: number | null = null;
  for (let at = name.indexOf(needle); at !== -1; at = name.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    const startsWord = at === 0 || !isWord(name[at - 1]);
    const endsWord = end === name.length || !isWord(name[end]);
    const tier = !startsWord ? 3 : at === 0 && end === name.length ? 0 : endsWord ? 1 : 2;
    best = best === null ? tier : Math.min(best, tier);
  }
  return best;
}

function naive(slots: IndexedSlot[], needle: string, limit: number) {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return slots
    .map((s) => ({ s, tier: tierOf(s.searchName, needle) }))
    .filter((x): x is { s: IndexedSlot; tier: number } => x.tier !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.s.popularity - a.s.popularity ||
        cmp(a.s.searchName, b.s.searchName) ||
        cmp(a.s.providerKey, b.s.providerKey),
    )
    .slice(0, limit)
    .map((x) => x.s.id);
}

describe('catalogue index', () => {
  it("puts the whole name first, a leading 'the ' aside on either side, over a more popular longer name", () => {
    const index = buildCatalogueIndex([
      slot('the dog house megaways', 'pragmatic', 90),
      slot('the dog house', 'pragmatic', 40),
      slot('dog house blitz', 'pragmatic', 95),
      slot('the', 'p', 1),
      slot('theatre', 'p', 99),
    ]);
    const names = (q: string) => index.search(searchText(q), 10).map((s) => s.name);
    expect(names('dog house')).toEqual(['the dog house', 'dog house blitz', 'the dog house megaways']);
    expect(names('The  Dog   House')[0]).toBe('the dog house');
    expect(names('dog house megaways')[0]).toBe('the dog house megaways');
    // 'the' alone is a name of its own, not an article to drop.
    expect(names('the')[0]).toBe('the');
    expect(withoutLeadingThe('the dog house')).toBe('dog house');
    expect(withoutLeadingThe('the')).toBe('the');
    expect(withoutLeadingThe('theatre')).toBe('theatre');
    // A needle with the article finds the name without it, first.
    const plain = buildCatalogueIndex([slot('dog house', 'p', 1), slot('the dog house megaways', 'p', 90)]);
    expect(plain.search('the dog house', 10).map((s) => s.name)).toEqual(['dog house', 'the dog house megaways']);
  });

  it('ranks the whole name, then whole words, then a word start, then anywhere; popularity within a tier, then name', () => {
    const index = buildCatalogueIndex([
      slot('book of dead', 'p', 5),
      slot('gates of olympus', 'p', 9),
      slot('olympus rising'),
      slot('zeus vs olympus'),
      slot('olympus', 'b'),
      slot('olympus', 'a'),
      slot('olympusia'),
      slot('neolympus', 'p', 100),
    ]);
    expect(index.search('olympus', 20).map((s) => s.id)).toEqual([
      'olympus|a',
      'olympus|b',
      'gates of olympus|p',
      'olympus rising|p',
      'zeus vs olympus|p',
      'olympusia|p',
      'neolympus|p',
    ]);
    expect(index.search('olympus', 3).map((s) => s.id)).toEqual(['olympus|a', 'olympus|b', 'gates of olympus|p']);
    expect(index.search('of', 20).map((s) => s.name)).toEqual(['gates of olympus', 'book of dead']);
    expect(index.search('nothing', 20)).toEqual([]);
    expect(buildCatalogueIndex([]).search('abc', 20)).toEqual([]);
  });

  it('a later occurrence at a word start counts (not only the first)', () => {
    const index = buildCatalogueIndex([slot('sugarsugar'), slot('xsugar sugar')]);
    expect(index.search('sugar', 20).map((s) => s.name)).toEqual(['xsugar sugar', 'sugarsugar']);
  });

  it('a match never spans two names', () => {
    const index = buildCatalogueIndex([slot('abc'), slot('def')]);
    expect(index.search('cde', 20)).toEqual([]);
    expect(index.search('c', 20).map((s) => s.name)).toEqual(['abc']);
  });

  it('takes new popularity figures without a rebuild', () => {
    const index = buildCatalogueIndex([slot('sweet a'), slot('sweet b')]);
    expect(index.search('sweet', 20).map((s) => s.name)).toEqual(['sweet a', 'sweet b']);
    index.setPopularity([
      { id: 'sweet b|p', popularity: 3 },
      { id: 'unknown', popularity: 9 },
    ]);
    expect(index.search('sweet', 20).map((s) => s.name)).toEqual(['sweet b', 'sweet a']);
  });

  it('agrees with the plain rule on random catalogues, figures and needles', () => {
    const word = fc.stringMatching(/^[ab' ]{1,8}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(word, fc.constantFrom('x', 'y'), fc.integer({ min: 0, max: 3 })), {
          selector: ([n, p]) => `${n}|${p}`,
          maxLength: 40,
        }),
        fc.stringMatching(/^[ab' ]{1,3}$/),
        fc.integer({ min: 1, max: 25 }),
        (triples, needle, limit) => {
          const slots = triples.map(([n, p, pop]) => slot(n, p, pop));
          expect(
            buildCatalogueIndex(slots)
              .search(needle, limit)
              .map((s) => s.id),
          ).toEqual(naive(slots, needle, limit));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the bundled catalogue with its curated figures', () => {
  const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/slots');
  const { rows } = parseSlotsCsv(readFileSync(path.join(assets, 'slots.csv'), 'utf8'));
  const popular = parsePopularCsv(readFileSync(path.join(assets, 'popular.csv'), 'utf8'));
  // As applyPopularSlots leaves the database: curated figures as floors, missing slots added.
  const byIdentity = new Map(rows.map((r) => [`${r.searchName}|${r.providerKey}`, { ...r, popularity: 0 }]));
  for (const p of popular) {
    const key = `${p.searchName}|${p.providerKey}`;
    byIdentity.set(key, { ...p, ...byIdentity.get(key), popularity: p.popularity });
  }
  const index = buildCatalogueIndex(
    [...byIdentity.values()].map((r, i) => ({
      id: String(i),
      name: r.name,
      provider: r.provider,
      thumbnail: null,
      rtp: null,
      volatility: null,
      maxWin: null,
      searchName: r.searchName,
      providerKey: r.providerKey,
      popularity: r.popularity,
    })),
  );
  const top = (q: string, n = 3) =>
    index
      .search(searchText(q), 20)
      .slice(0, n)
      .map((s) => s.name);

  it('names in the curated list are all slots (each matched or added once)', () => {
    expect(new Set(popular.map((p) => `${p.searchName}|${p.providerKey}`)).size).toBe(popular.length);
    expect(index.size).toBeGreaterThan(2_260);
  });

  it('gives the slot a streamer means for the usual queries', () => {
    expect(top('sweet')[0]).toBe('Sweet Bonanza');
    expect(top('sugar')[0]).toBe('Sugar Rush');
    expect(top('book')[0]).toBe('Book Of Dead');
    expect(top('gates')[0]).toBe('Gates Of Olympus');
    expect(top('dog house', 2).sort()).toEqual(['The Dog House', 'The Dog House Megaways']);
    expect(top('Sweet Bonanza', 1)).toEqual(['Sweet Bonanza']);
    // Exact names first, whatever the figures: 'bonanza' is a slot of its own.
    expect(top('bonanza', 1)).toEqual(['Bonanza']);
  });
});

describe('matchSlot (a slot name typed in chat)', () => {
  const index = buildCatalogueIndex([
    slot('gates of olympus', 'pragmatic', 50),
    slot('gates of olympus 1000', 'pragmatic', 80),
    slot('sweet bonanza', 'pragmatic', 90),
    slot('sweet bonanza 1000', 'pragmatic', 10),
    slot('sugar rush', 'pragmatic', 40),
    slot('book of dead', 'play n go', 70),
    slot('book of dead', 'copycat', 5),
    slot('wanted dead or a wild', 'hacksaw', 60),
    slot('razor shark', 'push', 30),
  ]);
  const names = (m: ReturnType<typeof matchSlot>) =>
    m.kind === 'one' ? m.slot.name : m.kind === 'choices' ? m.slots.map((s) => s.name) : null;

  it('takes the exact name even when longer names contain it', () => {
    expect(matchSlot(index, 'gates of olympus', 3)).toMatchObject({ kind: 'one', slot: { name: 'gates of olympus' } });
  });
  it('takes the most popular slot when providers share the exact name', () => {
    expect(matchSlot(index, 'book of dead', 3)).toMatchObject({ kind: 'one', slot: { provider: 'play n go' } });
  });
  it('takes the only name containing the text', () => {
    expect(names(matchSlot(index, 'razor', 3))).toBe('razor shark');
  });
  it('offers the three best names when several contain the text', () => {
    expect(matchSlot(index, 'gates', 3).kind).toBe('choices');
    expect(names(matchSlot(index, 'sweet', 3))).toEqual(['sweet bonanza', 'sweet bonanza 1000']);
  });
  it('forgives a small typo when one name is clearly closest', () => {
    expect(names(matchSlot(index, 'razor shrak', 3))).toBe('razor shark');
    expect(names(matchSlot(index, 'sugar rsuh', 3))).toBe('sugar rush');
  });
  it('offers the closest names when a typo is as near to several', () => {
    const jokers = buildCatalogueIndex([slot('fire joker', 'p', 1), slot('fire poker', 'p', 2), slot('fire', 'p')]);
    expect(names(matchSlot(jokers, 'fire doker', 3))).toEqual(['fire poker', 'fire joker']);
    expect(names(matchSlot(index, 'sweet bonanzo 1000', 3))).toBe('sweet bonanza 1000');
  });
  it('finds nothing for text far from every name, or empty text', () => {
    expect(matchSlot(index, 'completely unrelated', 3)).toEqual({ kind: 'none' });
    expect(matchSlot(index, '', 3)).toEqual({ kind: 'none' });
  });
  it('never offers a name further than the typo allowance, nor more than asked (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }), fc.integer({ min: 1, max: 5 }), (text, choices) => {
        const needle = searchText(text);
        const m = matchSlot(index, needle, choices);
        if (m.kind === 'choices') expect(m.slots.length).toBeLessThanOrEqual(choices);
        const found = m.kind === 'one' ? [m.slot] : m.kind === 'choices' ? m.slots : [];
        for (const s of found) {
          const contains = s.searchName.includes(needle);
          expect(contains || distance(needle, s.searchName) <= typoAllowance(needle.length)).toBe(true);
        }
      }),
    );
  });
});
