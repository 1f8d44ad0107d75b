import { SearchIcon } from 'lucide-react';
import { t } from '@/i18n';

/**
 * A search input; the placeholder and the accessible name default to the user search of
 * docs/product.md#points-leaderboard.
 */
export function SearchBox({
  value,
  onChange,
  placeholder = t('ui.searchBox.placeholder'),
  label = t('ui.searchBox.label'),
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
}) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
      />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="w-full rounded-lg border border-border bg-surface py-2 pl-9 pr-3 text-sm outline-none placeholder:text-muted focus:border-accent"
      />
    </div>
  );
}
