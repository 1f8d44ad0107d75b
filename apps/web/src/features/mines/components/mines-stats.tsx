import { TILE_COUNT } from '@app/contracts';
import type { MinesRound } from '@app/contracts';
import { minesMultiplier } from '@app/games';
import { useEffect, useRef } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { formatMultiplier } from '../mines-input';

type Props = { round: MinesRound | null; mines: number };

/**
 * Current and next multipliers, mines and gems left, and the multiplier after each number of safe
 * reveals: 0.99 x C(25,k) / C(25-m,k), computed in the browser by the same engine the server runs.
 */
export function MinesStats({ round, mines: selectedMines }: Props) {
  const isActive = round?.status === 'active';
  // The table follows the round while one is on screen, else the mine count being chosen.
  const mines = round ? round.game.mines : selectedMines;
  const revealed = round ? round.totalRevealed : 0;
  const safeTiles = TILE_COUNT - mines;
  const gemsLeft = safeTiles - revealed;
  const steps = Array.from({ length: safeTiles }, (_, i) => ({ k: i + 1, multiplier: minesMultiplier(mines, i + 1) }));
  const scroller = useRef<HTMLDivElement>(null);
  const currentRow = useRef<HTMLTableRowElement>(null);

  // Keeps the row of the current step in view inside the table only (scrollIntoView would move the page).
  useEffect(() => {
    const box = scroller.current;
    const row = currentRow.current;
    if (!box || !row) return;
    box.scrollTop = Math.max(0, row.offsetTop - box.clientHeight / 2);
  }, [revealed, mines]);

  const stats = [
    {
      label: t('mines.stats.current'),
      value: formatMultiplier(
        isActive ? (round.game.currentMultiplier ?? 1) : round ? round.game.currentMultiplier : null,
      ),
      testId: 'current-multiplier',
    },
    {
      label: t('mines.stats.next'),
      value: formatMultiplier(isActive ? round.game.nextMultiplier : round ? null : minesMultiplier(mines, 1)),
      testId: 'next-multiplier',
    },
    { label: t('mines.mines'), value: fmt().number(mines), testId: 'mines-count' },
    { label: t('mines.stats.gemsLeft'), value: fmt().number(gemsLeft), testId: 'gems-left' },
  ];

  return (
    <section aria-labelledby="mines-stats-title" className="rounded-2xl border border-border bg-surface p-4">
      <h2 id="mines-stats-title" className="text-sm font-bold uppercase tracking-wide text-muted">
        {t('mines.stats.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg bg-surface-2 px-3 py-2">
            <dt className="text-xs text-muted">{s.label}</dt>
            <dd data-testid={s.testId} className="text-lg font-bold tabular-nums">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      {/* A scroll area: focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      <DataTable
        columns={[
          {
            id: 'gems',
            header: t('mines.stats.gemsFound'),
            rowHeader: true,
            cellClassName: 'py-1 font-medium',
            cell: (s) => s.k,
          },
          {
            id: 'multiplier',
            header: t('mines.stats.multiplier'),
            align: 'right',
            cellClassName: 'py-1 font-semibold',
            cell: (s) => formatMultiplier(s.multiplier),
          },
        ]}
        rows={steps}
        rowKey={(s) => String(s.k)}
        empty={null}
        caption={t('mines.stats.caption', { count: mines, mines: fmt().number(mines) })}
        cellPadding="px-3 py-1.5 text-left"
        headClassName="sticky top-0 bg-surface-2 text-xs text-muted [&_th]:font-semibold"
        tableClassName="tabular-nums"
        rowClassName="border-t border-border/60"
        rowProps={({ k }) => {
          const isCurrent = k === revealed && round !== null;
          const isNext = k === revealed + 1 && isActive;
          return {
            ref: isCurrent || (revealed === 0 && k === 1) ? currentRow : undefined,
            'aria-current': isCurrent ? 'step' : undefined,
            className: cn(isCurrent && 'bg-emerald-500/15 text-emerald-300', isNext && 'bg-accent/10'),
          };
        }}
        wrapperClassName="relative mt-3 max-h-56 overflow-y-auto rounded-lg border border-border"
        // A scroll area: focusable so keyboard users can scroll it (WCAG 2.1.1).
        wrapperProps={{ ref: scroller, tabIndex: 0, role: 'region', 'aria-label': t('mines.stats.table') }}
      />
    </section>
  );
}
