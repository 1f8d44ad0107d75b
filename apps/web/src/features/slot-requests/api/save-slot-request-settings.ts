import type { SlotRequestBoard, SlotRequestSettings } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slotRequestsQueryKey } from './keys';

/** PUT /admin/slot-requests/settings (admin): opens or closes requests and sets their cost in points. */
export const saveSlotRequestSettings = (settings: Partial<SlotRequestSettings>) =>
  api<SlotRequestSettings>('/admin/slot-requests/settings', { method: 'PUT', body: settings });

export function useSaveSlotRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSlotRequestSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData<SlotRequestBoard>(slotRequestsQueryKey, (board) =>
        board ? { ...board, ...settings } : board,
      );
      return queryClient.invalidateQueries({ queryKey: slotRequestsQueryKey });
    },
  });
}
