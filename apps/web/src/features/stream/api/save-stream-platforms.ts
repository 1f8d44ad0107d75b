import type { StreamPlatforms } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamQueryOptions } from '@/lib/stream-status';
import { streamPlatformsQueryKey } from './get-stream-platforms';

/** PUT /admin/stream/platforms: answers the saved setting. */
export const saveStreamPlatforms = (body: StreamPlatforms) =>
  api<StreamPlatforms>('/admin/stream/platforms', { method: 'PUT', body });

/** Saves the setting; the live status (badge, player) is read again, since it follows the setting. */
export function useSaveStreamPlatforms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamPlatforms,
    onSuccess: (data) => {
      queryClient.setQueryData(streamPlatformsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: streamQueryOptions().queryKey });
    },
  });
}
