import { MAX_MINES, MAX_PAYOUT, MIN_MINES, TILE_COUNT } from '@app/contracts';
import { BombIcon, CoinsIcon, ShuffleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { BetInput } from '@/components/ui/bet-input';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { clampMines, MINES_PRESETS } from '../mines-input';

type Props = {
  bet: number;
  onBetChange: (value: number) => void;
  mines: number;
  onMinesChange: (value: number) => void;
  isActive: boolean;
  isBetting: boolean;
  isCashingOut: boolean;
  canPickRandom: boolean;
  canCashout: boolean;
  cashoutValue: number | null;
  onBet: () => void;
  onPickRandom: () => void;
  onCashout: () => void;
};

/** The bet panel: bet amount, mine count, Bet, Pick Random and Cashout, and the max-win notice. */
export function MinesControls(props: Props) {
  const {
    bet,
    onBetChange,
    mines,
    onMinesChange,
    isActive,
    isBetting,
    isCashingOut,
    canPickRandom,
    canCashout,
    cashoutValue,
    onBet,
    onPickRandom,
    onCashout,
  } = props;
  const minesId = useId();
  const [minesDraft, setMinesDraft] = useState<string | null>(null);

  return (
    // On a phone the buttons come first, right under the board; on a wide screen the fields do.
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <BetInput
        className="order-2 lg:order-1"
        label={t('mines.controls.betAmount')}
        value={bet}
        onChange={onBetChange}
        disabled={isActive || isBetting}
      />

      <div className="order-3 grid gap-1.5 lg:order-2">
        <label htmlFor={minesId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {t('mines.mines')}
        </label>
        <div className="flex gap-1.5" role="group" aria-label={t('mines.controls.presets')}>
          {MINES_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={mines === preset}
              disabled={isActive || isBetting}
              onClick={() => {
                setMinesDraft(null);
                onMinesChange(preset);
              }}
              className={cn(
                'h-8 min-w-0 flex-1 rounded-md text-xs font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
                mines === preset ? 'bg-accent text-white' : 'bg-surface-2 text-fg hover:bg-border',
              )}
            >
              {preset}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2 rounded-lg border border-border bg-bg px-2 focus-within:border-accent">
          <BombIcon aria-hidden="true" className="size-4 shrink-0 text-red-400" />
          <input
            id={minesId}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={`${minesId}-hint`}
            disabled={isActive || isBetting}
            value={minesDraft ?? String(mines)}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => {
              const raw = e.currentTarget.value;
              if (raw.trim() === '') {
                setMinesDraft('');
                return;
              }
              setMinesDraft(null);
              onMinesChange(clampMines(raw));
            }}
            onBlur={() => {
              if (minesDraft === null) return;
              setMinesDraft(null);
              onMinesChange(clampMines(minesDraft));
            }}
            className="h-10 w-full min-w-0 bg-transparent text-sm font-semibold tabular-nums outline-none disabled:opacity-60"
          />
        </div>
        <p id={`${minesId}-hint`} className="text-xs text-muted">
          {t('mines.controls.hint', { min: MIN_MINES, max: MAX_MINES, tiles: TILE_COUNT })}
        </p>
      </div>

      <div className="order-1 grid gap-2 lg:order-3">
        <Button size="lg" disabled={isActive || isBetting} onClick={onBet} className="w-full">
          {isBetting ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
          {t('mines.controls.bet')}
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" disabled={!canPickRandom} onClick={onPickRandom}>
            <ShuffleIcon aria-hidden="true" /> {t('mines.controls.pickRandom')}
          </Button>
          <Button
            variant="success"
            disabled={!canCashout}
            onClick={onCashout}
            aria-label={
              cashoutValue === null
                ? t('mines.controls.cashout')
                : t('mines.controls.cashoutPoints', { count: cashoutValue, points: fmt().points(cashoutValue) })
            }
          >
            {isCashingOut ? <Spinner className="size-4 border-white/40 border-t-white" /> : null}
            {t('mines.controls.cashout')}
            {cashoutValue !== null ? (
              <span className="inline-flex items-center gap-1 tabular-nums" data-testid="cashout-value">
                <CoinsIcon aria-hidden="true" />
                {fmt().points(cashoutValue)}
              </span>
            ) : null}
          </Button>
        </div>
      </div>

      <p className="order-4 rounded-lg border border-gold/30 bg-gold/10 px-3 py-2 text-center text-xs font-bold uppercase tracking-wide text-gold">
        {t('mines.controls.maxWin', { amount: fmt().points(MAX_PAYOUT) })}
      </p>
    </div>
  );
}
