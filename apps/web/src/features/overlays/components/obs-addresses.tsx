import { OVERLAY_NAMES } from '@app/contracts';
import { TITLES } from './admin-overlay-constants';
import { SIZES } from './admin-overlay-constants';
import { CopyButton } from './copy-button';

export function ObsAddresses({ shownKey }: { shownKey: string | null }) {
  const origin = window.location.origin;
  const key = shownKey ?? 'YOUR_OVERLAY_KEY';
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 className="text-lg font-bold">OBS browser sources</h2>
      <p className="mt-1 text-sm text-muted">
        {shownKey ? (
          <span className="font-semibold text-fg" data-testid="overlay-key-shown">
            These addresses carry the new key: copy them now, it is shown only once.
          </span>
        ) : (
          'Replace YOUR_OVERLAY_KEY with the overlay key (or rotate it above to fill it in).'
        )}{' '}
        In OBS: Sources → + → Browser, paste the address, set the width and height below. The page is transparent; leave
        Custom CSS empty.
      </p>
      <ul className="mt-3 grid gap-2">
        {OVERLAY_NAMES.flatMap((name) =>
          SIZES.map((s) => {
            const url = `${origin}/overlay/${name}?key=${key}${s.layout === 'sidebar' ? '&size=sidebar' : ''}`;
            return (
              <li
                key={`${name}-${s.layout}`}
                className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
                data-testid="obs-url"
              >
                <span className="text-sm font-semibold">
                  {TITLES[name]} · {s.label}
                  <span className="block text-xs font-normal text-muted">
                    {s.width}×{s.height}
                  </span>
                </span>
                <code className="min-w-0 break-all rounded bg-bg px-2 py-1 text-xs">{url}</code>
                <CopyButton text={url} label={`Copy ${TITLES[name]} ${s.label} address`} />
              </li>
            );
          }),
        )}
      </ul>
    </div>
  );
}
