import type { ScheduleInput, StreamSchedule } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { streamScheduleQueryKey } from './get-stream-schedule';

/** PUT /admin/stream/schedule: the whole week; answers the saved schedule and the next stream. */
export const saveStreamSchedule = (body: ScheduleInput) =>
  api<StreamSchedule>('/admin/stream/schedule', { method: 'PUT', body });

export function useSaveStreamSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSchedule,
    onSuccess: (data) => queryClient.setQueryData(streamScheduleQueryKey, data),
  });
}
