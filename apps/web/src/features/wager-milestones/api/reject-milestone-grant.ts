import type { MilestoneGrant } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneGrantsQueryKey } from './keys';

/** POST /admin/wager-milestones/grants/{id}/reject: rejects a grant awaiting approval (nothing is paid) (audited); 409 ALREADY_DECIDED otherwise. */
export const rejectMilestoneGrant = (id: string) =>
  api<MilestoneGrant>(`/admin/wager-milestones/grants/${encodeURIComponent(id)}/reject`, { method: 'POST' });

export function useRejectMilestoneGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectMilestoneGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestoneGrantsQueryKey }),
  });
}
