import type { WagerMilestones, WagerMilestonesInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneGrantsQueryKey, milestoneTiersQueryKey, wagerProgressQueryKey } from './keys';

/**
 * PUT /admin/wager-milestones: the whole list (a listed id kept and edited, a tier without id added, one
 * left out removed) and the approval size (audited). 400 VALIDATION_ERROR names `tiers.<i>.<field>`.
 */
export const saveMilestoneTiers = (input: WagerMilestonesInput) =>
  api<WagerMilestones>('/admin/wager-milestones', { method: 'PUT', body: input });

export function useSaveMilestoneTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMilestoneTiers,
    onSuccess: (saved) => {
      queryClient.setQueryData(milestoneTiersQueryKey, saved);
      // Tiers already reached are granted at once.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: milestoneGrantsQueryKey }),
        queryClient.invalidateQueries({ queryKey: wagerProgressQueryKey }),
      ]);
    },
  });
}
