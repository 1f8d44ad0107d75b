import type { TournamentMyPrediction } from '@app/contracts';
import { pointsText, t } from '@/i18n';

/** The viewer's own prediction: what on, the stake, and once settled what it paid or that it was refunded. */
export function MyPrediction({ mine, on }: { mine: TournamentMyPrediction; on: string }) {
  let outcome: string;
  if (mine.refunded) outcome = t('tournaments.mine.refunded', { points: pointsText(mine.points) });
  else if (mine.payout === null) outcome = t('tournaments.mine.pending');
  else if (mine.payout > 0) outcome = t('tournaments.mine.won', { points: pointsText(mine.payout) });
  else outcome = t('tournaments.mine.lost');
  return (
    <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm" data-testid="my-prediction">
      {t('tournaments.mine.line', { on, points: pointsText(mine.points) })} {outcome}
    </p>
  );
}
