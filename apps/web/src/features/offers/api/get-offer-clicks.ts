import type { OfferClickDay } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/offers/clicks?days=: clicks per offer and day. */
export const getOfferClicks = (days: number) => api<OfferClickDay[]>(`/admin/offers/clicks?days=${days}`);

export const offerClicksQueryOptions = (days: number) =>
  queryOptions({ queryKey: ['offers', 'clicks', days], queryFn: () => getOfferClicks(days) });

export const useOfferClicks = (days: number) => useQuery(offerClicksQueryOptions(days));
