import { Link } from 'react-router';
import { fmt, t, Trans } from '@/i18n';
import { useMoney } from '@/lib/money';
import { useIsSignedIn } from '@/lib/use-signed-in';
import type { BoardSponsor, WagerBoardExtras } from '@/lib/wager-board-extras';
import { useWagerProgress } from '../api/get-wager-progress';

/** The signed-in viewer's verified standing at a sponsor, once known (null for a visitor or no account there). */
function useStanding(sponsor: string) {
  const signedIn = useIsSignedIn();
  const progress = useWagerProgress(signedIn === true);
  if (!signedIn || !progress.data) return { known: false as const };
  return { known: true as const, standing: progress.data.standings.find((s) => s.sponsor.slug === sponsor) ?? null };
}

/**
 * Under the sponsor's board: the viewer's own place and wager this month, even outside the rows shown.
 * No name is written (neither the site's nor the casino's): the board is a public screen, shown on
 * stream too, and keeps the sponsor's mask setting. A signed-in viewer without a verified account there
 * is pointed to the profile; a visitor sees nothing.
 */
export function BoardStanding({ sponsor }: { sponsor: BoardSponsor }) {
  const money = useMoney();
  const own = useStanding(sponsor.slug);
  if (!own.known) return null;
  const s = own.standing;
  return (
    <p
      data-testid="own-standing"
      className="rounded-xl border border-accent/60 bg-accent/10 px-4 py-3 text-center text-sm"
    >
      {!s ? (
        <Trans
          id="wager-milestones.board.verify"
          values={{
            sponsor: sponsor.name,
            profile: (chunks) => (
              <Link to="/profile" className="text-accent underline underline-offset-2">
                {chunks}
              </Link>
            ),
          }}
        />
      ) : s.rank !== null ? (
        t('wager-milestones.board.place', { rank: fmt().number(s.rank), wager: money.cents(s.monthCents) })
      ) : (
        t('wager-milestones.board.unranked', { wager: money.cents(s.monthCents) })
      )}
    </p>
  );
}

/** The viewer's place on the sponsor's current board, to highlight their row (null: none). */
function useOwnPlace(sponsor: string): number | null {
  const own = useStanding(sponsor);
  return own.known ? (own.standing?.rank ?? null) : null;
}

/** The wager board's extras from this feature (router.tsx hands them to the leaderboard). */
export const wagerBoardExtras: WagerBoardExtras = { Below: BoardStanding, useOwnPlace };
