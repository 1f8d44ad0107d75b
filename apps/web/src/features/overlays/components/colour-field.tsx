import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { inputClass } from './admin-overlay-constants';

export function ColourField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div>
      <label className="text-sm font-semibold" htmlFor={`colour-${label}`}>
        {label}
      </label>
      <div className="mt-1 flex items-center gap-1">
        <input
          type="color"
          aria-label={t('overlays.settings.colourPicker', { label })}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          className="size-9 shrink-0 cursor-pointer rounded border border-border bg-bg"
        />
        <input
          id={`colour-${label}`}
          className={cn(inputClass, 'mt-0 min-w-0 px-2 font-mono text-xs')}
          value={value}
          maxLength={7}
          aria-invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? <p className="mt-1 text-xs text-danger">{error}</p> : null}
    </div>
  );
}
