import type { Slot } from '@app/contracts';
import { distance } from 'fastest-levenshtein';

/** A catalogue row as the index keeps it: the public slot plus its searchable keys and popularity. */
export type IndexedSlot = Slot & { searchName: string; providerKey: string; popularity: number };

const byKeys = (a: IndexedSlot, b: IndexedSlot) =>
  a.searchName < b.searchName
    ? -1
    : a.searchName > b.searchName
      ? 1
      : a.providerKey < b.providerKey
        ? -1
        : a.providerKey > b.providerKey
          ? 1
          : 0;

/**
 * A searchable name or needle without its leading article: 'the dog house' -> 'dog house' (a name
 * that is only 'the' keeps it). Whitespace is already collapsed by searchText.
 */
export const withoutLeadingThe = (text: string) => (text.length > 4 && text.startsWith('the ') ? text.slice(4) : text);

/**
 * Match tiers, best first (docs/decisions/038): the whole name, a leading 'the ' aside on either
 * side ('dog house' is exactly 'the dog house'); whole words (the query starts at a
 * word start and ends at a word end: 'dog house' in 'the dog house megaways'); a word start ('sweet'
 * in 'sweety honey fruity', 'olymp' in 'gates of olympus'); anywhere else.
 */
export const TIER_EXACT = 0;
export const TIER_WORDS = 1;
export const TIER_WORD_START = 2;
export const TIER_INSIDE = 3;

const NEWLINE = 10;

/** Letters and digits make words; anything else (space, punctuation) separates them. */
function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(code));
}

/**
 * The slot catalogue in process memory, derived from the database (never a source of truth), for
 * the search box: rows sorted by searchable name, and every searchable name in one string so a
 * substring search is a native `indexOf` walk rather than a test per row.
 *
 * `search(needle, limit)` (needle already in searchText form): the names containing it, ranked by
 * match tier, then popularity (higher first), then name and provider; at most `limit`. The walk
 * keeps only the best `limit` rows in three small typed arrays (a bounded insertion sort), so a
 * query matching thousands of names allocates nothing per match. Searchable names never hold a
 * newline (searchText collapses whitespace), so '\n' separates them.
 */
