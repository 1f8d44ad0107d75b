import type { AdminUserRow } from '@app/contracts';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { fmt, t } from '@/i18n';
import { Spinner } from '@/components/ui/spinner';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { useAdminUsers } from '@/lib/admin-users';
import { EditPointsDialog, type PointsEdit } from '../components/edit-points-dialog';
import { Pager } from '@/components/ui/pager';
import { SearchBox } from '@/components/ui/search-box';
import { SeasonResetDialog } from '../components/season-reset-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage } from '@/lib/error-message';

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The Points header cycles none -> descending -> ascending -> none (the reference's "sortable: none,
 * descending, ascending, cleared"; docs/product.md#admin-points).
 */
type PointsSort = 'none' | 'desc' | 'asc';
const nextSort: Record<PointsSort, PointsSort> = { none: 'desc', desc: 'asc', asc: 'none' };
const ariaSort = { none: 'none', desc: 'descending', asc: 'ascending' } as const;
const sortIcon = { none: ArrowUpDownIcon, desc: ArrowDownIcon, asc: ArrowUpIcon } as const;

/** The account's platform names: "Twitch DemoAdmin", "Kick demo_kick"; a dash when none is linked. */
function Accounts({ user, className }: { user: AdminUserRow; className?: string }) {
  const linked = [
    ['Twitch', user.twitchName],
    ['Kick', user.kickName],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  if (linked.length === 0) return <span className={cn('text-muted', className)}>—</span>;
  return (
    <ul
      className={cn('grid gap-0.5 text-xs [overflow-wrap:anywhere]', className)}
      aria-label={t('points.admin.accountsOf', { user: user.username })}
    >
      {linked.map(([platform, name]) => (
        <li key={platform}>
          <span className="font-semibold text-muted">{platform}</span> {name}
        </li>
      ))}
    </ul>
  );
}

export default function AdminPointsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<PointsSort>('none');
  const [editing, setEditing] = useState<PointsEdit | null>(null);

  // The page belongs to one search and sort: a new one starts again from page 1.
  const filterKey = `${sort}|${q}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const users = useAdminUsers({
    q,
    page,
    pageSize: PAGE_SIZE,
    ...(sort === 'none' ? {} : { sort: 'points', order: sort }),
  });
  const total = users.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = users.data?.items ?? [];
  const SortIcon = sortIcon[sort];
  const columns: Column<AdminUserRow>[] = [
    {
      id: 'username',
      header: t('points.admin.username'),
      cell: (user) => (
        <>
          <span className="font-medium [overflow-wrap:anywhere]">{user.username}</span>
          {user.role === 'Admin' ? (
            <span className="w-fit rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-bold text-accent max-sm:mt-1 max-sm:block sm:ml-2">
              {t('points.admin.adminBadge')}
            </span>
          ) : null}
          {/* Narrow screens show the accounts under the name, so Points and the actions stay in view. */}
          <Accounts user={user} className="mt-1 sm:hidden" />
        </>
      ),
    },
    {
      id: 'accounts',
      header: t('points.admin.accounts'),
      className: 'max-sm:hidden',
      cell: (user) => <Accounts user={user} />,
    },
    {
      id: 'points',
      ariaSort: ariaSort[sort],
      header: (
        <button
          type="button"
          onClick={() => setSort((s) => nextSort[s])}
          className={cn(
            '-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 uppercase tracking-wide hover:bg-surface-2 hover:text-fg',
            sort !== 'none' && 'text-fg',
          )}
        >
          {t('points.admin.points')}
          <SortIcon aria-hidden="true" className="size-3.5" />
        </button>
      ),
      cellClassName: 'font-semibold tabular-nums',
      cell: (user) => fmt().points(user.points),
    },
    {
      id: 'action',
      header: t('points.admin.action'),
      align: 'right',
      cell: (user) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing({ user, mode: 'adjust' })}>
            {t('points.admin.adjust')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing({ user, mode: 'set' })}>
            {t('points.admin.editPoints')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle subtitle={t('points.admin.subtitle')}>{t('points.admin.title')}</PageTitle>
        <SeasonResetDialog />
      </div>

      <div className="mb-3 flex items-center gap-3">
        <SearchBox value={search} onChange={setSearch} />
        {users.isFetching && !users.isPending ? <Spinner className="size-4" /> : null}
      </div>

      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(user) => user._id}
        cellPadding="px-3 py-3 sm:px-4"
        loading={users.isPending}
        error={users.isError ? t('points.admin.loadFailed', { error: errorMessage(users.error) }) : null}
      />
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />

      <EditPointsDialog editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
