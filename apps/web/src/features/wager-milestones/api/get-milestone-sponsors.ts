import type { Sponsor } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { milestoneSponsorsQueryKey } from './keys';

/** GET /sponsors: the sponsor casinos a tier can name, in the admin's order. */
export const getMilestoneSponsors = () => api<Sponsor[]>('/sponsors');

export const useMilestoneSponsors = () =>
  useQuery({ queryKey: milestoneSponsorsQueryKey, queryFn: getMilestoneSponsors });
