import type { HuntStatsOverview } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';
import { t } from '@/i18n';
import { formatDate } from '@/lib/dates';

export type HuntRow = HuntStatsOverview['hunts'][number];

/** The columns every per-hunt table starts with: the hunt's number (the row header) and its end. */
const huntColumns = (): Column<HuntRow>[] => [
  {
    id: 'index',
    header: t('hunt-stats.hunt'),
    rowHeader: true,
    cellClassName: 'text-left',
    cell: (h) => `#${h.index}`,
  },
  {
    id: 'date',
    header: t('hunt-stats.ended'),
    cellClassName: 'whitespace-nowrap',
    cell: (h) => formatDate(h.endedAt ?? h.createdAt),
  },
];

/**
 * A per-hunt chart's data as a compact table, a focusable scroll region named like its caption: the
 * hunt and its end, then the chart's own `columns`.
 */
export function HuntsTable({
  columns,
  hunts,
  caption,
}: {
  columns: Column<HuntRow>[];
  hunts: HuntRow[];
  caption: string;
}) {
  return (
    <DataTable
      variant="compact"
      columns={[...huntColumns(), ...columns]}
      rows={hunts}
      rowKey={(h) => h._id}
      caption={caption}
      wrapperProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}
    />
  );
}
