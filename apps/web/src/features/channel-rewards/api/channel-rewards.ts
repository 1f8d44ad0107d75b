import type { ChannelReward, ChannelRewardCreate, ChannelRewardsAdmin, ChannelRewardUpdate } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const channelRewardsQueryKey = ['admin-channel-rewards'] as const;

/** GET /admin/channel-rewards: the site's rewards on Twitch and Kick with their state. */
export const getChannelRewards = () => api<ChannelRewardsAdmin>('/admin/channel-rewards');

export const channelRewardsQueryOptions = () =>
  queryOptions({ queryKey: channelRewardsQueryKey, queryFn: getChannelRewards, refetchInterval: 30_000 });

export const useChannelRewards = () => useQuery(channelRewardsQueryOptions());

/** Every change refreshes the list (its state and counts). */
function useRewardsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelRewardsQueryKey }),
  });
}

export const useCreateChannelReward = () =>
  useRewardsMutation((input: ChannelRewardCreate) =>
    api<ChannelReward>('/admin/channel-rewards', { method: 'POST', body: input }),
  );

export const useUpdateChannelReward = () =>
  useRewardsMutation(({ id, change }: { id: string; change: ChannelRewardUpdate }) =>
    api<ChannelReward>(`/admin/channel-rewards/${id}`, { method: 'PATCH', body: change }),
  );

export const useDeleteChannelReward = () =>
  useRewardsMutation((id: string) => api<void>(`/admin/channel-rewards/${id}`, { method: 'DELETE' }));
