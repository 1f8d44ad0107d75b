import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { sourceLabel } from '../format';
import { useNow } from '../use-now';
import { QueueActions } from './queue-actions';
import { SlotCell } from './slot-cell';

/** The open requests, oldest first, each with Played and Reject. */
export function AdminQueue({ rows }: { rows: readonly SlotRequest[] }) {
  const now = useNow(60_000);
  return (
    <DataTable
      variant="compact"
      caption="Open requests"
      columns={[
        { id: 'position', header: '#', cellClassName: 'tabular-nums text-muted', cell: (r) => rows.indexOf(r) + 1 },
        {
          id: 'slot',
          header: 'Slot',
          cellClassName: 'min-w-40',
          cell: (r) => <SlotCell slot={r.slot} providerClassName="" />,
        },
        {
          id: 'requester',
          header: 'Requested by',
          cellClassName: 'break-words',
          cell: (r) => (
            <>
              {r.requester}
              <span className="block text-xs text-muted">
                {sourceLabel(r.source)} ·{' '}
                <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)}>
                  {timeAgo(r.createdAt, now)}
                </time>
              </span>
            </>
          ),
        },
        { id: 'actions', header: <span className="sr-only">Actions</span>, cell: (r) => <QueueActions request={r} /> },
      ]}
      rows={rows}
      rowKey={(r) => r._id}
      empty="No open requests."
      tableClassName="min-w-[32rem]"
      rowProps={() => ({ 'data-testid': 'admin-queue-row' })}
    />
  );
}
