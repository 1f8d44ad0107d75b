import type { HuntStatsOverview } from '@app/contracts';
import { DataTable, type Column } from '@/components/ui/data-table';

export type HuntRow = HuntStatsOverview['hunts'][number];

/** A per-hunt chart's data as a compact table, a focusable scroll region named like its caption. */
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
      columns={columns}
      rows={hunts}
      rowKey={(h) => h._id}
      caption={caption}
      wrapperProps={{ role: 'region', 'aria-label': caption, tabIndex: 0 }}
    />
  );
}
