import { useEffect, useRef, type RefObject } from 'react';

const DRIFT_PX_PER_S = 28;
const CATCH_UP_PER_S = 5;
const PAUSE_MS = 2_500;

/**
 * Scrolls a list longer than its box up and down, slowly, within the offsets that keep the
 * highlighted row (`current`, an index among the list's children) fully in view; with no highlighted
 * row, over the whole list. When the highlighted row changes the list glides to it. With
 * prefers-reduced-motion the list does not move by itself: it is placed with the row in the middle.
 * The offset is a transform on the list (no re-render per frame).
 */
export function useAutoScroll(
  box: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  current: number | null,
  version: unknown,
) {
  const offset = useRef(0);
  useEffect(() => {
    const boxEl = box.current;
    const listEl = list.current;
    if (!boxEl || !listEl) return;
    const range = (): [number, number] => {
      const max = Math.max(0, listEl.scrollHeight - boxEl.clientHeight);
      const row = current === null ? null : (listEl.children[current] as HTMLElement | undefined);
      if (!row || max === 0) return [0, max];
      const top = row.offsetTop;
      const bottom = top + row.offsetHeight;
      const lo = Math.min(max, Math.max(0, bottom - boxEl.clientHeight));
      const hi = Math.max(lo, Math.min(max, top));
      return [lo, hi];
    };
    const apply = () => {
      listEl.style.transform = `translateY(${-offset.current}px)`;
    };
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (reduced.matches) {
      const place = () => {
        const [lo, hi] = range();
        offset.current = (lo + hi) / 2;
        apply();
      };
      place();
      const observer = new ResizeObserver(place);
      observer.observe(boxEl);
      observer.observe(listEl);
      return () => observer.disconnect();
    }
    let direction = 1;
    let pauseUntil = performance.now() + PAUSE_MS;
    let last = performance.now();
    let frame = 0;
    const step = (now: number) => {
      // A frame time can be a little before the time the loop started: never a negative step.
      const dt = Math.min(0.25, Math.max(0, (now - last) / 1000));
      last = Math.max(last, now);
      const [lo, hi] = range();
      // Outside the range (a new highlighted row): ease towards the middle of it (the row well inside
      // the box), a fifth of the way per 40 ms; at 4 frames a second or fewer, jump there.
      if (offset.current < lo || offset.current > hi) {
        const target = (lo + hi) / 2;
        offset.current += (target - offset.current) * Math.min(1, dt * CATCH_UP_PER_S);
      } else if (hi > lo && now >= pauseUntil) {
        offset.current += direction * DRIFT_PX_PER_S * dt;
        if (offset.current >= hi || offset.current <= lo) {
          offset.current = Math.min(hi, Math.max(lo, offset.current));
          direction = offset.current >= hi ? -1 : 1;
          pauseUntil = now + PAUSE_MS;
        }
      }
      apply();
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [box, list, current, version]);
}
