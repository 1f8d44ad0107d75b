import type { PointsLeaderboardRow } from '@app/contracts';
import { useEffect, useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';
import { cn } from '@/lib/cn';
import { usePointsLeaderboard } from '../api/get-points-leaderboard';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;

const rankClass: Record<number, string> = {
  1: 'bg-gold/20 text-gold',
  2: 'bg-slate-300/15 text-slate-200',
  3: 'bg-amber-700/25 text-amber-500',
};

type Row = PointsLeaderboardRow;

const columns = (): Column<Row>[] => [
  {
    id: 'rank',
    header: t('leaderboard.points.rank'),
    className: 'w-16',
    cell: (row) => (
      <span
        className={cn(
          'inline-grid size-7 place-items-center rounded-full bg-surface-2 text-xs font-bold',
          rankClass[row.rank],
        )}
      >
        {row.rank}
      </span>
    ),
  },
  {
    id: 'user',
    header: t('leaderboard.user'),
    cell: (row) => (
      <span className="flex min-w-0 items-center gap-3">
        <img
          src={row.avatar || '/favicon.svg'}
          alt=""
          loading="lazy"
          className="size-8 shrink-0 rounded-full bg-surface-2 object-cover"
        />
        <span className="truncate font-medium">{row.username}</span>
      </span>
    ),
  },
  {
    id: 'points',
    header: t('leaderboard.points.points'),
    align: 'right',
    ariaSort: 'descending',
    cellClassName: 'font-semibold tabular-nums',
    cell: (row) => fmt().points(row.points),
  },
];

/** The points-based leaderboard (docs/product.md#points-leaderboard): search, points descending, Previous / Next. */
export function PointsTable() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again from page 1.
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const board = usePointsLeaderboard({ q, page, pageSize: PAGE_SIZE });
  const rows = board.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((board.data?.total ?? 0) / PAGE_SIZE));

  useEffect(() => {
    // docs/product.md#points-leaderboard: a failed load is logged only and the list stays empty.
    if (board.error) console.error('loading the points leaderboard failed', board.error);
  }, [board.error]);

  return (
    <div>
      <div className="mb-3">
        <SearchBox value={search} onChange={setSearch} />
      </div>
      <DataTable
        columns={columns()}
        rows={rows}
        rowKey={(row) => `${row.rank}-${row.username}`}
        loading={board.isPending}
      />
      <Pager
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => setPaging({ q, page: next })}
      />
    </div>
  );
}
