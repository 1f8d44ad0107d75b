import type { OverlaySettings } from '@app/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** #rrggbb and an opacity 0-100 as rgba(). */
export function rgba(hex: string, opacityPercent: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${Math.max(0, Math.min(100, opacityPercent)) / 100})`;
}

const cornerClass: Record<OverlaySettings['corner'], string> = {
  'top-left': 'left-[24px] top-[24px]',
  'top-right': 'right-[24px] top-[24px]',
  'bottom-left': 'left-[24px] bottom-[24px]',
  'bottom-right': 'right-[24px] bottom-[24px]',
};

/**
 * The giveaway overlay's panel, in the streamer's overlay look (/admin/overlays: colours, font size,
 * corner, width): semi-opaque with outlined text so it reads on a busy game, on a transparent page.
 */
export function OverlayPanel({ look, children }: { look: OverlaySettings; children: ReactNode }) {
  const style = {
    '--spacing': '0.25em',
    '--ov-accent': look.accent,
    '--ov-accent-soft': rgba(look.accent, 28),
    '--ov-panel': rgba(look.background, look.backgroundOpacity),
    '--ov-tile': rgba(look.background, Math.min(100, look.backgroundOpacity + 10)),
    fontSize: `${look.fontSize}px`,
    fontFamily: "'Inter Variable', var(--font-sans)",
    color: look.text,
    textShadow: '0 1px 2px rgba(0,0,0,0.95), 0 0 1px rgba(0,0,0,0.9)',
    width: `min(${Math.max(look.width, 560)}px, calc(100% - 48px))`,
  } as CSSProperties & Record<`--${string}`, string>;
  return (
    <div className="relative h-full w-full overflow-hidden">
      <section
        data-testid="overlay-panel"
        style={style}
        className={cn(
          'absolute flex max-h-[calc(100%-48px)] flex-col overflow-hidden rounded-[0.8em] border-2 border-[var(--ov-accent)] bg-[var(--ov-panel)] leading-tight shadow-[0_0.4em_1.6em_rgba(0,0,0,0.55)] backdrop-blur-sm',
          cornerClass[look.corner],
        )}
      >
        {children}
      </section>
    </div>
  );
}
