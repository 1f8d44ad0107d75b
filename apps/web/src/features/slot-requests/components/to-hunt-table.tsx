import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { useLiveHuntBet } from '../api/get-live-hunt-bet';
import { AddToHunt } from './add-to-hunt';
import { SlotCell } from './slot-cell';

/** Below 768 px a row is a card: slot, requester, then the bet and Add to hunt. */
const ROW_AS_CARD = ['border-t border-border', 'max-md:grid max-md:gap-y-1 max-md:px-2 max-md:py-3'].join(' ');

/** Played requests whose slot is not in the hunt yet: a bet each, and Add to hunt. */
export function ToHuntTable({ rows }: { rows: readonly SlotRequest[] }) {
  const hunt = useLiveHuntBet();
  return (
    <>
      {hunt.data && !hunt.data.live && rows.length > 0 ? (
        <p className="text-sm text-muted">{t('slot-requests.toHunt.noHunt')}</p>
      ) : null}
      <DataTable
        variant="compact"
        caption={t('slot-requests.toHunt.title')}
        columns={[
          {
            id: 'slot',
            header: t('slot-requests.column.slot'),
            cellClassName: 'max-md:p-0',
            cell: (r) => <SlotCell slot={r.slot} providerClassName="" />,
          },
          {
            id: 'requester',
            header: t('slot-requests.column.requestedBy'),
            cellClassName: 'break-words max-md:p-0 max-md:text-xs max-md:text-muted',
            cell: (r) => r.requester,
          },
          {
            id: 'bet',
            header: t('slot-requests.column.bet'),
            cellClassName: 'max-md:p-0 max-md:pt-1',
            cell: (r) => <AddToHunt request={r} hunt={hunt.data} />,
          },
        ]}
        rows={rows}
        rowKey={(r) => r._id}
        // Positioned, so the screen-reader-only texts of its cells stay inside the box.
        wrapperClassName="relative"
        empty={t('slot-requests.toHunt.empty')}
        tableClassName="max-md:block"
        headClassName="max-md:sr-only"
        bodyClassName="max-md:block"
        rowClassName={ROW_AS_CARD}
        messageClassName="max-md:block"
        rowProps={() => ({ 'data-testid': 'to-hunt-row' })}
      />
    </>
  );
}
