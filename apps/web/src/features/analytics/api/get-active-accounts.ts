import type { ActiveAccountsAnalytics } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKey, type Range } from './keys';

/** GET /admin/analytics/active-accounts?days= */
export const getActiveAccounts = (days: Range) =>
  api<ActiveAccountsAnalytics>(`/admin/analytics/active-accounts?days=${days}`);

export const activeAccountsQueryOptions = (days: Range) =>
  queryOptions({ queryKey: analyticsKey('active-accounts', days), queryFn: () => getActiveAccounts(days) });

export const useActiveAccounts = (days: Range) => useQuery(activeAccountsQueryOptions(days));
