import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

/** A text that saves on Enter or blur and cancels on Escape. */
export function InlineText({
  value,
  onSave,
  label,
  className,
  maxLength,
  placeholder,
  inputMode,
}: {
  value: string;
  onSave: (v: string) => void;
  label: string;
  className?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'decimal';
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onSave(draft.trim());
  };
  return (
    <input
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={inputMode}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(value);
          requestAnimationFrame(() => (e.target as HTMLInputElement).blur());
        }
      }}
      className={cn(
        'min-w-0 rounded-md border border-transparent bg-transparent px-1.5 py-1 outline-none hover:border-border focus:border-accent focus:bg-surface',
        className,
      )}
    />
  );
}
