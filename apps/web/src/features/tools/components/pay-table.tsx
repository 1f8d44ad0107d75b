import { DataTable, type Column } from '@/components/ui/data-table';

type PayRow = readonly [hand: string, pays: string];

const payColumns: Column<PayRow>[] = [
  { id: 'hand', header: 'Hand', rowHeader: true, cellClassName: 'py-1.5 font-normal', cell: ([hand]) => hand },
  { id: 'pays', header: 'Pays', align: 'right', cellClassName: 'py-1.5 font-semibold', cell: ([, pays]) => pays },
];

/** A side bet's pay table: each hand (a row header) and what it pays. */
export function PayTable({ caption, rows }: { caption: string; rows: PayRow[] }) {
  return (
    <DataTable
      variant="plain"
      columns={payColumns}
      rows={rows}
      rowKey={([hand]) => hand}
      empty={null}
      caption={caption}
      captionClassName="pb-2 text-left font-semibold text-fg"
      headClassName="text-xs text-muted [&_th]:font-semibold"
      bodyClassName="text-fg/85"
      cellPadding="py-1"
      tableClassName="text-left"
    />
  );
}
