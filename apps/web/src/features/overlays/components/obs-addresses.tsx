import { OVERLAY_NAMES } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n';
import { EXTRA_OVERLAY_NAMES, EXTRA_TITLES, SIZES, TITLES } from './admin-overlay-constants';
import { CopyButton } from './copy-button';

/** What the addresses carry until the key is shown: the admin sees where the key goes. */
const KEY_PLACEHOLDER = 'YOUR_OVERLAY_KEY';

type Source = { id: string; name: string; path: string; width: number; height: number };

/**
 * Every OBS browser source: the hunt overlays, the tournament bracket and match overlays and the
 * slot-request queue at both sizes, and the giveaway overlay (full screen).
 * Pages outside this feature (the giveaways') are named by their address only. A source's name is
 * made when drawn, in the screen's language.
 */
const sources = (): Source[] => [
  ...OVERLAY_NAMES.flatMap((name) =>
    SIZES.map((s) => ({
      id: `${name}-${s.layout}`,
      name: t('overlays.sources.name', { overlay: t(TITLES[name]), size: t(s.name) }),
      path: `/overlay/${name}?key={key}${s.layout === 'sidebar' ? '&size=sidebar' : ''}`,
      width: s.width,
      height: s.height,
    })),
  ),
  // The tournament and slot-request overlays, at both sizes (their pages are in this feature too).
  ...EXTRA_OVERLAY_NAMES.flatMap((page) =>
    SIZES.map((s) => ({
      id: `${page}-${s.layout}`,
      name: t('overlays.sources.name', { overlay: t(EXTRA_TITLES[page]), size: t(s.name) }),
      path: `/overlay/${page}?key={key}${s.layout === 'sidebar' ? '&size=sidebar' : ''}`,
      width: s.width,
      height: s.height,
    })),
  ),
  {
    id: 'giveaway-full',
    name: t('overlays.sources.name', { overlay: t('overlays.name.giveaway'), size: t('overlays.size.full') }),
    path: '/overlay/giveaway?key={key}',
    width: 1920,
    height: 1080,
  },
];

export function ObsAddresses({ shownKey, onHide }: { shownKey: string | null; onHide: () => void }) {
  const origin = window.location.origin;
  const key = shownKey ?? KEY_PLACEHOLDER;
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{t('overlays.sources.title')}</h2>
        {shownKey ? (
          <Button size="sm" variant="outline" onClick={onHide}>
            {t('overlays.sources.hide')}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        {shownKey ? (
          <span className="font-semibold text-fg" data-testid="overlay-key-shown">
            {t('overlays.sources.shown')}
          </span>
        ) : (
          t('overlays.sources.hidden', { keyName: KEY_PLACEHOLDER })
        )}{' '}
        {t('overlays.sources.howTo')}
      </p>
      <ul className="mt-3 grid gap-2">
        {sources().map((source) => {
          const url = `${origin}${source.path.replace('{key}', key)}`;
          return (
            <li
              key={source.id}
              className="grid gap-2 rounded-lg border border-border p-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-center"
              data-testid="obs-url"
            >
              <span className="text-sm font-semibold">
                {source.name}
                <span className="block text-xs font-normal text-muted">
                  {source.width}×{source.height}
                </span>
              </span>
              <code className="min-w-0 break-all rounded bg-bg px-2 py-1 text-xs">{url}</code>
              <CopyButton text={url} label={t('overlays.sources.copy', { name: source.name })} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
