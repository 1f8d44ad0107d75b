import type { MilestoneGrants, MilestoneGrantStatus } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneGrantsQueryKey } from './keys';

/** GET /admin/wager-milestones/grants: the newest 200 grants, of one status ('' = every status). */
export function getMilestoneGrants(status: MilestoneGrantStatus | '') {
  return api<MilestoneGrants>(`/admin/wager-milestones/grants${status ? `?status=${status}` : ''}`);
}

export const useMilestoneGrants = (status: MilestoneGrantStatus | '') =>
  useQuery({
    queryKey: [...milestoneGrantsQueryKey, status],
    queryFn: () => getMilestoneGrants(status),
    placeholderData: keepPreviousData,
  });
