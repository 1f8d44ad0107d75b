import type { OverlaySettings, SlotRequestBoard, Tournament } from '@app/contracts';
import { OverlayStage, type OverlayLayout } from './overlay-stage';
import { BracketOverlay, CurrentMatchOverlay, SlotQueueOverlay } from './tournament-overlays';

/** The tournament overlays: the bracket (/overlay/tournament) and the match being played. */
export type TournamentOverlayName = 'tournament' | 'tournament-match';

/**
 * A tournament overlay drawn with the settings: the OBS page and the admin preview render exactly
 * this. Only the bracket fills a sidebar source's height (a scrolling list of rounds).
 */
export function TournamentOverlayView({
  name,
  tournament,
  settings,
  layout,
}: {
  name: TournamentOverlayName;
  tournament: Tournament;
  settings: OverlaySettings;
  layout: OverlayLayout;
}) {
  return (
    <OverlayStage settings={settings} layout={layout} fill={name === 'tournament' && layout === 'sidebar'}>
      {name === 'tournament' ? (
        <BracketOverlay tournament={tournament} layout={layout} logo={settings.logoUrl} />
      ) : (
        <CurrentMatchOverlay tournament={tournament} layout={layout} logo={settings.logoUrl} />
      )}
    </OverlayStage>
  );
}

/** The slot-request queue drawn with the settings (OBS page and admin preview); it fills a sidebar source. */
export function SlotQueueOverlayView({
  board,
  settings,
  layout,
}: {
  board: SlotRequestBoard;
  settings: OverlaySettings;
  layout: OverlayLayout;
}) {
  return (
    <OverlayStage settings={settings} layout={layout} fill={layout === 'sidebar'}>
      <SlotQueueOverlay board={board} logo={settings.logoUrl} />
    </OverlayStage>
  );
}
