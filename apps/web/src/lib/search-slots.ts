import type { Slot } from '@app/contracts';
import { SLOT_SEARCH_MIN_CHARS } from '@app/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useDebouncedValue } from './use-debounced-value';

/** Every slot search's key starts with this: a catalogue edit invalidates them all. */
export const slotSearchKey = ['slots', 'search'] as const;

/**
 * GET /slots?q= (SLOT_SEARCH_MIN_CHARS+ characters): up to SLOT_SEARCH_MAX_RESULTS catalogue slots, prefix
 * matches first (the server ranks them). Browsers may keep an answer for a minute (public, max-age=60);
 * `fresh` asks the server each time, for the admin who edits the catalogue, so an edit shows at once.
 */
export const searchSlots = (q: string, { fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {}) =>
  api<Slot[]>(`/slots?q=${encodeURIComponent(q)}`, fresh ? { signal, cache: 'no-cache' } : { signal });

/** A fresh and a browser-cached answer are two entries; both sit under `slotSearchKey`. */
export const slotSearchQueryKey = (q: string, fresh = false) =>
  fresh ? ([...slotSearchKey, q] as const) : ([...slotSearchKey, q, 'browser-cache'] as const);

export const slotSearchQueryOptions = (q: string, fresh = false) =>
  queryOptions({
    queryKey: slotSearchQueryKey(q, fresh),
    queryFn: ({ signal }) => searchSlots(q, { fresh, signal }),
    enabled: q.length >= SLOT_SEARCH_MIN_CHARS,
    // A cached answer holds for the minute the browser may keep it anyway; the admin's always asks.
    staleTime: fresh ? 0 : 60_000,
  });

/**
 * The slot search of every screen: the typed text, trimmed and debounced by `delayMs` (one search per
 * pause in typing), is searched once it has SLOT_SEARCH_MIN_CHARS characters and is not `skip` (the
 * slot just picked, whose name now fills the field). `q` is the text searched, so a caller can tell
 * which text an answer is for; `searching` whether `q` is searched at all.
 */
export function useSlotSearch(
  text: string,
  { delayMs, fresh = false, skip = null }: { delayMs: number; fresh?: boolean; skip?: string | null },
) {
  const q = useDebouncedValue(text.trim(), delayMs);
  const searching = q.length >= SLOT_SEARCH_MIN_CHARS && q !== skip;
  const search = useQuery({ ...slotSearchQueryOptions(q, fresh), enabled: searching });
  return { q, searching, search };
}
