import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/**
 * The one row a table shows in place of its rows: a hint, a failure (`alert`) or an empty result.
 * `className` goes on the row and its cell (a table laid out as cards on a phone makes both blocks).
 */
export function TableMessage({
  colSpan,
  alert = false,
  className,
  children,
}: {
  colSpan: number;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <tr className={cn('border-t border-border', className)}>
      <td
        colSpan={colSpan}
        role={alert ? 'alert' : undefined}
        className={cn('px-4 py-10 text-center', alert ? 'text-danger' : 'text-muted', className)}
      >
        {children}
      </td>
    </tr>
  );
}

/**
 * What a table body shows instead of its rows while its query loads, when it failed, or when it has
 * none ('No results.' unless `empty` says otherwise); null when there are rows to show.
 */
export function tableState(
  query: { isPending: boolean; isError: boolean; error: unknown },
  rowCount: number,
  { colSpan, failure, empty = 'No results.' }: { colSpan: number; failure: (error: unknown) => ReactNode; empty?: ReactNode },
): ReactNode | null {
  if (query.isPending)
    return (
      <TableMessage colSpan={colSpan}>
        <Spinner />
      </TableMessage>
    );
  if (query.isError)
    return (
      <TableMessage colSpan={colSpan} alert>
        {failure(query.error)}
      </TableMessage>
    );
  if (rowCount === 0) return <TableMessage colSpan={colSpan}>{empty}</TableMessage>;
  return null;
}
