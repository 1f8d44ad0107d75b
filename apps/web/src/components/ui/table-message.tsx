import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

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
