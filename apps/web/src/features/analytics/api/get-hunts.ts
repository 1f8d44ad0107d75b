import type { HuntsAnalytics } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKey, type Range } from './keys';

/** GET /admin/analytics/hunts?days= */
export const getHuntsAnalytics = (days: Range) => api<HuntsAnalytics>(`/admin/analytics/hunts?days=${days}`);

export const huntsQueryOptions = (days: Range) =>
  queryOptions({ queryKey: analyticsKey('hunts', days), queryFn: () => getHuntsAnalytics(days) });

export const useHuntsAnalytics = (days: Range) => useQuery(huntsQueryOptions(days));
