import type { Bonus, BonusHunt } from '@app/contracts';
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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeftIcon, DownloadIcon, GripVerticalIcon, Share2Icon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { huntKey, huntsKey, useHunt, useHuntMutations } from '../api/hunts';
import { SlotSearch } from '@/components/slot-search';
import { SlotTile } from '@/components/slot-tile';
import { StatsPanel } from '../components/stats-panel';
import { copyShareLink } from '../share';
import { errorMessage } from '@/lib/error-message';

const fail = (err: Error) => toast({ variant: 'destructive', description: errorMessage(err) });

/** /bonus-hunt/{id} (editable by its owner) and /bonus-hunt/{id}/shared (read-only for anyone). */
export default function HuntDetailPage() {
  const { id = '' } = useParams();
  const shared = useLocation().pathname.endsWith('/shared');
  const hunt = useHunt(id, shared);

  if (hunt.isPending) return <p className="p-6 text-muted">Carregando...</p>;
  if (hunt.isError)
    return (
      <div className="p-6">
        <p role="alert">BonusHunt não encontrado.</p>
        <Link to="/bonus-hunt" className="mt-3 inline-block text-sm underline">
          Back to the bonus hunts
        </Link>
      </div>
    );
  return <HuntView hunt={hunt.data} editable={hunt.data.editable && !shared} />;
}

function HuntView({ hunt, editable }: { hunt: BonusHunt; editable: boolean }) {
  const m = useHuntMutations(hunt.id);
  const qc = useQueryClient();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // dnd-kit announces ids by default (uuids here): screen readers hear the slot and its position instead.
  const total = hunt.bonuses.length;
  const positionOf = (id: UniqueIdentifier) => hunt.bonuses.findIndex((b) => b.id === id) + 1;
  const nameOf = (id: UniqueIdentifier) => hunt.bonuses.find((b) => b.id === id)?.slot?.name ?? 'No slot';
  // The drag starts over its own row: that first 'over' would replace 'Picked up …' at once.
  const startedOverItself = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      startedOverItself.current = true;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      const first = startedOverItself.current;
      startedOverItself.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${nameOf(active.id)} is over position ${positionOf(over.id)} of ${total}.`
        : `${nameOf(active.id)} is not over a position.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${total}.`
        : `${nameOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled; it stays at position ${positionOf(active.id)}.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = hunt.bonuses.map((b) => b.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    m.reorder.mutate(next, {
      onError: (err) => toast({ variant: 'destructive', description: `Order not saved. ${errorMessage(err)}` }),
    });
  };

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link to="/bonus-hunt" aria-label="Back to the bonus hunts" className="rounded-md p-1 hover:bg-surface-2">
          <ArrowLeftIcon aria-hidden="true" className="size-5" />
        </Link>
        {editable ? (
          <InlineText
            label="Hunt name"
            value={hunt.name}
            placeholder="Untitled Hunt"
            className="text-xl font-bold"
            maxLength={80}
            onSave={(name) => m.patchHunt.mutate({ name }, { onError: fail })}
          />
        ) : (
          <h1 className="text-xl font-bold">{hunt.name || 'Untitled Hunt'}</h1>
        )}
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs">{hunt.status}</span>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={`/api/v1/bonus-hunt/${hunt.id}/export.csv`} download>
              <DownloadIcon aria-hidden="true" className="mr-1 size-4" /> CSV
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
                <Share2Icon aria-hidden="true" className="mr-1 size-4" /> Share
              </Button>
              {hunt.shared ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    m.patchHunt.mutate(
                      { shared: false },
                      {
                        onSuccess: () => toast({ variant: 'info', description: 'The shared link no longer works.' }),
                        onError: fail,
                      },
                    )
                  }
                >
                  Stop sharing
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <div className="mb-3 flex items-center gap-2 text-sm">
            <span className="text-muted">Start €</span>
            {editable ? (
              <InlineText
                label="Start (euros)"
                value={hunt.start}
                inputMode="decimal"
                maxLength={10}
                className="w-28 tabular-nums"
                onSave={(start) => m.patchHunt.mutate({ start }, { onError: fail })}
              />
            ) : (
              <span className="tabular-nums">{hunt.start}</span>
            )}
          </div>
          {/* Scrolls sideways on narrow screens: focusable, so a keyboard can scroll the read-only view too. */}
          <div
            tabIndex={0}
            role="region"
            aria-label="Bonuses"
            className="overflow-x-auto rounded-xl border border-border"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead className="bg-surface-2 text-xs text-muted">
                <tr>
                  {editable ? <th scope="col" className="w-8" aria-label="Order" /> : null}
                  <th scope="col" className="px-2 py-2 text-left font-normal">
                    Slots and Providers
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    Bet
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    Earnings
                  </th>
                  <th scope="col" className="px-2 py-2 text-right font-normal">
                    Multipliers
                  </th>
                  {editable ? <th scope="col" className="w-20" aria-label="Actions" /> : null}
                </tr>
              </thead>
              <DndContext
                sensors={sensors}
                collisionDetection={closestCenter}
                onDragEnd={onDragEnd}
                accessibility={{
                  announcements,
                  screenReaderInstructions: {
                    draggable:
                      'To move a bonus, press Space or Enter to pick it up, the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
                  },
                }}
              >
                <SortableContext items={hunt.bonuses.map((b) => b.id)} strategy={verticalListSortingStrategy}>
                  <tbody>
                    {hunt.bonuses.map((bonus) => (
                      <BonusRow key={bonus.id} bonus={bonus} editable={editable} huntId={hunt.id} />
                    ))}
                    {editable ? <NewRow huntId={hunt.id} /> : null}
                  </tbody>
                </SortableContext>
              </DndContext>
            </table>
          </div>
          {hunt.bonuses.length === 0 && !editable ? <p className="p-4 text-sm text-muted">No bonuses yet.</p> : null}
        </div>
        <StatsPanel stats={hunt.stats} />
      </div>
    </section>
  );
}

