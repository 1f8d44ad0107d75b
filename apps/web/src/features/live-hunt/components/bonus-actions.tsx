import type { LiveHunt } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { useDeleteLiveBonus } from '../api/delete-live-bonus';
import { useReorderLiveBonuses } from '../api/reorder-live-bonuses';
import { fail } from './console-shared';

/** Move a console bonus up or down the hunt's order, or remove it. */
export function BonusActions({ hunt, index }: { hunt: LiveHunt; index: number }) {
  const remove = useDeleteLiveBonus();
  const reorder = useReorderLiveBonuses();
  const bonus = hunt.bonus[index]!;
  const move = (delta: number) => {
    const order = hunt.bonus.map((b) => b._id);
    const j = index + delta;
    if (j < 0 || j >= order.length) return;
    [order[index], order[j]] = [order[j]!, order[index]!];
    reorder.mutate(order, { onError: fail });
  };
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('live-hunt.bonus.moveUp')}
        onClick={() => move(-1)}
        disabled={index === 0}
      >
        <ArrowUpIcon />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('live-hunt.bonus.moveDown')}
        onClick={() => move(1)}
        disabled={index === hunt.bonus.length - 1}
      >
        <ArrowDownIcon />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={t('live-hunt.bonus.remove')}
        onClick={() => remove.mutate(bonus._id, { onError: fail })}
      >
        <Trash2Icon />
      </Button>
    </>
  );
}
