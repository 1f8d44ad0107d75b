import { lisbonDay, type ChannelRewardPlatform } from '@app/contracts';
import { AppError } from '../../lib/app-error';
import { pointsService } from '../points/service';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';
import { settleOne } from './settle';

/** A redemption as the platform homes hand it over (platform ids). */
export type Redemption = { redemptionId: string; rewardId: string; userId: string; status: string };

/** Statuses of a redemption still waiting for the channel (Twitch `unfulfilled`, Kick `pending`). */
const WAITING = new Set(['unfulfilled', 'pending', '']);

/**
 * A redemption of one of the site's rewards, delivered by a platform any number of times on any
 * number of instances. One transaction records it under UNIQUE (platform, redemption id) with its
 * outcome and, for a linked viewer of an enabled reward within the daily cap, credits the reward's
 * points (ledger reason `channel_reward`); the same delivery again records and credits nothing.
 * After the commit the platform is told (settle.ts): fulfilled / accepted when credited, otherwise
 * canceled / rejected so the viewer gets the channel points back. A platform call that fails stays
 * pending and is retried by the next delivery or the job; it never changes the outcome, so a credited
 * redemption is never refunded. A reward the site did not create is not touched (the platforms refuse
 * it anyway). Throws only when the database fails: the webhook answers 500 and the platform retries.
 */
export async function redeem(
  ctx: ChannelRewardsContext,
  platform: ChannelRewardPlatform,
  r: Redemption,
): Promise<void> {
  if (!WAITING.has(r.status.toLowerCase())) return;
  const reward = await repo.findRewardByPlatformId(ctx.db, platform, r.rewardId);
  if (!reward) return;
  const day = lisbonDay(new Date(ctx.now()));
  const fresh = await ctx.db.transaction(async (tx) => {
    const userId = await repo.linkedUser(tx, platform, r.userId);
    let outcome: repo.Outcome = 'credited';
    if (!userId) outcome = 'unlinked';
    else if (!reward.enabled) outcome = 'disabled';
    else if (reward.dailyCap > 0) {
      await repo.lockViewerReward(tx, reward.id, userId);
      if ((await repo.creditedToday(tx, reward.id, userId, day)) >= reward.dailyCap) outcome = 'capped';
    }
    const row = await repo.insertRedemption(tx, {
      platform,
      redemptionId: r.redemptionId,
      rewardId: reward.id,
      platformRewardId: r.rewardId,
      platformUserId: r.userId,
      userId,
      day,
      outcome,
      points: outcome === 'credited' ? reward.points : 0,
    });
    if (!row || outcome !== 'credited') return row;
    try {
      await pointsService.credit(tx, {
        userId: userId!,
        amount: reward.points,
        reason: 'channel_reward',
        refType: 'channel_reward_redemption',
        refId: row.id,
        params: { reward: reward.title, platform },
      });
      return row;
    } catch (err) {
      // A balance at the ceiling takes nothing more: refunded on the platform like a reached cap.
      if (err instanceof AppError && err.code === 'POINTS_LIMIT') return repo.setOutcome(tx, row.id, 'capped');
      throw err;
    }
  });
  const claimed = fresh ?? (await repo.claimPending(ctx.db, platform, r.redemptionId));
  if (claimed) await settleOne(ctx, claimed);
}
