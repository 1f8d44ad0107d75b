import type { OfferClicksAnalytics } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKey, type Range } from './keys';

/** GET /admin/analytics/offer-clicks?days= */
export const getOfferClicksAnalytics = (days: Range) =>
  api<OfferClicksAnalytics>(`/admin/analytics/offer-clicks?days=${days}`);

export const offerClicksQueryOptions = (days: Range) =>
  queryOptions({ queryKey: analyticsKey('offer-clicks', days), queryFn: () => getOfferClicksAnalytics(days) });

export const useOfferClicksAnalytics = (days: Range) => useQuery(offerClicksQueryOptions(days));
