import type { OfferClickDay } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useOfferClicks } from '../api/get-offer-clicks';
import { errorMessage } from '@/lib/error-message';

const clickColumns: Column<OfferClickDay>[] = [
  { id: 'day', header: 'Day (Lisbon)', cell: (c) => c.day },
  { id: 'offer', header: 'Offer', cell: (c) => c.name },
  { id: 'clicks', header: 'Clicks', align: 'right', cell: (c) => c.clicks },
  { id: 'visitors', header: 'Visitors', align: 'right', cell: (c) => c.visitors },
];

export function ClicksTable() {
  const clicks = useOfferClicks(30);
  return (
    <QueryState
      query={clicks}
      error={(error) => `Could not load the clicks: ${errorMessage(error)}`}
      isEmpty={(rows) => rows.length === 0}
      empty="No clicks in the last 30 days."
    >
      {(rows) => (
        <DataTable
          variant="plain"
          columns={clickColumns}
          rows={rows}
          rowKey={(c) => `${c.day}-${c.offerId}`}
          data-testid="offer-clicks"
        />
      )}
    </QueryState>
  );
}
