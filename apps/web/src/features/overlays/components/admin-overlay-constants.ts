import type { OverlayName } from '@app/contracts';
import type { OverlayLayout } from './overlay-stage';

/** The admin screen's text fields, its overlay titles and its preview sizes. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-border bg-bg px-3 py-2 text-sm text-fg outline-none placeholder:text-muted focus:border-accent aria-[invalid=true]:border-danger';

export const TITLES: Record<OverlayName, string> = { hunt: 'Hunt', gtb: 'GTB', avg: 'AVG', ticker: 'Ticker' };

export const SIZES: { layout: OverlayLayout; label: string; width: number; height: number }[] = [
  { layout: 'full', label: 'Full screen', width: 1920, height: 1080 },
  { layout: 'sidebar', label: 'Sidebar', width: 360, height: 1080 },
];
