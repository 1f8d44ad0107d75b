import type { ChannelRewardPlatform } from '@app/contracts';
import { notFound } from '../../lib/app-error';
import { auditService, type AuditActor } from '../audit/service';
import { platformFailure } from './errors';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';

/**
 * Deletes a reward on its platform (one the platform no longer knows counts as deleted), then its row
 * with an audit row; its redemptions stay (their reward set to null) with their outcome and any
 * platform update still pending. Not connected: 409; the platform failed: 502; unknown id: 404.
 */
export async function removeReward(ctx: ChannelRewardsContext, id: string, actor: AuditActor): Promise<void> {
  const row = await repo.findReward(ctx.db, id);
  if (!row) throw notFound('Channel reward');
  const platform = row.platform as ChannelRewardPlatform;
  await ctx.platforms[platform].remove(row.platformRewardId).catch((err: unknown) => {
    throw platformFailure(platform, err);
  });
  await ctx.db.transaction(async (tx) => {
    await repo.deleteReward(tx, id);
    await auditService.record(tx, actor, {
      action: 'channel_reward.delete',
      targetType: 'channel_reward',
      targetId: id,
      targetLabel: `${platform} ${row.title}`,
      summary: { before: { title: row.title, cost: row.cost, points: row.points }, after: null },
    });
  });
}
