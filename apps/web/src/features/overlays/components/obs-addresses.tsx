import { OVERLAY_NAMES } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { SIZES, TITLES } from './admin-overlay-constants';
import { CopyButton } from './copy-button';

type Source = { id: string; title: string; path: string; width: number; height: number };

/**
 * Every OBS browser source: the hunt overlays at both sizes, and the giveaway overlay (full screen).
 * Pages outside this feature (the giveaways') are named by their address only.
 */
const SOURCES: Source[] = [
  ...OVERLAY_NAMES.flatMap((name) =>
    SIZES.map((s) => ({
      id: `${name}-${s.layout}`,
      title: `${TITLES[name]} · ${s.label}`,
      path: `/overlay/${name}?key={key}${s.layout === 'sidebar' ? '&size=sidebar' : ''}`,
      width: s.width,
      height: s.height,
    })),
  ),
  {
    id: 'giveaway-full',
    title: 'Giveaway · Full screen',
    path: '/overlay/giveaway?key={key}',
    width: 1920,
    height: 1080,
  },
];

export function ObsAddresses({ shownKey, onHide }: { shownKey: string | null; onHide: () => void }) {
  const origin = window.location.origin;
  const key = shownKey ?? 'YOUR_OVERLAY_KEY';
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">OBS browser sources</h2>
        {shownKey ? (
          <Button size="sm" variant="outline" onClick={onHide}>
            Hide addresses
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {shownKey ? (
          <span className="font-semibold text-fg" data-testid="overlay-key-shown">
            These addresses carry the current key: anyone with one can show your overlays, so keep them off stream.
          </span>
        ) : (
          'Show the addresses above (or create the key) to fill in YOUR_OVERLAY_KEY.'
        )}{' '}
        In OBS: Sources → + → Browser, paste the address, set the width and height below. The page is transparent; leave
        Custom CSS empty.
      </p>
      <ul className="mt-3 grid gap-2">
        {SOURCES.map((source) => {
          const url = `${origin}${source.path.replace('{key}', key)}`;
          return (
            <li
              key={source.id}
              className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
              data-testid="obs-url"
            >
              <span className="text-sm font-semibold">
                {source.title}
                <span className="block text-xs font-normal text-muted">
                  {source.width}×{source.height}
                </span>
              </span>
              <code className="min-w-0 break-all rounded bg-bg px-2 py-1 text-xs">{url}</code>
              <CopyButton text={url} label={`Copy ${source.title.replace(' · ', ' ')} address`} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
