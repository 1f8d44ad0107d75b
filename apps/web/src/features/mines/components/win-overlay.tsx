import { pointsText } from '@/i18n';
import { formatMultiplier } from '../mines-input';
import type { MinesWin } from '../use-mines-game';

/** Shown over the board for 1.5 s after a cashout (docs/product.md#mines): the points won and the multiplier. */
export function WinOverlay({ win }: { win: MinesWin }) {
  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center">
      <div
        role="status"
        data-testid="mines-win"
        className="grid min-w-40 justify-items-center gap-1 rounded-2xl border-4 border-emerald-400 bg-surface/95 px-8 py-5 text-center shadow-2xl shadow-emerald-500/20 transition-[scale,opacity] duration-200 starting:scale-75 starting:opacity-0"
      >
        <span className="text-3xl font-black tabular-nums text-emerald-400">{formatMultiplier(win.multiplier)}</span>
        <span className="h-px w-full bg-border" aria-hidden="true" />
        <span className="text-lg font-bold tabular-nums">+{pointsText(win.points)}</span>
      </div>
    </div>
  );
}
