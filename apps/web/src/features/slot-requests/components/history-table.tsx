import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { useNow } from '../use-now';
import { SlotCell } from './slot-cell';
import { StatusBadge } from './status-badge';

/** Below 768 px a row is a card: slot and state on the first line, requester and time, then the note. */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
].join(' ');

/** Played and rejected requests, newest decision first, with the streamer's note on a rejection. */
export function HistoryTable({ rows }: { rows: readonly SlotRequest[] }) {
  const now = useNow(60_000);
  return (
    <DataTable
      caption={t('slot-requests.history.title')}
      columns={[
        {
          id: 'slot',
          header: t('slot-requests.column.slot'),
          headerClassName: 'max-md:sr-only',
          cellClassName: 'max-md:col-start-1 max-md:row-start-1 max-md:p-0',
          cell: (r) => <SlotCell slot={r.slot} providerClassName="" />,
        },
        {
          id: 'requester',
          header: t('slot-requests.column.requestedBy'),
          headerClassName: 'max-md:sr-only',
          cellClassName: 'break-words max-md:col-start-1 max-md:row-start-2 max-md:p-0 max-md:text-xs',
          cell: (r) => r.requester,
        },
        {
          id: 'status',
          header: t('slot-requests.column.result'),
          headerClassName: 'max-md:sr-only',
          cellClassName: 'max-md:col-start-2 max-md:row-start-1 max-md:p-0 max-md:text-right',
          cell: (r) => (
            <span className="inline-flex flex-wrap items-center gap-1.5 max-md:justify-end">
              <StatusBadge status={r.status} />
              {r.inHunt ? <span className="text-xs text-muted">{t('slot-requests.history.inHunt')}</span> : null}
            </span>
          ),
        },
        {
          id: 'note',
          header: t('slot-requests.column.note'),
          headerClassName: 'max-md:sr-only',
          cellClassName:
            'break-words text-muted max-md:col-span-2 max-md:row-start-3 max-md:p-0 max-md:text-xs max-md:empty:hidden',
          cell: (r) => r.note ?? '',
        },
        {
          id: 'when',
          header: t('slot-requests.column.when'),
          headerClassName: 'max-md:sr-only',
          cellClassName:
            'whitespace-nowrap text-muted max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-right max-md:text-xs',
          cell: (r) => {
            const at = r.decidedAt ?? r.createdAt;
            return (
              <time dateTime={at} title={formatDateTime(at)}>
                {timeAgo(at, now)}
              </time>
            );
          },
        },
      ]}
      rows={rows}
      rowKey={(r) => r._id}
      // Positioned, so the screen-reader-only texts of a scrolled cell stay inside the scrolling box.
      wrapperClassName="relative"
      empty={t('slot-requests.history.empty')}
      tableClassName="max-md:block"
      headClassName="max-md:sr-only"
      bodyClassName="max-md:block"
      rowClassName={ROW_AS_CARD}
      messageClassName="max-md:block"
      rowProps={() => ({ 'data-testid': 'history-row' })}
    />
  );
}
