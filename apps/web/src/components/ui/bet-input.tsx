import { MAX_BET, MIN_BET } from '@app/contracts/limits';
import { CoinsIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * docs/product.md#limits: parse as an integer, anything non-numeric becomes 0, then clamp to min..max
 * (min 1 for a main bet, 0 for a side bet; max 100).
 */
export function clampInteger(raw: string | number, min: number, max: number): number {
  const n = typeof raw === 'number' ? Math.trunc(raw) : Number.parseInt(raw, 10);
  const value = Number.isNaN(n) ? 0 : n;
  return Math.min(max, Math.max(min, value));
}

/**
 * The quick buttons (docs/product.md#limits): 1/2 rounds down with a floor of 1, x2 stops at the max. A side
 * bet left at 0 stays 0 either way: half or double of nothing is nothing.
 */
export const halfBet = (value: number) => (value <= 0 ? 0 : Math.max(1, Math.floor(value / 2)));
export const doubleBet = (value: number, max: number) => Math.min(max, Math.max(0, value) * 2);

type Props = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** 1 for a main bet, 0 for a side bet (Min then sets 0). */
  min?: number;
  max?: number;
  disabled?: boolean;
  className?: string;
};

const quick =
  'h-8 min-w-0 flex-1 rounded-md bg-surface-2 px-2 text-xs font-semibold text-fg transition-colors hover:bg-border disabled:pointer-events-none disabled:opacity-50';

/**
 * A points field with Min, 1/2, x2 and Max. The value is clamped as you type (docs/product.md#limits); an
 * emptied field is allowed while typing and becomes the minimum when it loses focus.
 */
export function BetInput({ label, value, onChange, min = MIN_BET, max = MAX_BET, disabled, className }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    onChange(next);
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wide text-muted">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-lg border border-border bg-bg px-2 focus-within:border-accent">
        <CoinsIcon aria-hidden="true" className="size-4 shrink-0 text-gold" />
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          disabled={disabled}
          value={draft ?? String(value)}
          onFocus={(e) => e.currentTarget.select()}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            if (raw.trim() === '') {
              setDraft('');
              return;
            }
            const next = clampInteger(raw, min, max);
            setDraft(null);
            onChange(next);
          }}
          onBlur={() => {
            if (draft !== null) commit(clampInteger(draft, min, max));
          }}
          className="h-10 w-full min-w-0 bg-transparent text-sm font-semibold tabular-nums outline-none disabled:opacity-60"
        />
      </div>
      <div className="flex gap-1.5" role="group" aria-label={t('ui.betInput.quickAmounts', { label })}>
        <button type="button" className={quick} disabled={disabled} onClick={() => commit(min)}>
          {t('ui.betInput.min')}
        </button>
        <button type="button" className={quick} disabled={disabled} onClick={() => commit(halfBet(value))}>
          1/2
        </button>
        <button type="button" className={quick} disabled={disabled} onClick={() => commit(doubleBet(value, max))}>
          {t('ui.betInput.double')}
        </button>
        <button type="button" className={quick} disabled={disabled} onClick={() => commit(max)}>
          {t('ui.betInput.max')}
        </button>
      </div>
    </div>
  );
}
