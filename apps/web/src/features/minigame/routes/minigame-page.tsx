import { MAX_BOX_SELECTIONS, type MinigameBox } from '@app/contracts';
import { InfoIcon, MinusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { PageTitle } from '@/components/ui/page-title';
import { QueryState } from '@/components/ui/query-state';
import { SlotTile } from '@/components/slot-tile';
import { useBoxes } from '../api/get-boxes';
import { errorMessage } from '@/lib/error-message';
import { fmt, t } from '@/i18n';

/** /stream/minigame: pick up to 4 boxes (counts per box, total at most 4); nothing is submitted. */
export default function MinigamePage() {
  const boxes = useBoxes();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [info, setInfo] = useState<MinigameBox | null>(null);
  const total = Object.values(counts).reduce((t, n) => t + n, 0);
  const change = (id: string, delta: number) => setCounts((c) => ({ ...c, [id]: Math.max(0, (c[id] ?? 0) + delta) }));

  const controls = (box: MinigameBox) => (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={t('minigame.removeOne', { name: box.name })}
        disabled={(counts[box.id] ?? 0) === 0}
        onClick={() => change(box.id, -1)}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
      </Button>
      <span aria-label={t('minigame.count', { name: box.name })} className="w-5 text-center tabular-nums">
        {counts[box.id] ?? 0}
      </span>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('minigame.addOne', { name: box.name })}
        disabled={total >= MAX_BOX_SELECTIONS}
        onClick={() => change(box.id, 1)}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );

  return (
    <section>
      <PageTitle subtitle={t('minigame.subtitle')}>{t('minigame.title')}</PageTitle>
      <QueryState
        query={boxes}
        variant="card"
        error={(error) => t('minigame.loadFailed', { error: errorMessage(error) })}
        isEmpty={(list) => list.length === 0}
        empty={t('minigame.empty')}
      >
        {(list) => (
          <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
            <div data-testid="box-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {list.map((box) => (
                <article
                  key={box.id}
                  data-testid="box-card"
                  className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-3 text-center"
                >
                  {box.thumbnail ? (
                    <img src={box.thumbnail} alt="" className="aspect-square w-full rounded-lg object-cover" />
                  ) : (
                    <SlotTile
                      name={box.name}
                      provider={box.name}
                      thumbnail={null}
                      className="aspect-square size-auto w-full text-2xl"
                    />
                  )}
                  <div className="flex w-full items-center justify-between gap-1">
                    <h2 className="truncate text-sm font-semibold">{box.name}</h2>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('minigame.slotsOf', { name: box.name })}
                      onClick={() => setInfo(box)}
                    >
                      <InfoIcon aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  {controls(box)}
                </article>
              ))}
            </div>
            <aside aria-labelledby="selected-heading" className="h-fit rounded-xl border border-border bg-surface p-4">
              <h2 id="selected-heading" className="mb-3 font-semibold">
                {t('minigame.selected', { total, max: MAX_BOX_SELECTIONS })}
              </h2>
              {total === 0 ? (
                <p className="text-sm text-muted">{t('minigame.pickHint', { max: MAX_BOX_SELECTIONS })}</p>
              ) : (
                <ul className="grid gap-2">
                  {list
                    .filter((b) => (counts[b.id] ?? 0) > 0)
                    .map((box) => (
                      <li key={box.id} className="flex items-center justify-between gap-2 text-sm">
                        <span className="truncate">{box.name}</span>
                        {controls(box)}
                      </li>
                    ))}
                </ul>
              )}
            </aside>
          </div>
        )}
      </QueryState>
      <Dialog open={info !== null} onOpenChange={(open) => !open && setInfo(null)}>
        {info ? (
          <DialogContent
            title={info.name}
            description={t('minigame.slotsInBox', {
              count: info.slots.length,
              slots: fmt().number(info.slots.length),
            })}
          >
            <ul className="mt-3 grid max-h-80 gap-2 overflow-auto">
              {info.slots.map((slot) => (
                <li key={slot.id} className="flex items-center gap-2 text-sm">
                  <SlotTile name={slot.name} provider={slot.provider} thumbnail={null} className="size-7" />
                  <span className="min-w-0">
                    <span className="block truncate">{slot.name}</span>
                    <span className="block truncate text-xs text-muted">{slot.provider}</span>
                  </span>
                </li>
              ))}
            </ul>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
