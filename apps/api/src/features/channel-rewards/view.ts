import type { ChannelReward, ChannelRewardState } from '@app/contracts';
import type * as repo from './repository';

/** A reward row as the admin sees it, with its state (the platform's readiness known). */
export function rewardView(
  row: repo.RewardRow & { credited?: number; refunded?: number; pending?: number },
  platformReady: boolean,
): ChannelReward {
  const state: ChannelRewardState = !platformReady
    ? 'not_connected'
    : row.lastError
      ? 'error'
      : row.enabled
        ? 'active'
        : 'paused';
  return {
    id: row.id,
    platform: row.platform as ChannelReward['platform'],
    platformRewardId: row.platformRewardId,
    title: row.title,
    prompt: row.prompt,
    cost: row.cost,
    points: row.points,
    dailyCap: row.dailyCap,
    enabled: row.enabled,
    state,
    lastError: row.lastError,
    credited: row.credited ?? 0,
    refunded: row.refunded ?? 0,
    pending: row.pending ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}
