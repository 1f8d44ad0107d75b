import { TournamentOverlayPage } from './overlay-tournament';

/** /overlay/tournament-match?key=…[&size=sidebar]: the tournament's match being played. */
export default function OverlayTournamentMatchPage() {
  return <TournamentOverlayPage name="tournament-match" />;
}
