import type { BonusHunt } from '@app/contracts';
import { HUNT_START_MAX_CHARS } from '@app/contracts/limits';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ArrowLeftIcon, DownloadIcon, Share2Icon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-message';
import { huntKey, huntsKey } from '../api/keys';
import { useReorderBonuses } from '../api/reorder-bonuses';
import { useUpdateHunt } from '../api/update-hunt';
import { copyShareLink } from '../share';
import { huntName, slotName, statusText } from '../status';
import { BonusRow } from './bonus-row';
import { fail } from './fail';
import { InlineText } from './inline-text';
import { NewBonusRow } from './new-bonus-row';
import { StatsPanel } from './stats-panel';
import { useMoney } from '@/lib/money';

/** A hunt's page: its name, start, bonus table (sortable by drag or keyboard for its owner) and statistics. */
export function HuntView({ hunt, editable }: { hunt: BonusHunt; editable: boolean }) {
  const money = useMoney();
  const updateHunt = useUpdateHunt(hunt.id);
  const reorder = useReorderBonuses(hunt.id);
  const qc = useQueryClient();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit announces ids by default (uuids here): screen readers hear the slot and its position instead.
  const total = hunt.bonuses.length;
  const positionOf = (id: UniqueIdentifier) => hunt.bonuses.findIndex((b) => b.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => slotName(hunt.bonuses.find((b) => b.id === id)?.slot?.name);
  // The drag starts over its own row: that first 'over' would replace 'Picked up …' at once.
  const startedOverItself = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      startedOverItself.current = true;
      return t('bonus-hunts.drag.pickedUp', { name: nameOf(active.id), position: positionOf(active.id), total });
    },
    onDragOver: ({ active, over }) => {
      const first = startedOverItself.current;
      startedOverItself.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? t('bonus-hunts.drag.over', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('bonus-hunts.drag.notOver', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) =>
      over
        ? t('bonus-hunts.drag.dropped', { name: nameOf(active.id), position: positionOf(over.id), total })
        : t('bonus-hunts.drag.droppedInPlace', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('bonus-hunts.drag.cancelled', { name: nameOf(active.id), position: positionOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = hunt.bonuses.map((b) => b.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    reorder.mutate(next, {
      onError: (err) =>
        toast({
          variant: 'destructive',
          description: t('bonus-hunts.view.orderNotSaved', { message: errorMessage(err) }),
        }),
    });
  };

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link to="/bonus-hunt" aria-label={t('bonus-hunts.backToList')} className="rounded-md p-1 hover:bg-surface-2">
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
        </Link>
        {editable ? (
          <InlineText
            label={t('bonus-hunts.huntName')}
            value={hunt.name}
            placeholder={t('bonus-hunts.untitled')}
            className="text-xl font-bold"
            maxLength={80}
            onSave={(name) => updateHunt.mutate({ name }, { onError: fail })}
          />
        ) : (
          <h1 className="text-xl font-bold">{huntName(hunt.name)}</h1>
        )}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{statusText(hunt.status)}</span>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/v1/bonus-hunt/${hunt.id}/export.csv`} download>
              <DownloadIcon aria-hidden="true" className="mr-1 size-4" /> {t('bonus-hunts.view.csv')}
            </a>
          </Button>
          {editable ? (
            <>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  void copyShareLink(hunt.id, hunt.shared).then(() => {
                    void qc.invalidateQueries({ queryKey: huntKey(hunt.id, false) });
                    void qc.invalidateQueries({ queryKey: huntsKey });
                  })
                }
              >
                <Share2Icon aria-hidden="true" className="mr-1 size-4" /> {t('bonus-hunts.share.share')}
              </Button>
              {hunt.shared ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    updateHunt.mutate(
                      { shared: false },
                      {
                        onSuccess: () => toast({ variant: 'info', description: t('bonus-hunts.share.stopped') }),
                        onError: fail,
                      },
                    )
                  }
                >
                  {t('bonus-hunts.share.stop')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <div className="mb-3 flex items-center gap-2 text-sm">
            <span className="text-muted">{t('bonus-hunts.view.startIn', { symbol: money.symbol })}</span>
            {editable ? (
              <InlineText
                label={t('bonus-hunts.view.start')}
                value={hunt.start}
                inputMode="decimal"
                maxLength={HUNT_START_MAX_CHARS}
                className="w-28 tabular-nums"
                onSave={(start) => updateHunt.mutate({ start }, { onError: fail })}
              />
            ) : (
              <span className="tabular-nums">{money.amount(hunt.start)}</span>
            )}
          </div>
          {/*
            The owner's table scrolls sideways on narrow screens (its inputs and buttons need the room);
            focusable, so a keyboard can scroll it. The read-only view fits a phone: below sm each bonus
            is a card (the slot, then Bet, Earnings and Multi side by side, each labelled), so Earnings
            and Multi never sit off-screen.
          */}
          <div
            tabIndex={0}
            role="region"
            aria-label={t('bonus-hunts.view.bonuses')}
            className="overflow-x-auto rounded-xl border border-border"
          >
            <table
              className={cn('w-full text-sm', editable ? 'min-w-[36rem]' : 'max-sm:block')}
              data-testid="bonus-table"
            >
              <thead className={cn('bg-surface-2 text-xs text-muted', !editable && 'max-sm:sr-only')}>
                <tr>
                  {editable ? <th scope="col" className="w-8" aria-label={t('bonus-hunts.table.order')} /> : null}
                  <th scope="col" className="px-2 py-2 text-left font-normal">
                    {t('bonus-hunts.table.slots')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    {t('bonus-hunts.table.bet')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    {t('bonus-hunts.table.earnings')}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    {t('bonus-hunts.table.multipliers')}
                  </th>
                  {editable ? <th scope="col" className="w-20" aria-label={t('bonus-hunts.table.actions')} /> : null}
                </tr>
              </thead>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={onDragEnd}
                accessibility={{
                  // Its live region and instructions are divs: outside the table, where a div may stand.
                  container: document.body,
                  announcements,
                  screenReaderInstructions: {
                    draggable: t('bonus-hunts.drag.instructions'),
                  },
                }}
              >
                <SortableContext items={hunt.bonuses.map((b) => b.id)} strategy={verticalListSortingStrategy}>
                  <tbody className={editable ? undefined : 'max-sm:block'}>
                    {hunt.bonuses.map((bonus) => (
                      <BonusRow key={bonus.id} bonus={bonus} editable={editable} huntId={hunt.id} />
                    ))}
                    {editable ? <NewBonusRow huntId={hunt.id} /> : null}
                  </tbody>
                </SortableContext>
              </DndContext>
            </table>
          </div>
          {hunt.bonuses.length === 0 && !editable ? (
            <p className="p-4 text-sm text-muted">{t('bonus-hunts.view.noBonuses')}</p>
          ) : null}
        </div>
        <StatsPanel stats={hunt.stats} />
      </div>
    </section>
  );
}
