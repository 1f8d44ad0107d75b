import { formatPoints, type LedgerEntry } from '@app/contracts';
import { ledgerEntryLabel } from '@app/contracts/points-labels';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { usePointsHistory } from '../api/get-points-history';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';

const PAGE_SIZE = 20;
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

const historyColumns: Column<LedgerEntry>[] = [
  {
    id: 'date',
    header: 'Date',
    cellClassName: 'text-xs text-muted sm:text-sm',
    cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>,
  },
  {
    id: 'reason',
    header: 'Reason',
    cell: (entry) => (
      <>
        <span className="font-medium">{ledgerEntryLabel(entry)}</span>
        {entry.note ? <span className="block text-xs text-muted">{entry.note}</span> : null}
      </>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    align: 'right',
    cellClassName: (entry) =>
      cn(
        'font-semibold tabular-nums',
        entry.delta > 0 ? 'text-success' : entry.delta < 0 ? 'text-danger' : 'text-muted',
      ),
    cell: (entry) => signed.format(entry.delta),
  },
  {
    id: 'balance-after',
    header: 'Balance after',
    align: 'right',
    cellClassName: 'tabular-nums',
    cell: (entry) => formatPoints(entry.balanceAfter),
  },
];

export function HistoryTable() {
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);
  const rows = history.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <DataTable
        columns={historyColumns}
        rows={rows}
        rowKey={(entry) => entry._id}
        cellPadding="px-3 py-3 sm:px-4"
        loading={history.isPending}
        error={history.isError ? `Could not load your history: ${errorMessage(history.error)}` : null}
      />
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
