import type { OverlayName } from '@app/contracts';
import type { MessageId } from '@/i18n';
import type { OverlayLayout } from './overlay-stage';

/** The admin screen's text fields, its overlay titles and its preview sizes. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

export const TITLES: Record<OverlayName, MessageId> = {
  hunt: 'overlays.name.hunt',
  gtb: 'overlays.name.gtb',
  avg: 'overlays.name.avg',
  ticker: 'overlays.name.ticker',
};

export const SIZES: { layout: OverlayLayout; name: MessageId; width: number; height: number }[] = [
  { layout: 'full', name: 'overlays.size.full', width: 1920, height: 1080 },
  { layout: 'sidebar', name: 'overlays.size.sidebar', width: 360, height: 1080 },
];
