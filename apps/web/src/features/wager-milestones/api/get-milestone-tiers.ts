import type { WagerMilestones } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneTiersQueryKey } from './keys';

/** GET /wager-milestones: the tiers (smallest threshold first per sponsor and scope) and the approval size. */
export const getMilestoneTiers = () => api<WagerMilestones>('/wager-milestones', { cache: 'no-cache' });

export const useMilestoneTiers = () => useQuery({ queryKey: milestoneTiersQueryKey, queryFn: getMilestoneTiers });
