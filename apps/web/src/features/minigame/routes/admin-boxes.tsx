import type { MinigameBox } from '@app/contracts';
import { Trash2Icon, XIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast-store';
import { SlotSearch } from '@/components/slot-search';
import { ApiError } from '@/lib/api-client';
import { useBoxes, useBoxMutations } from '../api/boxes';
import { errorMessage } from '@/lib/error-message';

const explain = (err: Error) =>
  err instanceof ApiError && err.fields
    ? Object.entries(err.fields)
        .map(([f, m]) => `${f} ${m}`)
        .join('; ')
    : errorMessage(err);

/** /admin/boxes: the boxes of the box picker, each a name, an optional thumbnail and catalogue slots. */
export default function AdminBoxesPage() {
  const boxes = useBoxes();
  const m = useBoxMutations();
  const [name, setName] = useState('');

  const onCreate = (e: FormEvent) => {
    e.preventDefault();
    m.create.mutate(
      { name },
      { onSuccess: () => setName(''), onError: (err) => toast({ variant: 'destructive', description: explain(err) }) },
    );
  };

  return (
    <section>
      <PageTitle subtitle="The boxes viewers pick from on /stream/minigame">Box picker</PageTitle>
      <form onSubmit={onCreate} className="mb-4 flex flex-wrap gap-2">
        <input
          aria-label="New box name"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          placeholder="New box name"
          className="min-w-0 flex-1 rounded-md border border-border bg-surface px-3 py-2 text-sm outline-none focus:border-accent"
        />
        <Button type="submit" disabled={m.create.isPending || name.trim() === ''}>
          Add box
        </Button>
      </form>
      <QueryState query={boxes} error={(error) => `Could not load the boxes: ${errorMessage(error)}`}>
        {(list) => (
          <div className="grid gap-3 md:grid-cols-2">
            {list.map((box) => (
              <BoxEditor key={box.id} box={box} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

function BoxEditor({ box }: { box: MinigameBox }) {
  const m = useBoxMutations();
  const [thumbnail, setThumbnail] = useState(box.thumbnail ?? '');
  const fail = (err: Error) => toast({ variant: 'destructive', description: explain(err) });
  const setSlots = (slots: string[]) => m.update.mutate({ id: box.id, slots }, { onError: fail });
  return (
    <article data-testid="box-editor" className="rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="truncate font-semibold">{box.name}</h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${box.name}`}
          onClick={() => m.remove.mutate(box.id, { onError: fail })}
        >
          <Trash2Icon aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <label className="mt-2 block text-xs text-muted">
        Thumbnail URL (https)
        <input
          value={thumbnail}
          onChange={(e) => setThumbnail(e.target.value)}
          onBlur={() =>
            thumbnail !== (box.thumbnail ?? '') &&
            m.update.mutate({ id: box.id, thumbnail: thumbnail.trim() || null }, { onError: fail })
          }
          className="mt-1 w-full rounded-md border border-border bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-accent"
        />
      </label>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={`Slots of ${box.name}`}>
        {box.slots.map((slot) => (
          <li key={slot.id} className="flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 text-xs">
            {slot.name}
            <button
              type="button"
              aria-label={`Remove ${slot.name}`}
              className="rounded-full p-0.5 hover:bg-border"
              onClick={() => setSlots(box.slots.filter((s) => s.id !== slot.id).map((s) => s.id))}
            >
              <XIcon aria-hidden="true" className="size-3" />
            </button>
          </li>
        ))}
        {box.slots.length === 0 ? <li className="text-xs text-muted">No slots yet.</li> : null}
      </ul>
      <div className="mt-2">
        <SlotSearch
          placeholder="Add a slot (3+ letters)"
          onPick={(slot) =>
            box.slots.some((s) => s.id === slot.id) ? undefined : setSlots([...box.slots.map((s) => s.id), slot.id])
          }
        />
      </div>
    </article>
  );
}
