import type { SlotRequest } from '@app/contracts';
import { DataTable } from '@/components/ui/data-table';
import { useLiveHuntBet } from '../api/get-live-hunt-bet';
import { AddToHunt } from './add-to-hunt';
import { SlotCell } from './slot-cell';

/** Played requests whose slot is not in the hunt yet: a bet each, and Add to hunt. */
export function ToHuntTable({ rows }: { rows: readonly SlotRequest[] }) {
  const hunt = useLiveHuntBet();
  return (
    <>
      {hunt.data && !hunt.data.live && rows.length > 0 ? (
        <p className="text-sm text-muted">No hunt is live: start one above to add these slots to it.</p>
      ) : null}
      <DataTable
        variant="compact"
        caption="Played, not in the hunt yet"
        columns={[
          {
            id: 'slot',
            header: 'Slot',
            cellClassName: 'min-w-40',
            cell: (r) => <SlotCell slot={r.slot} providerClassName="" />,
          },
          { id: 'requester', header: 'Requested by', cellClassName: 'break-words', cell: (r) => r.requester },
          {
            id: 'bet',
            header: 'Bet',
            cell: (r) => <AddToHunt request={r} hunt={hunt.data} />,
          },
        ]}
        rows={rows}
        rowKey={(r) => r._id}
        empty="Nothing played waiting for the hunt."
        tableClassName="min-w-[32rem]"
        rowProps={() => ({ 'data-testid': 'to-hunt-row' })}
      />
    </>
  );
}
