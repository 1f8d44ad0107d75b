import type { GoLiveSetting } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const goLiveQueryKey = ['admin', 'stream-go-live'] as const;

/** GET /admin/stream/go-live: whether the go-live Discord post is on, and whether a webhook is set. */
export const getGoLiveSetting = () => api<GoLiveSetting>('/admin/stream/go-live');

export const goLiveQueryOptions = () => queryOptions({ queryKey: goLiveQueryKey, queryFn: getGoLiveSetting });

export const useGoLiveSetting = () => useQuery(goLiveQueryOptions());

/** PUT /admin/stream/go-live: turns the post on or off. */
export const saveGoLiveSetting = (enabled: boolean) =>
  api<GoLiveSetting>('/admin/stream/go-live', { method: 'PUT', body: { enabled } });

export function useSaveGoLiveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoLiveSetting,
    onSuccess: (data) => queryClient.setQueryData(goLiveQueryKey, data),
  });
}
