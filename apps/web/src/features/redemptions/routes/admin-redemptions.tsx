import type { Redemption } from '@app/contracts';
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { DataTable } from '@/components/ui/data-table';
import { useRedemptions } from '../api/get-redemptions';
import { Pager } from '@/components/ui/pager';
import { DiscordNotifyCard } from '../components/discord-notify-card';
import { RedemptionActions } from '../components/redemption-actions';
import { SearchBox } from '@/components/ui/search-box';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { t } from '@/i18n';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
type Order = 'asc' | 'desc';

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

/** Below 768 px a row is a card: user and time, the item, then Approve / Denied at full width. */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
].join(' ');

export default function AdminRedemptionsPage() {
  const [query, setQuery] = useState('');
  const redemptions = useRedemptions(useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS));
  const [order, setOrder] = useState<Order>('desc');
  const [page, setPage] = useState(1);
  const now = useNow(60_000);

  useEffect(() => {
    // docs/product.md#redemptions-desk: a failed list load is logged only and the table stays empty.
    if (redemptions.error) console.error('loading redemptions failed', redemptions.error);
  }, [redemptions.error]);

  const rows = useMemo(() => [...(redemptions.data ?? [])].sort(byCreatedAt(order)), [redemptions.data, order]);

  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = rows.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const SortIcon = order === 'desc' ? ArrowDownIcon : ArrowUpIcon;

  return (
    <section>
      <PageTitle subtitle={t('redemptions.desk.subtitle')}>{t('redemptions.desk.title')}</PageTitle>

      <div className="mb-3">
        <SearchBox
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
      </div>

      {/*
        Below 768 px each row is a card (user and time, item, then Approve / Denied at full width) and
        the header keeps only the Reedemed sort button, so nothing is pushed off a phone's screen.
      */}
      <DataTable
        columns={[
          {
            id: 'username',
            header: t('redemptions.desk.username'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'font-medium max-md:col-start-1 max-md:row-start-1 max-md:break-words max-md:p-0',
            cell: (r) => r.twitchName,
          },
          {
            id: 'item',
            header: t('redemptions.desk.itemName'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-2 max-md:break-words max-md:p-0',
            cell: (r) => (
              <>
                {r.itemName}
                {r.detailLabel && r.detail ? (
                  <span data-testid="delivery-detail" className="mt-0.5 block break-words text-xs">
                    <span className="text-muted">{r.detailLabel}:</span> {r.detail}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            id: 'redeemed',
            ariaSort: order === 'desc' ? 'descending' : 'ascending',
            header: (
              <button
                type="button"
                onClick={() => setOrder((o) => (o === 'desc' ? 'asc' : 'desc'))}
                className={cn(
                  '-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 uppercase tracking-wide',
                  'hover:bg-surface-2 hover:text-fg',
                )}
              >
                {t('redemptions.desk.redeemed')}
                <SortIcon aria-hidden="true" className="size-3.5" />
              </button>
            ),
            headerClassName: 'max-md:py-2',
            cellClassName:
              'text-muted max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right max-md:text-xs',
            cell: (r) => (
              <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)}>
                {timeAgo(r.createdAt, now)}
              </time>
            ),
          },
          {
            id: 'actions',
            header: t('redemptions.desk.actions'),
            headerClassName: 'max-md:sr-only',
            cellClassName: 'max-md:col-span-2 max-md:row-start-3 max-md:p-0 max-md:pt-2',
            cell: (r) => <RedemptionActions redemption={r} />,
          },
        ]}
        rows={visible}
        rowKey={(r) => r._id}
        loading={redemptions.isPending}
        tableClassName="max-md:block md:min-w-[36rem]"
        headClassName="max-md:block"
        headRowClassName="max-md:flex max-md:justify-end"
        bodyClassName="max-md:block"
        rowClassName={ROW_AS_CARD}
        messageClassName="max-md:block"
      />
      <Pager page={currentPage} pageCount={pageCount} onPageChange={setPage} />
      <DiscordNotifyCard />
    </section>
  );
}
