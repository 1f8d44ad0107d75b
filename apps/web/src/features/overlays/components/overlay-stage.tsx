import type { OverlaySettings } from '@app/contracts';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { rgba } from './format';

/** Full screen (a 1920x1080 browser source: a panel in the chosen corner) or a narrow sidebar source. */
export type OverlayLayout = 'full' | 'sidebar';

const cornerClass: Record<OverlaySettings['corner'], string> = {
  'top-left': 'left-[24px] top-[24px]',
  'top-right': 'right-[24px] top-[24px]',
  'bottom-left': 'left-[24px] bottom-[24px]',
  'bottom-right': 'right-[24px] bottom-[24px]',
};

/**
 * The box an overlay is drawn in: it fills its parent (the browser source, or the preview's scaled
 * 1920x1080 frame) and places one panel in the chosen corner at the chosen width (never wider than the
 * source), or fills a sidebar source. Theme colours are CSS variables; spacing follows the font size
 * (`--spacing` in em), so a bigger font scales the whole panel. Text has an outline-like shadow and
 * the panel is semi-opaque, so it reads on a busy game.
 */
export function OverlayStage({
  settings,
  layout,
  fit = 'width',
  fill = false,
  children,
  testId,
}: {
  settings: OverlaySettings;
  layout: OverlayLayout;
  fit?: 'width' | 'content';
  /** In a sidebar source: the panel fills the source's height (a scrolling list) instead of ending with its content. */
  fill?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const style = {
    '--spacing': '0.25em',
    '--ov-accent': settings.accent,
    '--ov-accent-soft': rgba(settings.accent, 28),
    '--ov-panel': rgba(settings.background, settings.backgroundOpacity),
    '--ov-tile': rgba(settings.background, Math.min(100, settings.backgroundOpacity + 10)),
    '--ov-text': settings.text,
    fontSize: `${settings.fontSize}px`,
    fontFamily: "'Inter Variable', var(--font-sans)",
    color: 'var(--ov-text)',
    textShadow: '0 1px 2px rgba(0,0,0,0.95), 0 0 1px rgba(0,0,0,0.9)',
    ...(layout === 'full'
      ? fit === 'width'
        ? { width: `min(${settings.width}px, calc(100% - 48px))` }
        : { maxWidth: 'calc(100% - 48px)' }
      : {}),
  } as CSSProperties & Record<`--${string}`, string>;
  return (
    <div className="relative h-full w-full overflow-hidden">
      <section
        data-testid={testId ?? 'overlay-panel'}
        style={style}
        className={cn(
          'absolute flex flex-col overflow-hidden rounded-[0.8em] border-2 border-[var(--ov-accent)] bg-[var(--ov-panel)] leading-tight shadow-[0_0.4em_1.6em_rgba(0,0,0,0.55)] backdrop-blur-sm',
          layout === 'full' ? cn(cornerClass[settings.corner], 'max-h-[calc(100%-48px)]') : 'inset-[8px]',
          layout === 'sidebar' && !fill && 'bottom-auto max-h-[calc(100%-16px)]',
        )}
      >
        {children}
      </section>
    </div>
  );
}

/** The streamer's logo (hidden when it fails to load: never a broken image on stream). */
export function OverlayLogo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return null;
  return (
    <img
      src={url}
      alt=""
      data-testid="overlay-logo"
      className="h-[2.2em] w-auto max-w-[7em] shrink-0 object-contain"
      onError={() => setFailed(url)}
    />
  );
}

/** The header strip: logo, title, a status pill. */
export function OverlayHeader({
  logo,
  title,
  status,
  children,
}: {
  logo: string | null;
  title: ReactNode;
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex items-center gap-3 border-b border-white/10 bg-[var(--ov-accent-soft)] px-4 py-3">
      <OverlayLogo url={logo} />
      <div className="min-w-0 flex-1">
        {/* The title wraps rather than being cut: a 360 px sidebar reads it whole. */}
        <h1 className="text-balance text-[1.25em] font-extrabold uppercase tracking-wide [overflow-wrap:anywhere]">
          {title}
        </h1>
        {children}
      </div>
      {status}
    </header>
  );
}

export function StatusPill({
  tone,
  children,
  testId,
}: {
  tone: 'live' | 'open' | 'closed' | 'done';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={cn(
        'shrink-0 rounded-full px-[0.7em] py-[0.2em] text-[0.7em] font-extrabold uppercase tracking-wider [text-shadow:none]',
        tone === 'live' && 'bg-red-600 text-white',
        tone === 'open' && 'bg-emerald-500 text-black',
        tone === 'closed' && 'bg-white/15 text-[var(--ov-text)]',
        tone === 'done' && 'bg-[var(--ov-accent)] text-white',
      )}
    >
      {children}
    </span>
  );
}

/** A small figure: label above, value below. */
export function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-[0.5em] bg-[var(--ov-tile)] px-3 py-2">
      <div className="truncate text-[0.65em] font-semibold uppercase tracking-wider opacity-75">{label}</div>
      <div className="truncate text-[1.1em] font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
