import { ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { t } from '@/i18n';
import { PlatformSwitch, PlayerFrame, playerTitle, useFloatingPlayer, useLivePlayer } from './live-player';

/** The docked player's open state, remembered for the browser tab's session. */
const OPEN_KEY = 'stream-dock-open';

function readOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, '1');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage refused (private mode): the state just lasts as long as the page.
  }
}

/**
 * The player on screens narrower than the floating one's (phones): at the top of the page, in its
 * flow, so it never covers a control. It starts as a one-line bar "Live — watch" that opens the
 * player on a tap; "Hide the player" folds it back. Both targets are at least 44 px high; the choice
 * holds for the tab's session.
 */
export function StreamDock() {
  const player = useLivePlayer();
  const floating = useFloatingPlayer();
  const [open, setOpen] = useState(readOpen);
  const frameId = useId();
  if (!player || floating) return null;

  const toggle = (next: boolean) => {
    setOpen(next);
    writeOpen(next);
  };
  const { shown } = player;
  return (
    <section
      aria-label={t('stream.dock.label')}
      data-testid="stream-dock"
      className="mb-4 overflow-hidden rounded-xl border border-border bg-surface"
    >
      {open ? (
        <>
          <div className="flex min-h-11 items-center gap-2 bg-surface-2 pl-3">
            <LiveDot />
            <span className="min-w-0 flex-1 truncate text-sm">{playerTitle(shown)}</span>
            <PlatformSwitch player={player} buttonClassName="min-h-11 px-3" />
            <button
              type="button"
              aria-label={t('stream.dock.hide')}
              aria-expanded="true"
              aria-controls={frameId}
              className="grid size-11 shrink-0 place-items-center text-muted hover:text-fg"
              onClick={() => toggle(false)}
            >
              <ChevronUpIcon aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div id={frameId}>
            <PlayerFrame shown={shown} />
          </div>
        </>
      ) : (
        <button
          type="button"
          aria-expanded="false"
          className="flex min-h-11 w-full items-center gap-3 px-3 text-left hover:bg-surface-2"
          onClick={() => toggle(true)}
        >
          <LiveDot />
          <span className="shrink-0 text-sm font-semibold">{t('stream.dock.watch')}</span>
          <span className="min-w-0 flex-1 truncate text-sm text-muted">{playerTitle(shown)}</span>
          <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 text-muted" />
        </button>
      )}
    </section>
  );
}

function LiveDot() {
  return (
    <span aria-hidden="true" className="relative flex size-2.5 shrink-0">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-live opacity-75" />
      <span className="relative inline-flex size-2.5 rounded-full bg-live" />
    </span>
  );
}
