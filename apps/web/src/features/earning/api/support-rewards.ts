import type { SupportRewardsAdmin, SupportRules } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const supportRewardsQueryKey = ['admin-support-rewards'] as const;

/** GET /admin/support-rewards: the table of points per support event, and the last events applied. */
export const getSupportRewards = () => api<SupportRewardsAdmin>('/admin/support-rewards');

export const supportRewardsQueryOptions = () =>
  queryOptions({ queryKey: supportRewardsQueryKey, queryFn: getSupportRewards, refetchInterval: 30_000 });

export const useSupportRewards = () => useQuery(supportRewardsQueryOptions());

/** PUT /admin/support-rewards: the points per unit of the kinds sent. */
export const saveSupportRules = (rules: SupportRules) =>
  api<SupportRules>('/admin/support-rewards', { method: 'PUT', body: rules });

export function useSaveSupportRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSupportRules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportRewardsQueryKey }),
  });
}
