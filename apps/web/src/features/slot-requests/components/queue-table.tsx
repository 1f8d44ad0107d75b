import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { formatDateTime, timeAgo } from '@/lib/dates';
import { sourceLabel } from '../format';
import { useNow } from '../use-now';
import { SlotCell } from './slot-cell';

/**
 * Below 768 px a row is a card: position and slot (provider under it) on the first line, requester,
 * source and time on the second, so nothing is pushed off a phone's screen.
 */
const ROW_AS_CARD = [
  'border-t border-border',
  'max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-4 max-md:py-3',
].join(' ');

/** The open requests, oldest first: the order the streamer takes them in. */
export function QueueTable({ rows, mineId }: { rows: readonly SlotRequest[]; mineId: string | null }) {
  const now = useNow(60_000);
  return (
    <DataTable
      caption={t('slot-requests.queue.title')}
      columns={[
        {
          id: 'position',
          header: '#',
          headerClassName: 'max-md:sr-only',
          cellClassName: 'tabular-nums text-muted max-md:col-start-1 max-md:row-start-1 max-md:p-0',
          cell: (r) => rows.indexOf(r) + 1,
        },
        {
          id: 'slot',
          header: t('slot-requests.column.slot'),
          headerClassName: 'max-md:sr-only',
          cellClassName: 'max-md:col-span-2 max-md:col-start-2 max-md:row-start-1 max-md:p-0',
          cell: (r) => <SlotCell slot={r.slot} />,
        },
        {
          id: 'provider',
          header: t('slot-requests.column.provider'),
          className: 'max-md:hidden',
          cellClassName: 'text-muted',
          cell: (r) => r.slot.provider,
        },
        {
          id: 'requester',
          header: t('slot-requests.column.requestedBy'),
          headerClassName: 'max-md:sr-only',
          cellClassName: 'break-words max-md:col-start-2 max-md:row-start-2 max-md:p-0 max-md:text-xs',
          cell: (r) => (
            <>
              {r.requester}
              {r._id === mineId ? (
                <span className="ml-1.5 whitespace-nowrap text-xs font-bold text-accent">
                  {t('slot-requests.queue.you')}
                </span>
              ) : null}
              <span className="text-muted md:hidden"> · {sourceLabel(r.source)}</span>
            </>
          ),
        },
        {
          id: 'source',
          header: t('slot-requests.column.from'),
          className: 'max-md:hidden',
          cellClassName: 'text-muted',
          cell: (r) => sourceLabel(r.source),
        },
        {
          id: 'when',
          header: t('slot-requests.column.when'),
          headerClassName: 'max-md:sr-only',
          cellClassName:
            'whitespace-nowrap text-muted max-md:col-start-3 max-md:row-start-2 max-md:p-0 max-md:text-right max-md:text-xs',
          cell: (r) => (
            <time dateTime={r.createdAt} title={formatDateTime(r.createdAt)}>
              {timeAgo(r.createdAt, now)}
            </time>
          ),
        },
      ]}
      rows={rows}
      rowKey={(r) => r._id}
      // Positioned, so the screen-reader-only texts of a scrolled cell stay inside the scrolling box.
      wrapperClassName="relative"
      empty={t('slot-requests.queue.empty')}
      tableClassName="max-md:block"
      headClassName="max-md:sr-only"
      bodyClassName="max-md:block"
      rowClassName={ROW_AS_CARD}
      messageClassName="max-md:block"
      rowProps={(r) => ({ 'data-testid': 'queue-row', 'data-mine': r._id === mineId || undefined })}
    />
  );
}
