import { pointsLabel } from '@app/contracts';
import { formatMultiplier } from '../mines-input';
import { type useMinesGame } from '../use-mines-game';

/** One line above the board saying where the round stands, announced to screen readers. */
export function RoundStatus({ game }: { game: ReturnType<typeof useMinesGame> }) {
  const { round } = game;
  let text = 'Set your bet and mines, then press Bet.';
  let tone = 'text-muted';
  if (round?.status === 'active') {
    text =
      round.totalRevealed === 0
        ? 'Pick a tile. Each gem raises the multiplier.'
        : `${round.totalRevealed} gem${round.totalRevealed === 1 ? '' : 's'} found: ${formatMultiplier(round.game.currentMultiplier)}`;
    tone = 'text-fg';
  } else if (round?.status === 'exploded') {
    text = `Boom! You hit a mine and lost ${pointsLabel(round.bet)}.`;
    tone = 'text-red-400';
  } else if (round?.status === 'cashed_out') {
    text = `Cashed out ${pointsLabel(round.points ?? 0)} at ${formatMultiplier(round.game.currentMultiplier)}.`;
    tone = 'text-emerald-400';
  }
  return (
    <p role="status" data-testid="mines-status" className={`mb-3 min-h-5 text-center text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
