import { useEffect, useRef, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** '2d 03:04:05', '03:04:05' under a day; '00:00:00' once passed. */
export function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86_400);
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The clock, ticking every second while something counts down. */
export function useNow(tick = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!tick) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [tick]);
  return now;
}

/**
 * Time left to `to` as a ticking clock ('Closes in 03:04:05'); when it reaches zero `onElapsed` runs
 * once (the page refetches: the giveaway opened, or its draw is under way).
 */
export function Countdown({
  to,
  label,
  onElapsed,
  className,
}: {
  to: string;
  label?: string;
  onElapsed?: () => void;
  className?: string;
}) {
  const target = Date.parse(to);
  const now = useNow();
  const left = target - now;
  const fired = useRef(false);
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      onElapsed?.();
    }
  }, [left, onElapsed]);
  return (
    <span className={className}>
      {label ? `${label} ` : null}
      <span className="font-mono tabular-nums" data-testid="countdown">
        {remaining(left)}
      </span>
    </span>
  );
}
