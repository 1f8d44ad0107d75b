import { DataTable, type Column } from '@/components/ui/data-table';
import { fmt, t } from '@/i18n';

/** A hand and what it pays to 1 ("25 to 1"). */
type PayRow = readonly [hand: string, paysToOne: number];

const payColumns = (): Column<PayRow>[] => [
  {
    id: 'hand',
    header: t('tools.payTable.hand'),
    rowHeader: true,
    cellClassName: 'py-1.5 font-normal',
    cell: ([hand]) => hand,
  },
  {
    id: 'pays',
    header: t('tools.payTable.pays'),
    align: 'right',
    cellClassName: 'py-1.5 font-semibold',
    cell: ([, pays]) => t('tools.payTable.toOne', { pays: fmt().number(pays) }),
  },
];

/** A side bet's pay table: each hand (a row header) and what it pays. */
export function PayTable({ caption, rows }: { caption: string; rows: PayRow[] }) {
  return (
    <DataTable
      variant="plain"
      columns={payColumns()}
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