function BonusRow({ bonus, editable, huntId }: { bonus: Bonus; editable: boolean; huntId: string }) {
  const m = useHuntMutations(huntId);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: bonus.id,
    disabled: !editable,
  });
  const save = (patch: { bet?: string; earning?: string; superBonus?: boolean; slot?: string }) =>
    m.patchBonus.mutate({ bonusId: bonus.id, ...patch }, { onError: fail });
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
            maxLength={5}
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
            maxLength={7}
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
              onClick={() => m.deleteBonus.mutate(bonus.id, { onError: fail })}
            >
              <Trash2Icon aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </td>
      ) : null}
    </tr>
  );
}

/** The 'new' placeholder row: picking a slot creates the bonus on the server. */
function NewRow({ huntId }: { huntId: string }) {
  const m = useHuntMutations(huntId);
  return (
    <tr data-testid="new-bonus-row" className="border-t border-border">
      <td />
      <td className="px-2 py-1.5" colSpan={5}>
        <SlotSearch
          placeholder="Add a bonus: search slot (3+ letters)"
          onPick={(slot) => m.addBonus.mutate({ slot: slot.id }, { onError: fail })}
        />
      </td>
    </tr>
  );
}

/** A text that saves on Enter or blur and cancels on Escape. */
function InlineText({
  value,
  onSave,
  label,
  className,
  maxLength,
  placeholder,
  inputMode,
}: {
  value: string;
  onSave: (v: string) => void;
  label: string;
  className?: string;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'decimal';
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onSave(draft.trim());
  };
  return (
    <input
      aria-label={label}
      value={draft}
      maxLength={maxLength}
      placeholder={placeholder}
      inputMode={inputMode}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setDraft(value);
          requestAnimationFrame(() => (e.target as HTMLInputElement).blur());
        }
      }}
      className={cn(
        'min-w-0 rounded-md border border-transparent bg-transparent px-1.5 py-1 outline-none hover:border-border focus:border-accent focus:bg-surface',
        className,
      )}
    />
  );
}