export function buildCatalogueIndex(slots: IndexedSlot[]) {
  const rows = [...slots].sort(byKeys);
  const n = rows.length;
  const starts = new Int32Array(n + 1);
  const popularity = new Float64Array(n);
  const rowOfId = new Map<string, number>();
  // The rows by their name without a leading 'the ': the exact tier is a lookup, not a walk.
  const rowsOfExact = new Map<string, number[]>();
  let joined = '';
  rows.forEach((row, i) => {
    starts[i] = joined.length;
    popularity[i] = row.popularity;
    rowOfId.set(row.id, i);
    const key = withoutLeadingThe(row.searchName);
    const same = rowsOfExact.get(key);
    if (same) same.push(i);
    else rowsOfExact.set(key, [i]);
    joined += `${row.searchName}\n`;
  });
  starts[n] = joined.length;

  /**
   * The row whose name holds the character at `pos` of the joined string, at or after row `from`:
   * matches come in order and usually close together, so it gallops forward before bisecting.
   */
  const rowAt = (pos: number, from: number) => {
    let lo = from;
    let step = 1;
    let hi = from + 1;
    while (hi < n && starts[hi]! <= pos) {
      lo = hi;
      step *= 2;
      hi = lo + step;
    }
    if (hi > n - 1) hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  /**
   * The tier of the occurrence of a needle of `length` at `pos`, from the characters around it alone
   * (a name is framed by '\n' on both sides, or the string's start). Never TIER_EXACT: the exact names
   * are looked up before the walk, which skips them.
   */
  const tierAt = (pos: number, length: number) => {
    const end = pos + length;
    const atNameStart = pos === 0 || joined.charCodeAt(pos - 1) === NEWLINE;
    if (!atNameStart && isWordChar(joined.charCodeAt(pos - 1))) return TIER_INSIDE;
    const next = joined.charCodeAt(end);
    if (next === NEWLINE) return TIER_WORDS;
    return isWordChar(next) ? TIER_WORD_START : TIER_WORDS;
  };

  // The best rows so far, best first; reused by every search (a search runs to its end synchronously).
  let topRow = new Int32Array(32);
  let topTier = new Int8Array(32);
  let topPop = new Float64Array(32);

  return {
    size: n,
    search(needle: string, limit: number): IndexedSlot[] {
      if (!needle || n === 0 || limit <= 0) return [];
      if (topRow.length < limit) {
        topRow = new Int32Array(limit);
        topTier = new Int8Array(limit);
        topPop = new Float64Array(limit);
      }
      let count = 0;
      // Keeps `row` among the best `limit` if it beats the worst kept. Rows arrive in name order
      // within a tier, so a row only displaces one strictly worse in tier or popularity.
      const offer = (row: number, tier: number) => {
        const pop = popularity[row]!;
        if (count === limit) {
          const last = count - 1;
          if (tier > topTier[last]! || (tier === topTier[last]! && pop <= topPop[last]!)) return;
          count--;
        }
        let at = count;
        while (at > 0 && (tier < topTier[at - 1]! || (tier === topTier[at - 1]! && pop > topPop[at - 1]!))) {
          topRow[at] = topRow[at - 1]!;
          topTier[at] = topTier[at - 1]!;
          topPop[at] = topPop[at - 1]!;
          at--;
        }
        topRow[at] = row;
        topTier[at] = tier;
        topPop[at] = pop;
        count++;
      };
      // The exact tier: the names equal to the needle, a leading 'the ' aside on both sides (one map
      // lookup; 'the dog house' also finds a name 'dog house' that does not contain it).
      const exact = rowsOfExact.get(withoutLeadingThe(needle));
      if (exact) for (const r of exact) offer(r, TIER_EXACT);
      const length = needle.length;
      let row = 0;
      let pos = joined.indexOf(needle, 0);
      while (pos !== -1) {
        const first = pos;
        const nameEnd = joined.indexOf('\n', pos + length);
        // The best occurrence in this name (a later one may start a word where the first did not);
        // the scan goes on from where it stopped, so the joined string is read once in all.
        let tier = tierAt(pos, length);
        pos = joined.indexOf(needle, tier <= TIER_WORDS ? nameEnd + 1 : pos + 1);
        while (pos !== -1 && pos < nameEnd) {
          const t = tierAt(pos, length);
          if (t < tier) tier = t;
          pos = joined.indexOf(needle, tier <= TIER_WORDS ? nameEnd + 1 : pos + 1);
        }
        // Full, and this tier is worse than the worst kept: no need to find the row.
        if (count === limit && tier > topTier[count - 1]!) continue;
        row = rowAt(first, row);
        if (exact && exact.includes(row)) continue; // already in, as exact
        offer(row, tier);
      }
      const found = new Array<IndexedSlot>(count);
      for (let i = 0; i < count; i++) found[i] = rows[topRow[i]!]!;
      return found;
    },

    /**
     * The names closest to a needle that no name contains (a typo: 'gates of olympsu'), by edit
     * distance, at most `maxDistance` edits away, best first (then the more popular, then by name); at
     * most `limit`. Names whose length differs from the needle's by more than `maxDistance` cannot be
     * that close and are skipped without measuring.
     */
    closest(needle: string, limit: number, maxDistance: number): Array<{ slot: IndexedSlot; distance: number }> {
      if (!needle || n === 0 || limit <= 0) return [];
      const found: Array<{ row: number; distance: number }> = [];
      for (let i = 0; i < n; i++) {
        const name = rows[i]!.searchName;
        if (Math.abs(name.length - needle.length) > maxDistance) continue;
        const d = distance(needle, name);
        if (d <= maxDistance) found.push({ row: i, distance: d });
      }
      found.sort((a, b) => a.distance - b.distance || popularity[b.row]! - popularity[a.row]! || a.row - b.row);
      return found.slice(0, limit).map(({ row, distance: d }) => ({ slot: rows[row]!, distance: d }));
    },

    /** Takes new popularity figures (by slot id) without rebuilding; unknown ids are ignored. */
    setPopularity(figures: Iterable<{ id: string; popularity: number }>): void {
      for (const { id, popularity: p } of figures) {
        const i = rowOfId.get(id);
        if (i !== undefined) {
          popularity[i] = p;
          rows[i]!.popularity = p;
        }
      }
    },
  };
}

export type CatalogueIndex = ReturnType<typeof buildCatalogueIndex>;

/** The public fields of an indexed slot, in the API's order. */
export const toSlot = ({ id, name, provider, thumbnail, rtp, volatility, maxWin }: IndexedSlot): Slot => ({
  id,
  name,
  provider,
  thumbnail,
  rtp,
  volatility,
  maxWin,
});

/** What a typed slot name (a chat `!sr`) finds in the catalogue. */
export type SlotMatch =
  { kind: 'one'; slot: IndexedSlot } | { kind: 'choices'; slots: IndexedSlot[] } | { kind: 'none' };

/** How many edits a typo of this length may hold and still find a name. */
export const typoAllowance = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * The slot a typed name means (needle in searchText form), for requests typed in chat:
 * - a name that is exactly the needle (a leading 'the ' aside): that slot (the most popular one when providers share the name);
 * - a single name containing it: that slot;
 * - several names containing it: the `choices` best of them, to pick from by typing the full name;
 * - none containing it: the names within a typo's reach; the closest is taken when it is at most two
 *   edits away and closer than every other, else the closest `choices` are offered;
 * - nothing near: none.
 */
export function matchSlot(index: CatalogueIndex, needle: string, choices: number): SlotMatch {
  if (!needle) return { kind: 'none' };
  const hits = index.search(needle, choices);
  if (hits.length > 0) {
    if (withoutLeadingThe(hits[0]!.searchName) === withoutLeadingThe(needle) || hits.length === 1)
      return { kind: 'one', slot: hits[0]! };
    return { kind: 'choices', slots: hits };
  }
  const near = index.closest(needle, choices, typoAllowance(needle.length));
  if (near.length === 0) return { kind: 'none' };
  const [best, second] = near;
  if (best!.distance <= 2 && (!second || second.distance > best!.distance)) return { kind: 'one', slot: best!.slot };
  return { kind: 'choices', slots: near.map((m) => m.slot) };
}
