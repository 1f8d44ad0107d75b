import type { OfferClickDay } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { fmt, t } from '@/i18n';
import { useOfferClicks } from '../api/get-offer-clicks';
import { errorMessage } from '@/lib/error-message';

const clickColumns = (): Column<OfferClickDay>[] => [
  { id: 'day', header: t('offers.clicks.day'), cell: (c) => c.day },
  { id: 'offer', header: t('offers.clicks.offer'), cell: (c) => c.name },
  { id: 'clicks', header: t('offers.clicks.clicks'), align: 'right', cell: (c) => fmt().number(c.clicks) },
  { id: 'visitors', header: t('offers.clicks.visitors'), align: 'right', cell: (c) => fmt().number(c.visitors) },
];

export function ClicksTable() {
  const clicks = useOfferClicks(30);
  return (
    <QueryState
      query={clicks}
      error={(error) => t('offers.clicks.loadFailed', { message: errorMessage(error) })}
      isEmpty={(rows) => rows.length === 0}
      empty={t('offers.clicks.empty')}
    >
      {(rows) => (
        <DataTable
          variant="plain"
          columns={clickColumns()}
          rows={rows}
          rowKey={(c) => `${c.day}-${c.offerId}`}
          data-testid="offer-clicks"
        />
      )}
    </QueryState>
  );
}
