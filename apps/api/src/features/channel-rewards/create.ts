import type { ChannelReward, ChannelRewardCreate } from '@app/contracts';
import { auditService, type AuditActor } from '../audit/service';
import { platformFailure } from './errors';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';
import { rewardView } from './view';

/**
 * Creates a reward on its platform (the platform's own id is what makes its redemptions ours), then
 * its row and audit row in one transaction. Not connected: 409 CHANNEL_REWARD_NOT_CONNECTED; the
 * platform refused or failed: 502 CHANNEL_REWARD_PLATFORM_FAILED, nothing stored.
 */
export async function createReward(
  ctx: ChannelRewardsContext,
  input: ChannelRewardCreate,
  actor: AuditActor,
): Promise<ChannelReward> {
  const created = await ctx.platforms[input.platform]
    .create({ title: input.title, cost: input.cost, prompt: input.prompt, paused: !input.enabled })
    .catch((err: unknown) => {
      throw platformFailure(input.platform, err);
    });
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertReward(tx, {
      platform: input.platform,
      platformRewardId: created.id,
      title: input.title,
      prompt: input.prompt,
      cost: input.cost,
      points: input.points,
      dailyCap: input.dailyCap,
      enabled: input.enabled,
    });
    await auditService.record(tx, actor, {
      action: 'channel_reward.create',
      targetType: 'channel_reward',
      targetId: inserted.id,
      targetLabel: `${input.platform} ${input.title}`,
      summary: {
        before: null,
        after: {
          title: input.title,
          cost: input.cost,
          points: input.points,
          dailyCap: input.dailyCap,
          enabled: input.enabled,
        },
      },
    });
    return inserted;
  });
  return rewardView(row, true);
}
