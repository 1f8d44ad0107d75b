import type { Redemption } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { useRedemptions } from '../api/get-redemptions';
import { Pager } from '@/components/ui/pager';
import { RedemptionActions } from '../components/redemption-actions';
import { SearchBox } from '@/components/ui/search-box';
import { timeAgo } from '../time-ago';

const PAGE_SIZE = 10;
type Order = 'asc' | 'desc';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Relative times drift while the desk stays open; a minute's granularity is all they show. */
function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const byCreatedAt = (order: Order) => (a: Redemption, b: Redemption) => {
  const diff = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return order === 'asc' ? diff : -diff;
};

export default function AdminRedemptionsPage() {
  const redemptions = useRedemptions();
  const [query, setQuery] = useState('');
  const [order, setOrder] = useState<Order>('desc');
  const [page, setPage] = useState(1);
  const now = useNow(60_000);

  useEffect(() => {
    // Spec section 8: a failed list load is logged only and the table stays empty.
    if (redemptions.error) console.error('loading redemptions failed', redemptions.error);
  }, [redemptions.error]);

  const rows = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = redemptions.data ?? [];
    return all.filter((r) => r.twitchName.toLowerCase().includes(needle)).sort(byCreatedAt(order));
  }, [redemptions.data, query, order]);

  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = rows.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const SortIcon = order === 'desc' ? ArrowDownIcon : ArrowUpIcon;

  return (
    <section>
      <PageTitle>We Offer a 4000$ prize pool at / Our Leaderboard</PageTitle>

      <div className="mb-3">
        <SearchBox
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
      </div>

      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="px-4 py-3 font-semibold">
                Username
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Item Name
              </th>
              <th scope="col" aria-sort={order === 'desc' ? 'descending' : 'ascending'} className="px-4 py-3 font-semibold">
                <button
                  type="button"
                  onClick={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
                  className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 uppercase tracking-wide hover:bg-surface-2 hover:text-fg"
                >
                  Reedemed
                  <SortIcon aria-hidden="true" className="size-3.5" />
                </button>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {redemptions.isPending ? (
              <tr className="border-t border-border">
                <td colSpan={4} className="px-4 py-10 text-center">
                  <Spinner />
                </td>
              </tr>
            ) : visible.length === 0 ? (
              <tr className="border-t border-border">
                <td colSpan={4} className="px-4 py-10 text-center text-muted">
                  No results.
                </td>
              </tr>
            ) : (
              visible.map((r) => (
                <tr key={r._id} className="border-t border-border">
                  <td className="px-4 py-3 font-medium">{r.twitchName}</td>
                  <td className="px-4 py-3">{r.itemName}</td>
                  <td className="px-4 py-3 text-muted">
                    <time dateTime={r.createdAt} title={dateTime.format(new Date(r.createdAt))}>
                      {timeAgo(r.createdAt, now)}
                    </time>
                  </td>
                  <td className="px-4 py-3">
                    <RedemptionActions redemption={r} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={currentPage} pageCount={pageCount} onPageChange={setPage} />
    </section>
  );
}
