import type { Sponsor } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The public sponsor list. */
export const sponsorsQueryKey = ['sponsors'] as const;

/**
 * GET /sponsors: the sponsor casinos with a wager board. Shared by the wager tab's sponsor picker
 * (leaderboard) and the admin forms that name a sponsor for an affiliate-only reward (giveaways, shop).
 */
export const getSponsors = () => api<Sponsor[]>('/sponsors');

export const sponsorsQueryOptions = () => queryOptions({ queryKey: sponsorsQueryKey, queryFn: getSponsors });

export const useSponsors = () => useQuery(sponsorsQueryOptions());
