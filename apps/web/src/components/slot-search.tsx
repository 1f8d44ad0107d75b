import type { Slot } from '@app/contracts';
import { SLOT_SEARCH_MIN_CHARS } from '@app/contracts/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '@/i18n';
import { slotSearchQueryKey, useSlotSearch } from '@/lib/search-slots';
import { SlotTile } from './slot-tile';

/** A search answer and the text it answers. */
type Answer = { q: string; slots: Slot[] };

/**
 * Slot search from 3 typed characters (server-side, case- and accent-insensitive); arrows + Enter pick.
 *
 * A list only ever serves the text it was searched for: while the answer for what is typed now is on
 * its way, the previous list stays visible but dimmed and Enter waits for the new answer (then picks
 * its top result), so a fast "type and Enter" never picks from the list of an earlier text. A pick
 * clears the text and drops any answer still coming, so a late answer cannot reopen the list and a
 * second Enter cannot add the same slot again.
 */
export function SlotSearch({
  onPick,
  placeholder = t('ui.slotSearch.placeholder'),
  autoFocus,
}: {
  onPick: (slot: Slot) => void;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const { q: query, search } = useSlotSearch(typed, { delayMs: 200 });
  const queryClient = useQueryClient();
  const listId = useId();
  /** The text Enter was pressed on before its answer came; picked when that answer arrives. */
  const pendingEnter = useRef<string | null>(null);
  const typedRef = useRef(typed);
  typedRef.current = typed;
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;

  const pick = (slot: Slot) => {
    pendingEnter.current = null;
    onPickRef.current(slot);
    setText('');
    setAnswer(null);
    setOpen(false);
  };
  const pickRef = useRef(pick);
  pickRef.current = pick;

  // An answer has come for the searched text (the search itself is the query's, lib/search-slots).
  const found = search.data;
  const failed = search.isError;
  useEffect(() => {
    if (query.length < SLOT_SEARCH_MIN_CHARS) return;
    // Typed on (or picked) since this search left: its answer is for a text no longer there.
    if (typedRef.current !== query) return;
    if (failed) {
      setAnswer({ q: query, slots: [] });
      return;
    }
    if (!found) return;
    if (pendingEnter.current === query) {
      pendingEnter.current = null;
      if (found[0]) {
        pickRef.current(found[0]);
        return;
      }
    }
    setAnswer({ q: query, slots: found });
    setActive(0);
    setOpen(true);
  }, [query, found, failed]);

  /** Recent answers by text (the query cache): typing a text again (the same slot twice in a row) needs no new search. */
  const known =
    typed.length >= SLOT_SEARCH_MIN_CHARS ? queryClient.getQueryData<Slot[]>(slotSearchQueryKey(typed)) : undefined;
  const fresh = known !== undefined;
  const results = known ?? (typed.length >= SLOT_SEARCH_MIN_CHARS && answer ? answer.slots : []);
  const shown = open && results.length > 0;

  return (
    <div className="relative min-w-0">
      <input
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-label={t('ui.slotSearch.label')}
        aria-busy={typed.length >= SLOT_SEARCH_MIN_CHARS && !fresh}
        autoFocus={autoFocus}
        value={text}
        placeholder={placeholder}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          if (pendingEnter.current !== e.target.value.trim()) pendingEnter.current = null;
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, results.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            if (e.repeat) return;
            if (fresh) {
              const chosen = results[active];
              if (chosen) pick(chosen);
            } else if (typed.length >= SLOT_SEARCH_MIN_CHARS) pendingEnter.current = typed;
          } else if (e.key === 'Escape') setOpen(false);
        }}
        className="w-full rounded-md border border-border bg-surface px-2 py-1.5 text-sm outline-none placeholder:text-muted focus:border-accent"
      />
      {shown ? (
        <ul
          id={listId}
          role="listbox"
          aria-busy={!fresh}
          className={`absolute z-20 mt-1 max-h-72 w-72 max-w-[80vw] overflow-auto rounded-md border border-border bg-surface shadow-lg ${fresh ? '' : 'opacity-60'}`}
        >
          {results.map((slot, i) => (
            <li
              key={slot.id}
              role="option"
              aria-selected={fresh && i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(slot);
              }}
              className={`flex cursor-pointer items-center gap-2 px-2 py-1.5 text-sm ${fresh && i === active ? 'bg-surface-2' : ''}`}
            >
              <SlotTile name={slot.name} provider={slot.provider} thumbnail={slot.thumbnail} className="size-7" />
              <span className="min-w-0">
                <span className="block truncate">{slot.name}</span>
                <span className="block truncate text-xs text-muted">{slot.provider}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
