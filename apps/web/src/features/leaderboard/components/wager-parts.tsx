import type { Leaderboard, Sponsor } from '@app/contracts';
import { CrownIcon } from 'lucide-react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { useEffect, useState } from 'react';
import { t, type MessageId } from '@/i18n';
import { cn } from '@/lib/cn';
import { useMoney, type Money } from '@/lib/money';

type Entry = Leaderboard['wager'][number];

export function SponsorPicker({
  sponsors,
  value,
  onChange,
}: {
  sponsors: Sponsor[];
  value: string | undefined;
  onChange: (slug: string) => void;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-3" role="group" aria-label={t('leaderboard.sponsors')}>
      {sponsors.map((s) => (
        <button
          key={s.slug}
          type="button"
          aria-pressed={s.slug === value}
          aria-label={s.name}
          onClick={() => onChange(s.slug)}
          className={cn(
            'rounded-xl border-2 p-1 transition-opacity',
            s.slug === value ? 'border-accent' : 'border-transparent opacity-60 hover:opacity-100',
          )}
        >
          <img src={s.logo} alt="" className="h-10 w-32 object-contain sm:h-12 sm:w-40" />
        </button>
      ))}
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

const COUNTDOWN_UNITS: MessageId[] = [
  'leaderboard.countdown.days',
  'leaderboard.countdown.hours',
  'leaderboard.countdown.minutes',
  'leaderboard.countdown.seconds',
];

/** Counts down every second to `time` (epoch seconds); dashes once it has passed. */
export function Countdown({ time }: { time: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.floor(time - now / 1000);
  const parts =
    left > 0
      ? [Math.floor(left / 86400), Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60].map(
          pad,
        )
      : ['--', '--', '--', '--'];
  return (
    <div className="flex justify-center gap-2" data-testid="countdown" aria-label={t('leaderboard.countdown.label')}>
      {COUNTDOWN_UNITS.map((unit, i) => (
        <div key={unit} className="w-16 rounded-lg border border-border bg-surface p-2 text-center">
          <div className="text-xl font-extrabold tabular-nums">{parts[i]}</div>
          <div className="text-[10px] uppercase text-muted">{t(unit)}</div>
        </div>
      ))}
    </div>
  );
}

/** Ranks 1-3: second on the left, first in the centre, third on the right; `own`: the viewer's place, marked. */
export function Podium({ entries, own = null }: { entries: Entry[]; own?: number | null }) {
  const money = useMoney();
  const slots = [entries[1], entries[0], entries[2]];
  return (
    <ol className="grid grid-cols-3 items-end gap-2 sm:gap-4" data-testid="podium">
      {slots.map((e, i) => {
        const rank = [2, 1, 3][i]!;
        return (
          <li
            key={rank}
            data-rank={rank}
            data-own={e && rank === own ? 'true' : undefined}
            className={cn(
              'flex min-w-0 flex-col items-center rounded-xl border bg-surface p-2 text-center sm:p-4',
              rank === 1 ? 'pb-8 sm:pb-10' : rank === 2 ? 'pb-5' : 'pb-3',
              e && rank === own ? 'border-accent bg-accent/15' : 'border-border',
            )}
          >
            {rank === 1 ? <CrownIcon className="size-6 text-amber-400" aria-hidden /> : null}
            <span className="text-lg font-extrabold">#{rank}</span>
            <span className="w-full truncate text-sm font-semibold">{e?.name ?? '—'}</span>
            {e?.viewer ? <ViewerName name={e.viewer} className="w-full" /> : null}
            {e && rank === own ? <OwnMark /> : null}
            <span className="text-xs text-muted">{e ? money.amount(e.wager) : '—'}</span>
            <span className="mt-1 text-sm font-bold text-accent">{e?.prize ? money.amount(e.prize) : '—'}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The viewer's own place on the board: a small label (the name stays as the board shows it, masked or not). */
function OwnMark() {
  return (
    <span className="mt-0.5 inline-flex rounded bg-accent px-1.5 text-[10px] font-semibold uppercase text-white">
      {t('leaderboard.you')}
    </span>
  );
}

/** The site name a verified viewer chose to show beside their casino name. */
function ViewerName({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn('block truncate text-xs font-medium text-accent', className)}
      data-testid="board-viewer"
      title={t('leaderboard.viewer', { name })}
    >
      <span className="sr-only">{t('leaderboard.viewer', { name })}</span>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}

const rankColumns = (money: Money, own: number | null): Column<Entry>[] => [
  { id: 'place', header: '#', cellClassName: 'font-bold', cell: (e) => e.sort },
  {
    id: 'user',
    header: t('leaderboard.user'),
    cellClassName: 'max-w-[8rem] truncate',
    cell: (e) => (
      <>
        {e.name}
        {e.sort === own ? (
          <>
            {' '}
            <OwnMark />
          </>
        ) : null}
        {e.viewer ? <ViewerName name={e.viewer} /> : null}
      </>
    ),
  },
  {
    id: 'wagered',
    header: t('leaderboard.wagered'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (e) => money.amount(e.wager),
  },
  {
    id: 'prize',
    header: t('leaderboard.prize'),
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (e) => (e.prize ? money.amount(e.prize) : '—'),
  },
];

/** Ranks `from` to `to`; `own`: the viewer's place, its row highlighted. */
export function RankTable({
  entries,
  from = 4,
  to = 10,
  own = null,
}: {
  entries: Entry[];
  from?: number;
  to?: number;
  own?: number | null;
}) {
  const money = useMoney();
  const rows = entries.filter((e) => e.sort >= from && e.sort <= to);
  if (!rows.length) return null;
  return (
    <DataTable
      variant="plain"
      columns={rankColumns(money, own)}
      rows={rows}
      rowKey={(e) => String(e.sort)}
      rowProps={(e) =>
        e.sort === own ? { 'data-own': 'true', 'aria-current': 'true', className: 'bg-accent/15' } : {}
      }
      empty={null}
      data-testid="rank-table"
    />
  );
}
