import { TILE_COUNT } from '@app/contracts';
import type { MinesRound } from '@app/contracts';
import { BombIcon, GemIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';

type TileState = 'idle' | 'hidden' | 'queued' | 'sending' | 'diamond' | 'mine';

type Props = {
  round: MinesRound | null;
  queued: readonly number[];
  inFlight: number | null;
  /** Clicks are ignored (a cashout or a bet on its way). */
  isLocked: boolean;
  onPick: (tile: number) => void;
  overlay?: ReactNode;
};

/**
 * The 5x5 board. Tiles are numbered 0..24 left to right, top to bottom (the API's position is
 * tile + 1). While a round is active only opened tiles show what they are; once it is over the whole
 * board is shown, the tiles the player never opened dimmed and the mine that ended it marked.
 */
export function MinesBoard({ round, queued, inFlight, isLocked, onPick, overlay }: Props) {
  const isActive = round?.status === 'active';
  const isOver = round !== null && !isActive;

  return (
    <div className="relative">
      <div role="group" aria-label={t('mines.board.label')} className="grid grid-cols-5 gap-2 sm:gap-3">
        {Array.from({ length: TILE_COUNT }, (_, tile) => {
          const view = round?.board[tile];
          const state: TileState =
            !round || !view
              ? 'idle'
              : view.type === 'mine'
                ? 'mine'
                : view.type === 'diamond'
                  ? 'diamond'
                  : tile === inFlight
                    ? 'sending'
                    : queued.includes(tile)
                      ? 'queued'
                      : 'hidden';
          const isOpened = view ? !view.hidden : false;
          const isExploded = round?.explodedTile === tile;
          const isEnabled = isActive && !isLocked && state === 'hidden';
          const label = t('mines.board.tile', {
            tile: tile + 1,
            state: state === 'queued' || state === 'sending' ? 'picked' : state,
            exploded: isExploded ? 'yes' : 'no',
          });
          return (
            <button
              key={tile}
              type="button"
              aria-label={label}
              disabled={!isEnabled}
              data-tile={tile}
              data-state={state}
              data-opened={isOpened || undefined}
              data-exploded={isExploded || undefined}
              onClick={() => onPick(tile)}
              className={cn(
                'relative grid aspect-square place-items-center rounded-lg border-b-4 text-white transition-[transform,background-color,opacity] duration-150 sm:rounded-xl',
                (state === 'idle' || state === 'hidden') && 'border-[#1f2433] bg-[#2f3650]',
                isEnabled && 'cursor-pointer hover:-translate-y-0.5 hover:bg-[#3b4462] active:translate-y-0',
                state === 'queued' && 'animate-pulse border-accent-strong bg-accent/50',
                state === 'sending' && 'animate-pulse border-accent-strong bg-accent/70',
                state === 'diamond' && 'border-emerald-900 bg-[#0f2a2a]',
                state === 'mine' && 'border-red-950 bg-[#2a1216]',
                isOver && !isOpened && (state === 'diamond' || state === 'mine') && 'opacity-55',
                isExploded && 'border-red-800 bg-red-600 opacity-100 ring-2 ring-red-300',
              )}
            >
              {state === 'diamond' ? (
                <GemIcon
                  aria-hidden="true"
                  className={cn(
                    'size-1/2 text-emerald-400 drop-shadow-[0_0_8px_rgba(52,211,153,.6)]',
                    'transition-[scale,opacity] duration-200 starting:scale-50 starting:opacity-0',
                  )}
                  strokeWidth={2.2}
                />
              ) : state === 'mine' ? (
                <BombIcon
                  aria-hidden="true"
                  className={cn('size-1/2', isExploded ? 'text-white' : 'text-red-400')}
                  strokeWidth={2.2}
                />
              ) : null}
            </button>
          );
        })}
      </div>
      {overlay}
    </div>
  );
}
