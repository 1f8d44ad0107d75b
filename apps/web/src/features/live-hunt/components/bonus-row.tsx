import { moneyTextToCents, type LiveBonus, type LiveHunt } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useDeleteLiveBonus } from '../api/delete-live-bonus';
import { useReorderLiveBonuses } from '../api/reorder-live-bonuses';
import { useUpdateLiveBonus } from '../api/update-live-bonus';
import { inputClass, fail } from './console-shared';

export function BonusRow({
  bonus,
  hunt,
  index,
  isNext,
}: {
  bonus: LiveBonus;
  hunt: LiveHunt;
  index: number;
  isNext: boolean;
}) {
  const patch = useUpdateLiveBonus();
  const remove = useDeleteLiveBonus();
  const reorder = useReorderLiveBonuses();
  const [earning, setEarning] = useState(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2));
  const [bet, setBet] = useState((bonus.bet / 100).toFixed(2));
  const earningRef = useRef<HTMLInputElement>(null);
  useEffect(() => setEarning(bonus.earning === null ? '' : (bonus.earning / 100).toFixed(2)), [bonus.earning]);
  useEffect(() => setBet((bonus.bet / 100).toFixed(2)), [bonus.bet]);
  useEffect(() => {
    if (isNext && document.activeElement?.getAttribute('data-earning') === 'true') earningRef.current?.focus();
  }, [isNext]);
  const move = (delta: number) => {
    const order = hunt.bonus.map((b) => b._id);
    const j = index + delta;
    if (j < 0 || j >= order.length) return;
    [order[index], order[j]] = [order[j]!, order[index]!];
    reorder.mutate(order, { onError: fail });
  };
  const saveEarning = () => {
    const text = earning.trim();
    const value = text === '' ? null : moneyTextToCents(text);
    if (text !== '' && value === null)
      return toast({ variant: 'destructive', description: 'Earning must be a dollar amount.' });
    if (value === bonus.earning) return;
    patch.mutate({ id: bonus._id, earning: value }, { onError: fail });
  };
  const saveBet = () => {
    const value = moneyTextToCents(bet);
    if (!value) return toast({ variant: 'destructive', description: 'Bet must be a dollar amount above 0.' });
    if (value !== bonus.bet) patch.mutate({ id: bonus._id, bet: value }, { onError: fail });
  };
  return (
    <tr
      className={cn('border-t border-border', isNext && 'bg-accent/15 outline outline-1 outline-accent')}
      data-testid="console-bonus"
      data-next={isNext || undefined}
    >
      <td className="p-2 text-muted">{bonus.position}</td>
      <td className="p-2">
        <span className="inline-flex items-center gap-1">
          <button
            aria-label={bonus.isSuper ? 'Unmark super' : 'Mark super'}
            onClick={() => patch.mutate({ id: bonus._id, superBonus: !bonus.isSuper }, { onError: fail })}
          >
            <ZapIcon className={cn('size-4', bonus.isSuper ? 'text-yellow-400' : 'text-muted/40')} />
          </button>
          {bonus.slot.name}
          {bonus.slot.provider ? <span className="text-xs text-muted">· {bonus.slot.provider}</span> : null}
        </span>
      </td>
      <td className="p-2">
        <input
          className={cn(inputClass, 'w-20 py-1')}
          inputMode="decimal"
          maxLength={7}
          value={bet}
          onChange={(e) => setBet(e.target.value)}
          onBlur={saveBet}
          onKeyDown={(e) => e.key === 'Enter' && saveBet()}
          aria-label={`Bet of ${bonus.slot.name}`}
        />
      </td>
      <td className="p-2">
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
          aria-label={`Earning of ${bonus.slot.name}`}
        />
      </td>
      <td className="p-2 tabular-nums">{bonus.multiplier === null ? '-' : `x${bonus.multiplier}`}</td>
      <td className="whitespace-nowrap p-2">
        <Button size="icon" variant="ghost" aria-label="Move up" onClick={() => move(-1)} disabled={index === 0}>
          <ArrowUpIcon />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Move down"
          onClick={() => move(1)}
          disabled={index === hunt.bonus.length - 1}
        >
          <ArrowDownIcon />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Remove"
          onClick={() => remove.mutate(bonus._id, { onError: fail })}
        >
          <Trash2Icon />
        </Button>
      </td>
    </tr>
  );
}
