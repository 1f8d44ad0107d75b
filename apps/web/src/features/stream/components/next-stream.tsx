import { PLATFORM_NAMES, type NextStream } from '@app/contracts';
import { CalendarPlus, Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { fmt, t } from '@/i18n';
import { formatWeekdayTimeLisbon } from '@/lib/dates';
import { useStreamStatus } from '@/lib/stream-status';
import { useStreamSchedule } from '../api/get-stream-schedule';

/** The parts of a time left: whole days, hours, minutes and seconds (never below zero). */
export function timeLeft(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/** The clock, ticking every second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** "2 d 03 h 04 min 05 s", the days left out under a day; figures in the reader's language. */
function Countdown({ next, onElapsed }: { next: NextStream; onElapsed: () => void }) {
  const now = useNow();
  const left = Date.parse(next.startsAt) - now;
  const fired = useRef(false);
  useEffect(() => {
    if (left <= 0 && !fired.current) {
      fired.current = true;
      onElapsed();
    }
  }, [left, onElapsed]);
  if (left <= 0) return <span>{t('stream.next.startingNow')}</span>;
  const parts = timeLeft(left);
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    <span className="font-mono tabular-nums" data-testid="next-stream-countdown">
      {parts.days > 0
        ? t('stream.next.countdownDays', {
            days: fmt().number(parts.days),
            hours: two(parts.hours),
            minutes: two(parts.minutes),
            seconds: two(parts.seconds),
          })
        : t('stream.next.countdown', {
            hours: two(parts.hours),
            minutes: two(parts.minutes),
            seconds: two(parts.seconds),
          })}
    </span>
  );
}

/**
 * The next scheduled stream with a live countdown and the calendar link (/schedule.ics), on the home
 * page and /stream/live; hidden while the channel is live and when nothing is scheduled.
 */
export function NextStreamCard() {
  const schedule = useStreamSchedule();
  const status = useStreamStatus();
  const titleId = useId();
  const next = schedule.data?.next;
  if (!next || status.data?.live) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto mt-6 w-full max-w-3xl rounded-2xl border border-border bg-surface p-4"
      data-testid="next-stream"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <Clock className="size-5 shrink-0 text-accent" aria-hidden />
        {t('stream.next.title')}
      </h2>
      <p className="mt-1 break-words text-sm">
        {t('stream.next.line', {
          title: next.title,
          platform: PLATFORM_NAMES[next.platform],
          when: formatWeekdayTimeLisbon(next.startsAt),
        })}
      </p>
      <p className="mt-2 text-sm">
        {t('stream.next.startsIn')}{' '}
        <Countdown key={next.startsAt} next={next} onElapsed={() => void schedule.refetch()} />
      </p>
      <a
        href="/schedule.ics"
        className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-accent underline"
      >
        <CalendarPlus className="size-4 shrink-0" aria-hidden />
        {t('stream.next.subscribe')}
      </a>
    </section>
  );
}
