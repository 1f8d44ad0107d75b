import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { Button } from './button';
import { Spinner } from './spinner';

/** The part of a TanStack Query result that QueryState reads. */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What shows while the query loads; the Spinner (role=status, name Loading) unless given. */
  loading?: ReactNode;
  /** The alert's sentence; `errorMessage(error)` unless given. */
  error?: (error: unknown) => ReactNode;
  /** Whether the data counts as empty; `empty` is then shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * `card` (pages): the spinner centred in a tall box, the alert and the empty message as cards.
   * `inline` (panels, admin screens): the bare spinner, the alert as a line of text.
   */
  variant?: 'card' | 'inline';
  /** Classes of the inline alert and empty message (their margins and colours). */
  className?: string;
  children: (data: T) => ReactNode;
};

/**
 * One query's states: loading, failed (an alert with a Try again button), empty, else the children
 * drawn with the data.
 */
export function QueryState<T>({
  query,
  loading,
  error = (err) => errorMessage(err),
  isEmpty,
  empty,
  variant = 'inline',
  className,
  children,
}: QueryStateProps<T>): ReactNode {
  const card = variant === 'card';
  if (query.isPending) {
    if (loading !== undefined) return loading;
    return card ? (
      <div className="grid min-h-[30vh] place-items-center">
        <Spinner />
      </div>
    ) : (
      <Spinner />
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div role="alert" className={card ? 'rounded-xl border border-border bg-surface p-6 text-sm' : className}>
        <p>{error(query.error)}</p>
        <Button variant="outline" size="sm" className={card ? 'mt-3' : 'mt-2'} onClick={() => void query.refetch()}>
          {t('ui.queryState.tryAgain')}
        </Button>
      </div>
    );
  }
  const data = query.data;
  if (isEmpty?.(data)) {
    return card ? (
      <p className={cn('rounded-xl border border-dashed border-border p-6 text-sm text-muted', className)}>{empty}</p>
    ) : (
      <p className={cn('text-sm text-muted', className)}>{empty}</p>
    );
  }
  return children(data);
}
