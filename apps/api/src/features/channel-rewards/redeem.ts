import { lisbonDay, type ChannelRewardPlatform } from '@app/contracts';
import type { Tx } from '../../db/client';
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
  const reward = await ctx.rewardsByPlatformId.get(`${platform}:${r.rewardId}`, () =>
    repo.findRewardByPlatformId(ctx.db, platform, r.rewardId),
  );
  if (!reward) return;
  const day = lisbonDay(new Date(ctx.now()));
  const values = {
    platform,
    redemptionId: r.redemptionId,
    rewardId: reward.id,
    platformRewardId: r.rewardId,
    platformUserId: r.userId,
    day,
  };
  const fresh = await ctx.db.transaction((tx) =>
    reward.enabled && reward.dailyCap === 0 ? recordCredited(tx, reward, values) : recordChecked(tx, reward, values),
  );
  const claimed = fresh ?? (await repo.claimPending(ctx.db, platform, r.redemptionId));
  if (claimed) await settleOne(ctx, claimed);
}

type Values = {
  platform: ChannelRewardPlatform;
  redemptionId: string;
  rewardId: string;
  platformRewardId: string;
  platformUserId: string;
  day: string;
};

/**
 * The hot path, an enabled reward without a daily cap: the redemption recorded with its viewer in one
 * statement (null when recorded already), then the credit.
 */
async function recordCredited(tx: Tx, reward: repo.RewardRow, v: Values): Promise<repo.RedemptionRow | null> {
  const row = await repo.insertRedemptionOfViewer(tx, v, reward.points);
  return row?.outcome === 'credited' ? credit(tx, reward, row) : row;
}

/**
 * A paused reward, or one with a daily cap: the viewer first, the cap counted under a lock per
 * viewer and reward, then the redemption recorded with its outcome and, when credited, the credit.
 */
async function recordChecked(tx: Tx, reward: repo.RewardRow, v: Values): Promise<repo.RedemptionRow | null> {
  const userId = await repo.linkedUser(tx, v.platform, v.platformUserId);
  let outcome: repo.Outcome = 'credited';
  if (!userId) outcome = 'unlinked';
  else if (!reward.enabled) outcome = 'disabled';
  else {
    await repo.lockViewerReward(tx, reward.id, userId);
    if ((await repo.creditedToday(tx, reward.id, userId, v.day)) >= reward.dailyCap) outcome = 'capped';
  }
  const row = await repo.insertRedemption(tx, {
    ...v,
    userId,
    outcome,
    points: outcome === 'credited' ? reward.points : 0,
  });
  return row?.outcome === 'credited' ? credit(tx, reward, row) : row;
}

/** The reward's points to the viewer (reason `channel_reward`), in the transaction that recorded the redemption. */
async function credit(tx: Tx, reward: repo.RewardRow, row: repo.RedemptionRow): Promise<repo.RedemptionRow> {
  try {
    await pointsService.credit(tx, {
      reason: 'channel_reward',
      refType: 'channel_reward_redemption',
      userId: row.userId!,
      amount: reward.points,
      refId: row.id,
      params: { reward: reward.title, platform: row.platform as ChannelRewardPlatform },
    });
    return row;
  } catch (err) {
    // A balance at the ceiling takes nothing more: refunded on the platform like a reached cap.
    if (err instanceof AppError && err.code === 'POINTS_LIMIT') return repo.setOutcome(tx, row.id, 'capped');
    throw err;
  }
}
