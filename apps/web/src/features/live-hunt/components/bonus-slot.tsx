import type { LiveBonus } from '@app/contracts';
import { ZapIcon } from 'lucide-react';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useUpdateLiveBonus } from '../api/update-live-bonus';
import { fail } from './console-shared';

/** A console bonus's slot and provider, after the button that marks it super or not. */
export function BonusSlot({ bonus }: { bonus: LiveBonus }) {
  const patch = useUpdateLiveBonus();
  return (
    <span className="inline-flex items-center gap-1">
      <button
        aria-label={t(bonus.isSuper ? 'live-hunt.bonus.unmarkSuper' : 'live-hunt.bonus.markSuper')}
        onClick={() => patch.mutate({ id: bonus._id, superBonus: !bonus.isSuper }, { onError: fail })}
      >
        <ZapIcon className={cn('size-4', bonus.isSuper ? 'text-yellow-400' : 'text-muted/40')} />
      </button>
      {bonus.slot.name}
      {bonus.slot.provider ? <span className="text-xs text-muted">· {bonus.slot.provider}</span> : null}
    </span>
  );
}
