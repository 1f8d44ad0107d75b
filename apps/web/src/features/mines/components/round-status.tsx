import { fmt, pointsText, t } from '@/i18n';
import { formatMultiplier } from '../mines-input';
import { type useMinesGame } from '../use-mines-game';

/** One line above the board saying where the round stands, announced to screen readers. */
export function RoundStatus({ game }: { game: ReturnType<typeof useMinesGame> }) {
  const { round } = game;
  let text = t('mines.status.idle');
  let tone = 'text-muted';
  if (round?.status === 'active') {
    text =
      round.totalRevealed === 0
        ? t('mines.status.start')
        : t('mines.status.found', {
            count: round.totalRevealed,
            gems: fmt().number(round.totalRevealed),
            multiplier: formatMultiplier(round.game.currentMultiplier),
          });
    tone = 'text-fg';
  } else if (round?.status === 'exploded') {
    text = t('mines.status.exploded', { points: pointsText(round.bet) });
    tone = 'text-red-400';
  } else if (round?.status === 'cashed_out') {
    text = t('mines.status.cashedOut', {
      points: pointsText(round.points ?? 0),
      multiplier: formatMultiplier(round.game.currentMultiplier),
    });
    tone = 'text-emerald-400';
  }
  return (
    <p role="status" data-testid="mines-status" className={`mb-3 min-h-5 text-center text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
