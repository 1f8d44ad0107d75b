import type { Slot } from '@app/contracts';
import { useSlotSearch } from '@/lib/search-slots';

/** How many catalogue slots the console's slot field suggests. */
export const MAX_SUGGESTIONS = 8;

/**
 * Catalogue suggestions for the typed text (3+ letters, lib/search-slots). A list answers the text it
 * was searched for and nothing else: while a newer text is debounced or loading no list shows, so arrows
 * and Enter can never pick from an older query's list (the console once added Sweet Alchemy for
 * "sweet b"). A failed search suggests nothing.
 */
export function useSlotSuggestions(text: string, pickedName: string | null): Slot[] {
  const { q, searching, search } = useSlotSearch(text, { delayMs: 150, skip: pickedName });
  return searching && q === text.trim() && search.data ? search.data.slice(0, MAX_SUGGESTIONS) : [];
}
