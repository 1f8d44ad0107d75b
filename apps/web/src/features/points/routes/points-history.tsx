import { ledgerEntryLabel } from '@app/contracts/points-labels';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Spinner } from '@/components/ui/spinner';
import { tableState } from '@/components/ui/table-message';
import { cn } from '@/lib/cn';
import { openLoginDialog } from '@/lib/login-dialog';
import { usePointsHistory } from '../api/get-points-history';
import { Pager } from '@/components/ui/pager';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/dates';
import { useMe } from '@/lib/session';

const PAGE_SIZE = 20;
const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

export default function PointsHistoryPage() {
  const { data: me } = useMe();
  return (
    <section>
      <PageTitle subtitle="Every change to your balance, newest first.">Points history</PageTitle>
      {me === undefined ? (
        <div className="grid min-h-[30vh] place-items-center">
          <Spinner />
        </div>
      ) : me === null ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border bg-surface p-8 text-center">
          <HistoryIcon aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-muted">Log in to see where your points came from and where they went.</p>
          <Button onClick={openLoginDialog}>Log in via Twitch</Button>
        </div>
      ) : (
        <HistoryTable />
      )}
    </section>
  );
}

function HistoryTable() {
  const [page, setPage] = useState(1);
  const history = usePointsHistory(page, PAGE_SIZE);
  const rows = history.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Date
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                Reason
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
                Change
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
                Balance after
              </th>
            </tr>
          </thead>
          <tbody>
            {tableState(history, rows.length, { colSpan: 4, failure: (error) => `Could not load your history: ${errorMessage(error)}` }) ?? (
              rows.map((entry) => (
                <tr key={entry._id} className="border-t border-border">
                  <td className="px-3 py-3 text-xs text-muted sm:px-4 sm:text-sm">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <span className="font-medium">{ledgerEntryLabel(entry)}</span>
                    {entry.note ? <span className="block text-xs text-muted">{entry.note}</span> : null}
                  </td>
                  <td className={cn('px-3 py-3 text-right font-semibold tabular-nums sm:px-4', entry.delta > 0 ? 'text-success' : entry.delta < 0 ? 'text-danger' : 'text-muted')}>
                    {signed.format(entry.delta)}
                  </td>
                  <td className="px-3 py-3 text-right tabular-nums sm:px-4">{entry.balanceAfter.toLocaleString('en-US')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={setPage} />
    </>
  );
}
