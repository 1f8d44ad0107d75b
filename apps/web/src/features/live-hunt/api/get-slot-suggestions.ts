import type { Slot } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** How many catalogue slots the console's slot field suggests. */
export const MAX_SUGGESTIONS = 8;

/** GET /slots?q=: the catalogue's slots matching the text, best first (the server ranks them). */
export const getSlotSuggestions = (q: string, signal?: AbortSignal) =>
  api<Slot[]>(`/slots?q=${encodeURIComponent(q)}`, { signal });

export const slotSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['live-hunt', 'slot-suggestions', q],
    queryFn: ({ signal }) => getSlotSuggestions(q, signal),
    select: (slots) => slots.slice(0, MAX_SUGGESTIONS),
  });

/**
 * Catalogue suggestions for the typed text (3+ letters). A list answers the text it was searched for
 * and nothing else: while a newer text is debounced or loading no list shows, so arrows and Enter can
 * never pick from an older query's list (the console once added Sweet Alchemy for "sweet b"). A failed
 * search suggests nothing.
 */
export function useSlotSuggestions(text: string, pickedName: string | null): Slot[] {
  const current = text.trim();
  const query = useDebouncedValue(current, 150);
  const enabled = query.length >= 3 && query !== pickedName;
  const found = useQuery({ ...slotSuggestionsQueryOptions(query), enabled });
  return enabled && query === current && found.data ? found.data : [];
}
