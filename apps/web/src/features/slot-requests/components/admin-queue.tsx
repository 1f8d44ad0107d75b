import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { sourceLabel } from '../format';
import { useNow } from '../use-now';
import { QueueActions } from './queue-actions';
import { SlotCell } from './slot-cell';

/** Below 768 px a row is a card: position and slot, then requester, then Played / Reject. */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-2 max-md:py-3',
].join(' ');

/** The open requests, oldest first, each with Played and Reject. */
export function AdminQueue({ rows }: { rows: readonly SlotRequest[] }) {
  const now = useNow(60_000);
  return (
    <DataTable
      variant="compact"
      caption={t('slot-requests.adminQueue.caption')}
      columns={[
        {
          id: 'position',
          header: '#',
          cellClassName: 'tabular-nums text-muted max-md:col-start-1 max-md:row-start-1 max-md:p-0',
          cell: (r) => rows.indexOf(r) + 1,
        },
        {
          id: 'slot',
          header: t('slot-requests.column.slot'),
          cellClassName: 'max-md:col-start-2 max-md:row-start-1 max-md:p-0',
          cell: (r) => <SlotCell slot={r.slot} providerClassName="" />,
        },
        {
          id: 'requester',
          header: t('slot-requests.column.requestedBy'),
          cellClassName: 'break-words max-md:col-start-2 max-md:row-start-2 max-md:p-0',
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
        {
          id: 'actions',
          header: <span className="sr-only">{t('slot-requests.column.actions')}</span>,
          cellClassName: 'max-md:col-start-2 max-md:row-start-3 max-md:p-0 max-md:pt-1',
          cell: (r) => <QueueActions request={r} />,
        },
      ]}
      rows={rows}
      rowKey={(r) => r._id}
      // Positioned, so the screen-reader-only texts of its cells stay inside the box.
      wrapperClassName="relative"
      empty={t('slot-requests.adminQueue.empty')}
      tableClassName="max-md:block"
      headClassName="max-md:sr-only"
      bodyClassName="max-md:block"
      rowClassName={ROW_AS_CARD}
      messageClassName="max-md:block"
      rowProps={() => ({ 'data-testid': 'admin-queue-row' })}
    />
  );
}
