import type { Notices } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

const noticesKey = ['me', 'notices'] as const;

/** GET /users/me/notices: the signed-in user's notices not seen yet (a prize won, …). */
export const getNotices = () => api<Notices>('/users/me/notices');

/** Read once per page load. */
export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: noticesKey,
    queryFn: getNotices,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useNotices = () => useQuery(noticesQueryOptions());

/** POST /users/me/notices/{id}/seen: the notice never shows again. */
export const dismissNotice = (id: string) =>
  api<void>(`/users/me/notices/${encodeURIComponent(id)}/seen`, { method: 'POST' });

/** The notice leaves the cached list at once. */
export function useDismissNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissNotice,
    onMutate: (id) =>
      queryClient.setQueryData<Notices>(noticesKey, (old) =>
        old ? { notices: old.notices.filter((n) => n.id !== id) } : old,
      ),
  });
}
