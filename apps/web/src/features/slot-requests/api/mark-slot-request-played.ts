import type { SlotRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyDecision } from './decision';

/** POST /admin/slot-requests/{id}/played (admin): the points stay spent; 409 ALREADY_DECIDED if someone was faster. */
export const markSlotRequestPlayed = (id: string) =>
  api<SlotRequest>(`/admin/slot-requests/${encodeURIComponent(id)}/played`, { method: 'POST' });

export function useMarkSlotRequestPlayed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSlotRequestPlayed,
    onSuccess: (decided) => applyDecision(queryClient, decided),
  });
}
