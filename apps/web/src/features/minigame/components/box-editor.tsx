import type { MinigameBox } from '@app/contracts';
import { Trash2Icon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { SlotSearch } from '@/components/slot-search';
import { t } from '@/i18n';
import { explain } from './explain';
import { useDeleteBox } from '../api/delete-box';
import { useUpdateBox } from '../api/update-box';

export function BoxEditor({ box }: { box: MinigameBox }) {
  const update = useUpdateBox();
  const remove = useDeleteBox();
  const [thumbnail, setThumbnail] = useState(box.thumbnail ?? '');
  const fail = (err: Error) => toast({ variant: 'destructive', description: explain(err) });
  const setSlots = (slots: string[]) => update.mutate({ id: box.id, slots }, { onError: fail });
  return (
    <article data-testid="box-editor" className="rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate font-semibold">{box.name}</h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('minigame.admin.delete', { name: box.name })}
          onClick={() => remove.mutate(box.id, { onError: fail })}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <label className="mt-2 block text-xs text-muted">
        {t('minigame.admin.thumbnail')}
        <input
          value={thumbnail}
          onChange={(e) => setThumbnail(e.target.value)}
          onBlur={() =>
            thumbnail !== (box.thumbnail ?? '') &&
            update.mutate({ id: box.id, thumbnail: thumbnail.trim() || null }, { onError: fail })
          }
          className="mt-1 w-full rounded-md border border-border bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-accent"
        />
      </label>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t('minigame.slotsOf', { name: box.name })}>
        {box.slots.map((slot) => (
          <li key={slot.id} className="flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 text-xs">
            {slot.name}
            <button
              type="button"
              aria-label={t('minigame.admin.removeSlot', { name: slot.name })}
              className="rounded-full p-0.5 hover:bg-border"
              onClick={() => setSlots(box.slots.filter((s) => s.id !== slot.id).map((s) => s.id))}
            >
              <XIcon aria-hidden="true" className="size-3" />
            </button>
          </li>
        ))}
        {box.slots.length === 0 ? <li className="text-xs text-muted">{t('minigame.admin.noSlots')}</li> : null}
      </ul>
      <div className="mt-2">
        <SlotSearch
          placeholder={t('minigame.admin.addSlot')}
          onPick={(slot) =>
            box.slots.some((s) => s.id === slot.id) ? undefined : setSlots([...box.slots.map((s) => s.id), slot.id])
          }
        />
      </div>
    </article>
  );
}
