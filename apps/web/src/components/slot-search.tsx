import type { Slot } from '@app/contracts';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { api } from '@/lib/api-client';
import { SlotTile } from './slot-tile';

const searchSlots = (q: string, signal?: AbortSignal) => api<Slot[]>(`/slots?q=${encodeURIComponent(q)}`, { signal });

/** Slot search from 3 typed characters (server-side, case- and accent-insensitive); arrows + Enter pick. */
export function SlotSearch({ onPick, placeholder = 'Search slot...', autoFocus }: { onPick: (slot: Slot) => void; placeholder?: string; autoFocus?: boolean }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<Slot[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), 200);
  const listId = useId();

  useEffect(() => {
    if (query.length < 3) {
      setResults([]);
      return;
    }
    const controller = new AbortController();
    searchSlots(query, controller.signal)
      .then((found) => {
        setResults(found);
        setActive(0);
        setOpen(true);
      })
      .catch(() => setResults([]));
    return () => controller.abort();
  }, [query]);

  const pick = (slot: Slot) => {
    onPick(slot);
    setText('');
    setResults([]);
    setOpen(false);
  };

  return (
    <div className="relative min-w-0">
      <input
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-label="Search slot"
        autoFocus={autoFocus}
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, results.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && results[active]) {
            e.preventDefault();
            pick(results[active]);
          } else if (e.key === 'Escape') setOpen(false);
        }}
        className="w-full rounded-md border border-border bg-surface px-2 py-1.5 text-sm outline-none placeholder:text-muted focus:border-accent"
      />
      {open && results.length > 0 ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-72 w-72 max-w-[80vw] overflow-auto rounded-md border border-border bg-surface shadow-lg">
          {results.map((slot, i) => (
            <li
              key={slot.id}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(slot);
              }}
              className={`flex cursor-pointer items-center gap-2 px-2 py-1.5 text-sm ${i === active ? 'bg-surface-2' : ''}`}
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
