import { OVERLAY_NAMES, type OverlayName } from '@app/contracts';
import type { MessageId } from '@/i18n';
import type { OverlayLayout } from './overlay-stage';

/** The admin screen's text fields, its overlay names and titles and its preview sizes. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

export const TITLES: Record<OverlayName, MessageId> = {
  hunt: 'overlays.name.hunt',
  gtb: 'overlays.name.gtb',
  avg: 'overlays.name.avg',
  ticker: 'overlays.name.ticker',
};

/** The overlays beside the hunt's: their OBS pages are /overlay/{name}, in the order the page lists them. */
export const EXTRA_OVERLAY_NAMES = ['tournament', 'tournament-match', 'slot-requests'] as const;
export type ExtraOverlayName = (typeof EXTRA_OVERLAY_NAMES)[number];

export const EXTRA_TITLES: Record<ExtraOverlayName, MessageId> = {
  tournament: 'overlays.name.tournament',
  'tournament-match': 'overlays.name.tournamentMatch',
  'slot-requests': 'overlays.name.slotRequests',
};

/** What the preview can draw: the hunt overlays, then the others. */
export type PreviewName = OverlayName | ExtraOverlayName;
export const PREVIEW_NAMES: readonly PreviewName[] = [...OVERLAY_NAMES, ...EXTRA_OVERLAY_NAMES];
export const PREVIEW_TITLES: Record<PreviewName, MessageId> = { ...TITLES, ...EXTRA_TITLES };

export const SIZES: { layout: OverlayLayout; name: MessageId; width: number; height: number }[] = [
  { layout: 'full', name: 'overlays.size.full', width: 1920, height: 1080 },
  { layout: 'sidebar', name: 'overlays.size.sidebar', width: 360, height: 1080 },
];
