import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** A source-sized frame (1920x1080 or 360x1080) scaled down to the column; the overlay inside is the real one. */
export function ScaledSource({ width, height, children }: { width: number; height: number; children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const fit = () => setScale(Math.min(el.clientWidth / width, 1));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={outer} className="w-full" style={{ maxWidth: width }}>
      <div className="relative overflow-hidden rounded-lg border border-border" style={{ height: height * scale }}>
        <div
          className="absolute left-0 top-0 origin-top-left"
          style={{
            width,
            height,
            transform: `scale(${scale})`,
            // A busy, game-like backdrop: the overlay must read on anything.
            background:
              'radial-gradient(circle at 25% 35%, #f59e0b 0, #db2777 25%, #4338ca 55%, #020617 85%), repeating-linear-gradient(45deg, #ffffff22 0 24px, transparent 24px 48px)',
            backgroundBlendMode: 'overlay',
          }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
