import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/** The one row a table shows in place of its rows: a hint, a failure (`alert`) or an empty result. */
export function TableMessage({ colSpan, alert = false, children }: { colSpan: number; alert?: boolean; children: ReactNode }) {
  return (
    <tr className="border-t border-border">
      <td colSpan={colSpan} role={alert ? 'alert' : undefined} className={cn('px-4 py-10 text-center', alert ? 'text-danger' : 'text-muted')}>
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
