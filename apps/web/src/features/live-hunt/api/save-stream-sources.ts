import type { StreamSources } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamSourcesQueryKey } from './keys';

/** PUT /admin/live-stream/sources. */
export const saveStreamSources = (body: StreamSources) =>
  api<StreamSources>('/admin/live-stream/sources', { method: 'PUT', body });

export function useSaveStreamSources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSources,
    onSuccess: (data) => queryClient.setQueryData(streamSourcesQueryKey, data),
  });
}
