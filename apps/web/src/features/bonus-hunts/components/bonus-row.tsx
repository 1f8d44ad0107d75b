import type { Bonus } from '@app/contracts';
import { BONUS_BET_MAX_CHARS, BONUS_EARNING_MAX_CHARS } from '@app/contracts/limits';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { SlotTile } from '@/components/slot-tile';
import { Button } from '@/components/ui/button';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { useDeleteBonus } from '../api/delete-bonus';
import { useUpdateBonus } from '../api/update-bonus';
import { fail } from './fail';
import { InlineText } from './inline-text';
import { slotName } from '../status';
import { useMoney } from '@/lib/money';

/** A figure's name above it on the read-only phone card (the table header is hidden there). */
const FigureLabel = ({ children }: { children: string }) => (
  <span aria-hidden="true" className="block text-xs text-muted sm:hidden">
    {children}
  </span>
);

export function BonusRow({ bonus, editable, huntId }: { bonus: Bonus; editable: boolean; huntId: string }) {
  const money = useMoney();
  const updateBonus = useUpdateBonus(huntId);
  const deleteBonus = useDeleteBonus(huntId);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: bonus.id,
    disabled: !editable,
  });
  const save = (patch: { bet?: string; earning?: string; superBonus?: boolean; slot?: string }) =>
    updateBonus.mutate({ bonusId: bonus.id, ...patch }, { onError: fail });
  const name = slotName(bonus.slot?.name);
  return (
    <tr
      ref={setNodeRef}
      data-testid="bonus-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'border-t border-border bg-surface',
        // Read-only on a phone: a card, the slot on top, then the three figures side by side (wrapping
        // rather than overflowing when they are very long).
        !editable &&
          'max-sm:flex max-sm:flex-wrap max-sm:justify-between max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2 max-sm:first:border-t-0',
        isDragging && 'relative z-10 shadow-lg',
        bonus.earning !== null ? '' : 'text-fg/90',
      )}
      data-opened={bonus.earning !== null || undefined}
    >
      {editable ? (
        <td className="px-1">
          <button
            type="button"
            aria-label={t('bonus-hunts.row.move', { name })}
            className="cursor-grab touch-none rounded p-1 text-muted hover:bg-surface-2"
            {...attributes}
            {...listeners}
          >
            <GripVerticalIcon aria-hidden="true" className="size-4" />
          </button>
        </td>
      ) : null}
      <td
        className={cn(
          'py-1.5',
          editable ? 'px-2' : 'w-full max-w-0 px-2 max-sm:max-w-none max-sm:basis-full max-sm:p-0',
        )}
      >
        <div className="flex min-w-0 items-center gap-2">
          <SlotTile name={name} provider={bonus.slot?.provider ?? ''} thumbnail={bonus.slot?.thumbnail ?? null} />
          <div className="min-w-0">
            <p className="flex items-center gap-1 truncate font-medium">
              {bonus.superBonus ? (
                <ZapIcon aria-label={t('bonus-hunts.row.superBonus')} className="size-3.5 shrink-0 text-amber-400" />
              ) : null}
              {name}
            </p>
            <p className="truncate text-xs text-muted">{bonus.slot?.provider ?? ''}</p>
          </div>
        </div>
      </td>
      <td className={cn('text-right', editable ? 'px-2' : 'whitespace-nowrap px-2 max-sm:p-0 max-sm:text-left')}>
        {editable ? (
          <InlineText
            label={t('bonus-hunts.row.betOf', { name })}
            value={bonus.bet}
            inputMode="decimal"
            maxLength={BONUS_BET_MAX_CHARS}
            className="w-20 text-right tabular-nums"
            onSave={(bet) => save({ bet })}
          />
        ) : (
          <>
            <FigureLabel>{t('bonus-hunts.table.bet')}</FigureLabel>
            <span className="tabular-nums">{money.amount(bonus.bet)}</span>
          </>
        )}
      </td>
      <td
        className={cn('text-right', editable ? 'px-2' : 'whitespace-nowrap px-2 max-sm:p-0 max-sm:text-left')}
        data-testid="bonus-earning"
      >
        {editable ? (
          <InlineText
            label={t('bonus-hunts.row.earningOf', { name })}
            value={bonus.earning ?? ''}
            placeholder="-"
            inputMode="decimal"
            maxLength={BONUS_EARNING_MAX_CHARS}
            className="w-24 text-right tabular-nums"
            onSave={(earning) => save({ earning })}
          />
        ) : (
          <>
            <FigureLabel>{t('bonus-hunts.table.earnings')}</FigureLabel>
            <span className="tabular-nums">{money.amount(bonus.earning)}</span>
          </>
        )}
      </td>
      <td
        className={cn(
          'text-right tabular-nums',
          editable ? 'px-2' : 'whitespace-nowrap px-2 max-sm:p-0 max-sm:text-left',
        )}
        data-testid="bonus-multiplier"
      >
        {editable ? null : <FigureLabel>{t('bonus-hunts.table.multi')}</FigureLabel>}
        {bonus.multiplier === null ? '-' : fmt().multiplier(bonus.multiplier)}
      </td>
      {editable ? (
        <td className="px-1">
          <div className="flex justify-end gap-0.5">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('bonus-hunts.row.toggleSuper', { name })}
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
              aria-label={t('bonus-hunts.row.delete', { name })}
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
