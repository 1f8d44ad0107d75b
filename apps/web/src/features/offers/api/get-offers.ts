import type { Offer } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offersQueryKey } from './keys';

/** GET /offers: the public offers, in their order. */
export const getOffers = () => api<Offer[]>('/offers');

export const offersQueryOptions = () => queryOptions({ queryKey: offersQueryKey, queryFn: getOffers });

export const useOffers = () => useQuery(offersQueryOptions());
