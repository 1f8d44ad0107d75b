import type { PointsAnalytics } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKey, type Range } from './keys';

/** GET /admin/analytics/points?days= */
export const getPointsAnalytics = (days: Range) => api<PointsAnalytics>(`/admin/analytics/points?days=${days}`);

export const pointsQueryOptions = (days: Range) =>
  queryOptions({ queryKey: analyticsKey('points', days), queryFn: () => getPointsAnalytics(days) });

export const usePointsAnalytics = (days: Range) => useQuery(pointsQueryOptions(days));
