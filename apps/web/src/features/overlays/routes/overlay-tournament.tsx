import '@fontsource-variable/inter';
import { DEFAULT_OVERLAY_SETTINGS } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useOverlaySlotQueue } from '../api/get-overlay-slot-queue';
import { useOverlayTournament } from '../api/get-overlay-tournament';
import { overlaySettingsQueryOptions } from '../api/get-overlay-settings';
import type { OverlayLayout } from '../components/overlay-stage';
import { OverlayMessage } from '../components/overlay-view';
import {
  SlotQueueOverlayView,
  TournamentOverlayView,
  type TournamentOverlayName,
} from '../components/tournament-overlay-view';
import { t } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useTransparentBackground } from '@/lib/overlay-client';

const unauthorised = (e: unknown) => e instanceof ApiError && e.status === 401;

/** The key from the address, the layout (`&size=sidebar`), and the overlays' look read with the key. */
function useOverlayPage() {
  useTransparentBackground();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const layout: OverlayLayout = params.get('size') === 'sidebar' ? 'sidebar' : 'full';
  const settings = useQuery(overlaySettingsQueryOptions(key, false));
  return { key, layout, settings, look: settings.data?.settings ?? DEFAULT_OVERLAY_SETTINGS };
}

/**
 * /overlay/tournament and /overlay/tournament-match?key=…[&size=sidebar]: the OBS pages of the
 * tournaments (the bracket, the match being played), outside the site layout, transparent, in the
 * overlays' look. The tournament is read with the key and follows the `tournament` site event.
 */
export function TournamentOverlayPage({ name }: { name: TournamentOverlayName }) {
  const { key, layout, settings, look } = useOverlayPage();
  const tournament = useOverlayTournament(key);
  const t_ = tournament.data ?? null;
  return (
    <main className="h-dvh w-full overflow-hidden bg-transparent" data-testid="overlay" data-overlay={name}>
      {!key ? (
        <OverlayMessage settings={look}>{t('overlays.page.noKey')}</OverlayMessage>
      ) : unauthorised(tournament.error) || unauthorised(settings.error) ? (
        <OverlayMessage settings={look} alert>
          {t('overlays.page.badKey')}
        </OverlayMessage>
      ) : tournament.isPending || settings.isPending ? null : tournament.isError && !tournament.data ? (
        <OverlayMessage settings={look} alert>
          {errorMessage(tournament.error)}
        </OverlayMessage>
      ) : t_ ? (
        <TournamentOverlayView name={name} tournament={t_} settings={look} layout={layout} />
      ) : (
        // Nothing on stream while there is no tournament; a screen reader hears why.
        <p className="sr-only" data-testid="overlay-no-tournament">
          {t('overlays.tournament.none')}
        </p>
      )}
    </main>
  );
}

/**
 * /overlay/slot-requests?key=…[&size=sidebar]: the open slot requests in order and whether requests
 * are open, from the public board (as often as the board page reads it), in the overlays' look.
 */
export function SlotQueueOverlayPage() {
  const { key, layout, settings, look } = useOverlayPage();
  const board = useOverlaySlotQueue();
  return (
    <main className="h-dvh w-full overflow-hidden bg-transparent" data-testid="overlay" data-overlay="slot-requests">
      {!key ? (
        <OverlayMessage settings={look}>{t('overlays.page.noKey')}</OverlayMessage>
      ) : unauthorised(settings.error) ? (
        <OverlayMessage settings={look} alert>
          {t('overlays.page.badKey')}
        </OverlayMessage>
      ) : board.isPending || settings.isPending ? null : board.isError && !board.data ? (
        <OverlayMessage settings={look} alert>
          {errorMessage(board.error)}
        </OverlayMessage>
      ) : (
        <SlotQueueOverlayView board={board.data} settings={look} layout={layout} />
      )}
    </main>
  );
}

export default function OverlayTournamentBracketPage() {
  return <TournamentOverlayPage name="tournament" />;
}
