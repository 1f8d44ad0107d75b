import { useId, type ReactNode } from 'react';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';

/**
 * One of the stream's settings cards on /admin/hunt: its title and what it does, then its form drawn
 * from the saved setting once it has loaded (a spinner before, the reason and Try again on a failure),
 * and what follows the form (`after`).
 */
export function SettingsCard<T>({
  title,
  intro,
  query,
  loadFailed,
  children,
  after,
}: {
  title: string;
  intro: string;
  query: QueryLike<T>;
  /** The failure's sentence, given the error's own words. */
  loadFailed: (error: string) => string;
  children: (saved: T) => ReactNode;
  after?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{intro}</p>
      <QueryState
        query={query}
        className="mt-3 text-sm text-danger"
        loading={<Spinner className="mt-3" />}
        error={(err) => loadFailed(errorMessage(err))}
      >
        {children}
      </QueryState>
      {after}
    </section>
  );
}
