import type { Redemption } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyDecision } from './get-redemptions';

/** POST /reedem/approve/{id} (admin): the points stay spent; 409 ALREADY_DECIDED if someone was faster. */
export const approveRedemption = ({ id, note }: { id: string; note: string }) =>
  api<Redemption>(`/reedem/approve/${encodeURIComponent(id)}`, { method: 'POST', body: note ? { note } : {} });

export function useApproveRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRedemption,
    onSuccess: (decided) => applyDecision(queryClient, decided._id, decided),
  });
}
