import type { Fairness } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in user's fairness pair, the last revealed pair and the recent games. */
export const fairnessQueryKey = ['fairness'] as const;

export const getFairness = () => api<Fairness>('/fairness');

export const useFairness = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: fairnessQueryKey, queryFn: getFairness, enabled, refetchOnMount: 'always' }));
