import type { SlotRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyDecision } from './decision';

/** POST /admin/slot-requests/{id}/rejected (admin): refunds the viewer; the note shows in the public history. */
export const rejectSlotRequest = ({ id, note }: { id: string; note: string }) =>
  api<SlotRequest>(`/admin/slot-requests/${encodeURIComponent(id)}/rejected`, {
    method: 'POST',
    body: note ? { note } : {},
  });

export function useRejectSlotRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSlotRequest,
    onSuccess: (decided) => applyDecision(queryClient, decided),
  });
}
