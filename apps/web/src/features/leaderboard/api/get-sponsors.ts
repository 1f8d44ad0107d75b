import type { Sponsor } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sponsorsQueryKey } from './keys';

/** GET /sponsors: the sponsors with a wager board. */
export const getSponsors = () => api<Sponsor[]>('/sponsors');

export const sponsorsQueryOptions = () => queryOptions({ queryKey: sponsorsQueryKey, queryFn: getSponsors });

export const useSponsors = () => useQuery(sponsorsQueryOptions());
