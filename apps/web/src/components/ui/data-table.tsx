import type { AriaAttributes, ComponentPropsWithRef, ReactNode } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';
import { TableMessage } from './table-message';

export type Column<T> = {
  /** Unique within the table (the React key of its cells). */
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** The cells of this column name their row (`<th scope="row">`), like a first column of labels. */
  rowHeader?: boolean;
  /**
   * The column's sort as assistive technology hears it (the page owns the order: a server query or a
   * memo); a header that changes the order is a button given as `header`.
   */
  ariaSort?: AriaAttributes['aria-sort'];
  /** Classes on both the header and the cells (widths, `max-sm:hidden` …). */
  className?: string;
  headerClassName?: string;
  cellClassName?: string | ((row: T) => string | undefined);
  /** The cell's `title` (its full meaning on hover, for a cell that shows a code). */
  cellTitle?: (row: T) => string | undefined;
};

export type DataTableProps<T> = {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /**
   * `card`: a bordered card with small upper-case headers (the public lists).
   * `plain`: muted headers and compact cells (the admin panels).
   * `compact`: small upper-case headers and compact cells, no card (a table inside a panel).
   */
  variant?: 'card' | 'plain' | 'compact';
  /** Shows the spinner row instead of the rows. */
  loading?: boolean;
  /** Shows this failure in an alert row instead of the rows. */
  error?: ReactNode;
  /** Shows this hint row instead of the rows (a search not typed yet …). */
  message?: ReactNode;
  /** The row shown when there are no rows; 'No results.' unless given, nothing when null. */
  empty?: ReactNode;
  /** The table's name; read by assistive technology only unless `captionClassName` shows it. */
  caption?: ReactNode;
  captionClassName?: string;
  /** Classes of the header (a sticky or shaded head), instead of the variant's. */
  headClassName?: string;
  /** Classes of the header's row and of the body, beside the variant's. */
  headRowClassName?: string;
  bodyClassName?: string;
  /** Classes of every body row, instead of the top border the rows have. */
  rowClassName?: string;
  /** Classes of the loading, failure, hint and empty rows and their cell. */
  messageClassName?: string;
  /** Padding of every header and cell, instead of the variant's. */
  cellPadding?: string;
  tableClassName?: string;
  /** The scrolling card around the table: its classes and attributes (a region's label …). */
  wrapperClassName?: string;
  wrapperProps?: ComponentPropsWithRef<'div'>;
  /** Attributes of each row (test ids, data attributes, classes). */
  rowProps?: (row: T) => ComponentPropsWithRef<'tr'> & { [data: `data-${string}`]: string | boolean | undefined };
  'data-testid'?: string;
};

const alignClass = { left: undefined, right: 'text-right', center: 'text-center' } as const;

const variants = {
  card: {
    wrapper: 'overflow-x-auto rounded-xl border border-border bg-surface',
    head: undefined,
    headRow: 'text-left text-xs uppercase tracking-wide text-muted',
    padding: 'px-4 py-3',
    header: 'font-semibold',
  },
  plain: {
    wrapper: 'overflow-x-auto',
    head: 'text-left text-muted',
    headRow: undefined,
    padding: 'p-2',
    header: undefined,
  },
  compact: {
    wrapper: 'overflow-x-auto',
    head: undefined,
    headRow: 'text-left text-xs uppercase tracking-wide text-muted',
    padding: 'px-2 py-2',
    header: undefined,
  },
} as const;

/**
 * A table of rows under column headers. It scrolls sideways inside its card on a narrow screen, so
 * the page itself never overflows (390 px wide phones included).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  variant = 'card',
  loading = false,
  error,
  message,
  empty = t('ui.dataTable.empty'),
  caption,
  captionClassName = 'sr-only',
  headClassName,
  headRowClassName,
  bodyClassName,
  rowClassName = 'border-t border-border',
  messageClassName,
  cellPadding,
  tableClassName,
  wrapperClassName,
  wrapperProps,
  rowProps,
  'data-testid': testId,
}: DataTableProps<T>) {
  const v = variants[variant];
  const padding = cellPadding ?? v.padding;
  const span = columns.length;
  let body: ReactNode;
  const note = (content: ReactNode, alert = false) => (
    <TableMessage colSpan={span} alert={alert} className={messageClassName}>
      {content}
    </TableMessage>
  );
  if (message !== undefined && message !== null) body = note(message);
  else if (loading) body = note(<Spinner />);
  else if (error !== undefined && error !== null && error !== false) body = note(error, true);
  else if (rows.length === 0) body = empty === null ? null : note(empty);
  else
    body = rows.map((row) => {
      const props = rowProps?.(row);
      return (
        <tr key={rowKey(row)} {...props} className={cn(rowClassName, props?.className)}>
          {columns.map((col) => {
            const Cell = col.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={col.id}
                scope={col.rowHeader ? 'row' : undefined}
                className={cn(
                  padding,
                  col.align && alignClass[col.align],
                  col.className,
                  typeof col.cellClassName === 'function' ? col.cellClassName(row) : col.cellClassName,
                )}
                title={col.cellTitle?.(row)}
              >
                {col.cell(row)}
              </Cell>
            );
          })}
        </tr>
      );
    });

  return (
    <div {...wrapperProps} className={cn(v.wrapper, wrapperClassName)}>
      <table className={cn('w-full text-sm', tableClassName)} data-testid={testId}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead className={(headClassName ?? v.head) || undefined}>
          <tr className={cn(v.headRow, headRowClassName) || undefined}>
            {columns.map((col) => (
              <th
                key={col.id}
                scope="col"
                aria-sort={col.ariaSort}
                className={cn(
                  padding,
                  v.header,
                  col.align && alignClass[col.align],
                  col.className,
                  col.headerClassName,
                )}
              >
                {col.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{body}</tbody>
      </table>
    </div>
  );
}
