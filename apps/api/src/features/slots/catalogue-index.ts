import type { Slot } from '@app/contracts';

/** A catalogue row as the index keeps it: the public slot plus its searchable keys. */
export type IndexedSlot = Slot & { searchName: string; providerKey: string };

const byKeys = (a: IndexedSlot, b: IndexedSlot) =>
  a.searchName < b.searchName ? -1 : a.searchName > b.searchName ? 1 : a.providerKey < b.providerKey ? -1 : a.providerKey > b.providerKey ? 1 : 0;

/**
 * The slot catalogue in process memory, derived from the database (never a source of truth), for
 * the search box: rows sorted by searchable name, and every searchable name in one string so a
 * substring search is a native `indexOf` walk rather than a test per row.
 *
 * `search(needle)` (needle already in searchText form): names starting with it first (a contiguous
 * block of the sorted rows, found by binary search), then names containing it elsewhere, each group
 * in name order, at most `limit` in all. Searchable names never hold a newline (searchText collapses
 * whitespace), so '\n' separates them.
 */
export function buildCatalogueIndex(slots: IndexedSlot[]) {
  const rows = [...slots].sort(byKeys);
  const starts = new Int32Array(rows.length);
  let joined = '';
  rows.forEach((row, i) => {
    starts[i] = joined.length;
    joined += `${row.searchName}\n`;
  });

  /** The row whose name holds the character at `pos` of the joined string. */
  const rowAt = (pos: number) => {
    let lo = 0;
    let hi = rows.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };

  /** The first row whose name is not below `needle`: where a block of names starting with it begins. */
  const lowerBound = (needle: string) => {
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (rows[mid]!.searchName < needle) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  return {
    size: rows.length,
    search(needle: string, limit: number): IndexedSlot[] {
      if (!needle || rows.length === 0) return [];
      const prefixFrom = lowerBound(needle);
      let prefixTo = prefixFrom;
      while (prefixTo < rows.length && rows[prefixTo]!.searchName.startsWith(needle)) prefixTo++;
      const found = rows.slice(prefixFrom, Math.min(prefixTo, prefixFrom + limit));
      let from = 0;
      while (found.length < limit) {
        const pos = joined.indexOf(needle, from);
        if (pos === -1) break;
        const i = rowAt(pos);
        if (i >= prefixFrom && i < prefixTo) {
          from = prefixTo < rows.length ? starts[prefixTo]! : joined.length; // the prefix block is already in
          continue;
        }
        found.push(rows[i]!);
        from = i + 1 < rows.length ? starts[i + 1]! : joined.length;
      }
      return found;
    },
  };
}

export type CatalogueIndex = ReturnType<typeof buildCatalogueIndex>;

/** The public fields of an indexed slot, in the API's order. */
export const toSlot = ({ id, name, provider, thumbnail, rtp, volatility, maxWin }: IndexedSlot): Slot => ({ id, name, provider, thumbnail, rtp, volatility, maxWin });
