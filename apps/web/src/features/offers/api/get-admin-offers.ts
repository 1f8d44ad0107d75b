import type { AdminOffer } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminOffersQueryKey } from './keys';

/** GET /admin/offers: every offer, hidden ones included. */
export const getAdminOffers = () => api<AdminOffer[]>('/admin/offers');

export const adminOffersQueryOptions = () => queryOptions({ queryKey: adminOffersQueryKey, queryFn: getAdminOffers });

export const useAdminOffers = () => useQuery(adminOffersQueryOptions());
