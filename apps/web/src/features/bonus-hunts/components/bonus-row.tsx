import type { Bonus } from '@app/contracts';
import { BONUS_BET_MAX_CHARS, BONUS_EARNING_MAX_CHARS } from '@app/contracts/limits';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDeleteBonus } from '../api/delete-bonus';
import { useUpdateBonus } from '../api/update-bonus';
import { fail } from './fail';
import { InlineText } from './inline-text';

export function BonusRow({ bonus, editable, huntId }: { bonus: Bonus; editable: boolean; huntId: string }) {
  const updateBonus = useUpdateBonus(huntId);
  const deleteBonus = useDeleteBonus(huntId);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: bonus.id,
    disabled: !editable,
  });
  const save = (patch: { bet?: string; earning?: string; superBonus?: boolean; slot?: string }) =>
    updateBonus.mutate({ bonusId: bonus.id, ...patch }, { onError: fail });
  const name = bonus.slot?.name ?? 'No slot';
  return (
    <tr
      ref={setNodeRef}
      data-testid="bonus-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'border-t border-border bg-surface',
        isDragging && 'relative z-10 shadow-lg',
        bonus.earning !== null ? '' : 'text-fg/90',
      )}
      data-opened={bonus.earning !== null || undefined}
    >
      {editable ? (
        <td className="px-1">
          <button
            type="button"
            aria-label={`Move ${name}`}
            className="cursor-grab touch-none rounded p-1 text-muted hover:bg-surface-2"
            {...attributes}
            {...listeners}
          >
            <GripVerticalIcon aria-hidden="true" className="size-4" />
          </button>
        </td>
      ) : null}
      <td className="px-2 py-1.5">
        <div className="flex min-w-0 items-center gap-2">
          <SlotTile name={name} provider={bonus.slot?.provider ?? ''} thumbnail={bonus.slot?.thumbnail ?? null} />
          <div className="min-w-0">
            <p className="flex items-center gap-1 truncate font-medium">
              {bonus.superBonus ? (
                <ZapIcon aria-label="Super bonus" className="size-3.5 shrink-0 text-amber-400" />
              ) : null}
              {name}
            </p>
            <p className="truncate text-xs text-muted">{bonus.slot?.provider ?? ''}</p>
          </div>
        </div>
      </td>
      <td className="px-2 text-right">
        {editable ? (
          <InlineText
            label={`Bet of ${name}`}
            value={bonus.bet}
            inputMode="decimal"
            maxLength={BONUS_BET_MAX_CHARS}
            className="w-20 text-right tabular-nums"
            onSave={(bet) => save({ bet })}
          />
        ) : (
          <span className="tabular-nums">€{bonus.bet}</span>
        )}
      </td>
      <td className="px-2 text-right">
        {editable ? (
          <InlineText
            label={`Earning of ${name}`}
            value={bonus.earning ?? ''}
            placeholder="-"
            inputMode="decimal"
            maxLength={BONUS_EARNING_MAX_CHARS}
            className="w-24 text-right tabular-nums"
            onSave={(earning) => save({ earning })}
          />
        ) : (
          <span className="tabular-nums">{bonus.earning === null ? '-' : `€${bonus.earning}`}</span>
        )}
      </td>
      <td className="px-2 text-right tabular-nums" data-testid="bonus-multiplier">
        {bonus.multiplier === null ? '-' : `${bonus.multiplier.toFixed(2)}x`}
      </td>
      {editable ? (
        <td className="px-1">
          <div className="flex justify-end gap-0.5">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Super bonus ${name}`}
              aria-pressed={bonus.superBonus}
              onClick={() => save({ superBonus: !bonus.superBonus })}
            >
              <ZapIcon
                aria-hidden="true"
                className={cn('size-4', bonus.superBonus ? 'text-amber-400' : 'text-muted')}
              />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${name}`}
              onClick={() => deleteBonus.mutate(bonus.id, { onError: fail })}
            >
              <Trash2Icon aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </td>
      ) : null}
    </tr>
  );
}
