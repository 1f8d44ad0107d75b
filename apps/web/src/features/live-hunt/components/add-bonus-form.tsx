import { moneyTextToCents, type Slot } from '@app/contracts';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useAddLiveBonus } from '../api/add-live-bonus';
import { useSlotSuggestions } from '../use-slot-suggestions';
import { inputClass, fail } from './console-shared';

export function AddBonusForm() {
  const [slot, setSlot] = useState('');
  const [provider, setProvider] = useState('');
  const [picked, setPicked] = useState<Slot | null>(null);
  const [active, setActive] = useState(-1);
  const suggestions = useSlotSuggestions(slot, picked?.name ?? null);
  const betRef = useRef<HTMLInputElement>(null);
  const pick = (s: Slot) => {
    setPicked(s);
    setSlot(s.name);
    setProvider(s.provider);
    setActive(-1);
    betRef.current?.focus();
  };
  const [bet, setBet] = useState('');
  const [superBonus, setSuper] = useState(false);
  const slotRef = useRef<HTMLInputElement>(null);
  const add = useAddLiveBonus();
  return (
    <form
      className="grid grid-cols-2 gap-2 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        // One bonus per press: a second Enter while the first add is under way adds nothing.
        if (add.isPending) return;
        const cents = moneyTextToCents(bet);
        if (!slot.trim() || !cents) return toast({ variant: 'destructive', description: t('live-hunt.add.invalid') });
        add.mutate(
          {
            slot:
              picked && picked.name === slot
                ? { _id: picked.id, name: picked.name, provider: picked.provider }
                : { name: slot.trim(), provider: provider.trim() },
            bet: cents,
            superBonus,
          },
          {
            onError: fail,
            onSuccess: () => {
              setSlot('');
              setProvider('');
              setPicked(null);
              setSuper(false);
              slotRef.current?.focus();
            },
          },
        );
      }}
    >
      <label className="col-span-2 grid gap-1 text-sm sm:col-span-1">
        {t('live-hunt.column.slot')}
        <span className="relative">
          <input
            ref={slotRef}
            className={cn(inputClass, 'w-full')}
            value={slot}
            onChange={(e) => {
              setSlot(e.target.value);
              setActive(-1);
            }}
            onKeyDown={(e) => {
              if (suggestions.length === 0) return;
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, suggestions.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Enter' && active >= 0 && suggestions[active]) {
                e.preventDefault();
                pick(suggestions[active]);
              }
            }}
            placeholder={t('live-hunt.add.slotPlaceholder')}
            aria-label={t('live-hunt.column.slot')}
            role="combobox"
            aria-expanded={suggestions.length > 0}
            aria-controls="console-slot-suggestions"
            autoFocus
          />
          {suggestions.length > 0 ? (
            <ul
              id="console-slot-suggestions"
              role="listbox"
              className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-surface shadow-lg"
            >
              {suggestions.map((s, i) => (
                <li
                  key={s.id}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    pick(s);
                  }}
                  className={cn('cursor-pointer px-2 py-1 text-sm', i === active && 'bg-surface-2')}
                >
                  {s.name} <span className="text-xs text-muted">· {s.provider}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </span>
      </label>
      <label className="grid gap-1 text-sm">
        {t('live-hunt.add.provider')}
        <input
          className={inputClass}
          value={provider}
          onChange={(e) => setProvider(e.target.value)}
          placeholder={t('live-hunt.add.provider')}
          aria-label={t('live-hunt.add.provider')}
        />
      </label>
      <label className="grid gap-1 text-sm">
        {t('live-hunt.add.betDollars')}
        <input
          ref={betRef}
          className={inputClass}
          inputMode="decimal"
          maxLength={7}
          value={bet}
          onChange={(e) => setBet(e.target.value)}
          placeholder="1.00"
          aria-label={t('live-hunt.column.bet')}
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={superBonus}
          onChange={(e) => setSuper(e.target.checked)}
          aria-label={t('live-hunt.superBonus')}
        />{' '}
        {t('live-hunt.add.super')}
      </label>
      <Button type="submit" disabled={add.isPending}>
        {t('live-hunt.add.submit')}
      </Button>
    </form>
  );
}
