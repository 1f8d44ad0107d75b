import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes a change the server has just committed into every cached list under `queryKey`, then
 * refetches them, so the screen shows it at once and stays right.
 *
 * A read already under way may have started before the change, and its answer would overwrite it.
 * `invalidateQueries` restarts such a read only when the list already holds data; a first read (a new
 * search on the admin desk, say, while the previous list is shown as placeholder) would be joined, and
 * its stale answer shown. So the reads under way are cancelled first, and the refetch starts them anew.
 */
export async function applyChange<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (data: T) => T,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueriesData<T>({ queryKey }, (data) => (data === undefined ? data : update(data)));
  await queryClient.invalidateQueries({ queryKey });
}
