import type { RedemptionsAnalytics } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKey, type Range } from './keys';

/** GET /admin/analytics/redemptions?days= */
export const getRedemptionsAnalytics = (days: Range) =>
  api<RedemptionsAnalytics>(`/admin/analytics/redemptions?days=${days}`);

export const redemptionsQueryOptions = (days: Range) =>
  queryOptions({ queryKey: analyticsKey('redemptions', days), queryFn: () => getRedemptionsAnalytics(days) });

export const useRedemptionsAnalytics = (days: Range) => useQuery(redemptionsQueryOptions(days));
