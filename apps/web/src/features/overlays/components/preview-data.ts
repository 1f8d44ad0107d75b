import type { LiveHunt, OverlayName, SlotRequestBoard, Tournament } from '@app/contracts';
import { fmt, t } from '@/i18n';
import { usePreviewHunt } from '../api/get-preview-hunt';
import { usePreviewSlotQueue } from '../api/get-preview-slot-queue';
import { usePreviewTournament } from '../api/get-preview-tournament';
import type { PreviewName } from './admin-overlay-constants';
import { SAMPLE_HUNT } from './sample-hunt';
import { sampleBoard, sampleTournament } from './sample-tournament';
import type { TournamentOverlayName } from './tournament-overlay-view';

/** What the preview draws for the chosen overlay. */
export type PreviewData =
  | { kind: 'hunt'; name: OverlayName; hunt: LiveHunt }
  | { kind: 'tournament'; name: TournamentOverlayName; tournament: Tournament }
  | { kind: 'slot-requests'; board: SlotRequestBoard };

/** The badge over the preview: where the data comes from (`sample` gives it the sample's colour). */
export type PreviewSource = { sample: boolean; text: string };

const SAMPLE_TOURNAMENT = sampleTournament();
const SAMPLE_BOARD = sampleBoard();

const isTournament = (name: PreviewName): name is TournamentOverlayName =>
  name === 'tournament' || name === 'tournament-match';

const source = (pending: boolean, sample: boolean, text: () => string): PreviewSource => ({
  sample,
  text: pending ? t('overlays.preview.loading') : text(),
});

/**
 * The chosen overlay's data, as OBS would get it, and the badge saying which: the hunt overlays draw
 * the current hunt, the tournament ones the first running tournament and the queue the open slot
 * requests; labelled sample data while there is none. The tournament and the queue are only read
 * while their overlay is chosen.
 */
export function usePreviewData(name: PreviewName): { data: PreviewData; source: PreviewSource } {
  const hunt = usePreviewHunt();
  const tournament = usePreviewTournament(isTournament(name));
  const board = usePreviewSlotQueue(name === 'slot-requests');
  if (name === 'slot-requests') {
    const real = board.data && board.data.queue.length > 0 ? board.data : null;
    return {
      data: { kind: 'slot-requests', board: real ?? SAMPLE_BOARD },
      source: source(board.isPending, !real, () =>
        real
          ? t('overlays.preview.currentQueue', { count: real.queue.length, n: fmt().number(real.queue.length) })
          : t('overlays.preview.sampleQueue'),
      ),
    };
  }
  if (isTournament(name)) {
    const real = tournament.data ?? null;
    return {
      data: { kind: 'tournament', name, tournament: real ?? SAMPLE_TOURNAMENT },
      source: source(tournament.isPending, !real, () =>
        real ? t('overlays.preview.currentTournament', { name: real.name }) : t('overlays.preview.sampleTournament'),
      ),
    };
  }
  const real = hunt.data ?? null;
  return {
    data: { kind: 'hunt', name, hunt: real ?? SAMPLE_HUNT },
    source: source(hunt.isPending, !real, () =>
      real ? t('overlays.preview.current', { index: String(real.index) }) : t('overlays.preview.sample'),
    ),
  };
}
