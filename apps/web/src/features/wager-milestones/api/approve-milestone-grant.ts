import type { MilestoneGrant } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneGrantsQueryKey } from './keys';

/** POST /admin/wager-milestones/grants/{id}/approve: approves a grant awaiting approval, whose points are credited once (audited); 409 ALREADY_DECIDED otherwise. */
export const approveMilestoneGrant = (id: string) =>
  api<MilestoneGrant>(`/admin/wager-milestones/grants/${encodeURIComponent(id)}/approve`, { method: 'POST' });

export function useApproveMilestoneGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMilestoneGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: milestoneGrantsQueryKey }),
  });
}
