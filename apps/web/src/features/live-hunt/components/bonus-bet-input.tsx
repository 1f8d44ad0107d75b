import { moneyTextToCents, type LiveBonus } from '@app/contracts';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useUpdateLiveBonus } from '../api/update-live-bonus';
import { fail, inputClass } from './console-shared';

/** A console bonus's bet in dollars: saved on Enter or when the field loses focus, if it changed. */
export function BonusBetInput({ bonus }: { bonus: LiveBonus }) {
  const patch = useUpdateLiveBonus();
  const [bet, setBet] = useState((bonus.bet / 100).toFixed(2));
  useEffect(() => setBet((bonus.bet / 100).toFixed(2)), [bonus.bet]);
  const saveBet = () => {
    const value = moneyTextToCents(bet);
    if (!value) return toast({ variant: 'destructive', description: t('live-hunt.bonus.betInvalid') });
    if (value !== bonus.bet) patch.mutate({ id: bonus._id, bet: value }, { onError: fail });
  };
  return (
    <input
      className={cn(inputClass, 'w-20 py-1')}
      inputMode="decimal"
      maxLength={7}
      value={bet}
      onChange={(e) => setBet(e.target.value)}
      onBlur={saveBet}
      onKeyDown={(e) => e.key === 'Enter' && saveBet()}
      aria-label={t('live-hunt.bonus.betOf', { slot: bonus.slot.name })}
    />
  );
}
