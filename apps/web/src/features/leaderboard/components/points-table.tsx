import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
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
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="w-16 px-4 py-3 font-semibold">
                Rank
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                User
              </th>
              <th scope="col" aria-sort="descending" className="px-4 py-3 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {board.isPending ? (
              <tr className="border-t border-border">
                <td colSpan={3} className="px-4 py-10 text-center">
                  <Spinner />
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr className="border-t border-border">
                <td colSpan={3} className="px-4 py-10 text-center text-muted">
                  No results.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={`${row.rank}-${row.username}`} className="border-t border-border">
                  <td className="px-4 py-3">
                    <span className={cn('inline-grid size-7 place-items-center rounded-full bg-surface-2 text-xs font-bold', rankClass[row.rank])}>{row.rank}</span>
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex min-w-0 items-center gap-3">
                      <img src={row.avatar || '/favicon.svg'} alt="" loading="lazy" className="size-8 shrink-0 rounded-full bg-surface-2 object-cover" />
                      <span className="truncate font-medium">{row.username}</span>
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{row.points.toLocaleString('en-US')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={(next) => setPaging({ q, page: next })} />
    </div>
  );
}
