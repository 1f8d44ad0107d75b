import type { RedemptionNotify } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const redemptionNotifyQueryKey = ['redemption-notify'] as const;

/** GET /admin/redemptions/notify: whether a Discord webhook is set (masked, never the token). */
export const getRedemptionNotify = () => api<RedemptionNotify>('/admin/redemptions/notify');

export const redemptionNotifyQueryOptions = () =>
  queryOptions({ queryKey: redemptionNotifyQueryKey, queryFn: getRedemptionNotify });

export const useRedemptionNotify = () => useQuery(redemptionNotifyQueryOptions());
