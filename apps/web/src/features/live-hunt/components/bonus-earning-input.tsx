import { moneyTextToCents, type LiveBonus } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useUpdateLiveBonus } from '../api/update-live-bonus';
import { fail, inputClass } from './console-shared';

/**
 * A console bonus's earning in dollars (empty: not opened yet), saved on Enter or blur. When this bonus
 * becomes the next one to open while an earning field has the focus, the focus moves here, so the
 * streamer types the earnings one after another.
 */
export function BonusEarningInput({ bonus, isNext }: { bonus: LiveBonus; isNext: boolean }) {
  const patch = useUpdateLiveBonus();
  const [earning, setEarning] = useState(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2));
  const earningRef = useRef<HTMLInputElement>(null);
  useEffect(() => setEarning(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2)), [bonus.earning]);
  useEffect(() => {
    if (isNext && document.activeElement?.getAttribute('data-earning') === 'true') earningRef.current?.focus();
  }, [isNext]);
  const saveEarning = () => {
    const text = earning.trim();
    const value = text === '' ? null : moneyTextToCents(text);
    if (text !== '' && value === null)
      return toast({ variant: 'destructive', description: t('live-hunt.bonus.earningInvalid') });
    if (value === bonus.earning) return;
    patch.mutate({ id: bonus._id, earning: value }, { onError: fail });
  };
  return (
    <input
      ref={earningRef}
      data-earning="true"
      className={cn(inputClass, 'w-24 py-1')}
      inputMode="decimal"
      maxLength={10}
      value={earning}
      placeholder="-"
      onChange={(e) => setEarning(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && saveEarning()}
      onBlur={saveEarning}
      aria-label={t('live-hunt.bonus.earningOf', { slot: bonus.slot.name })}
    />
  );
}
