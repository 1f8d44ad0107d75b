import type { ChannelReward, ChannelRewardPlatform, ChannelRewardUpdate } from '@app/contracts';
import { notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { platformFailure } from './errors';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';
import { rewardView } from './view';

/**
 * Edits a reward, pauses it (`enabled: false`) or resumes it: the platform first (title, cost, prompt,
 * paused), then the row and its audit row. A platform failure is kept on the row (state `error`, shown
 * to the admin) and answered 502 CHANNEL_REWARD_PLATFORM_FAILED; the site's own fields (points, daily
 * cap) change only with the platform's. Unknown id: 404.
 */
export async function updateReward(
  ctx: ChannelRewardsContext,
  id: string,
  input: ChannelRewardUpdate,
  actor: AuditActor,
): Promise<ChannelReward> {
  const before = await repo.findReward(ctx.db, id);
  if (!before) throw notFound('Channel reward');
  const platform = before.platform as ChannelRewardPlatform;
  const onPlatform = {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.cost !== undefined ? { cost: input.cost } : {}),
    ...(input.prompt !== undefined ? { prompt: input.prompt } : {}),
    ...(input.enabled !== undefined ? { paused: !input.enabled } : {}),
  };
  if (Object.keys(onPlatform).length) {
    try {
      await ctx.platforms[platform].update(before.platformRewardId, onPlatform);
    } catch (err) {
      const failure = platformFailure(platform, err);
      if (failure.code === 'CHANNEL_REWARD_PLATFORM_FAILED') await repo.setRewardError(ctx.db, id, failure.message);
      throw failure;
    }
  }
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await repo.updateReward(tx, id, { ...input, lastError: null });
    if (!updated) throw notFound('Channel reward');
    const pick = (r: repo.RewardRow) => ({
      title: r.title,
      prompt: r.prompt,
      cost: r.cost,
      points: r.points,
      dailyCap: r.dailyCap,
      enabled: r.enabled,
    });
    await auditService.record(tx, actor, {
      action: 'channel_reward.update',
      targetType: 'channel_reward',
      targetId: id,
      targetLabel: `${platform} ${updated.title}`,
      summary: { before: pick(before), after: pick(updated) },
    });
    return updated;
  });
  return rewardView(row, true);
}
