import type { ChannelRewardPlatform } from '@app/contracts';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';

/** Attempts of a platform update before it is given up (`failed`, shown to the admin). */
export const MAX_SETTLE_ATTEMPTS = 20;
/** How many pending updates one job step retries. */
const BATCH = 50;

/** The wait before the next attempt: 30 s doubling, at most an hour (20 attempts span about 14 hours). */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts));

/**
 * Tells the platform a claimed redemption's outcome: credited is kept (Twitch FULFILLED, Kick
 * accepted), anything else given back (CANCELED, rejected). Success marks it done; a failure (the
 * platform down, the broadcaster disconnected) counts an attempt and leaves it for a later retry.
 * Never throws: the credit is committed whatever the platform says.
 */
export async function settleOne(ctx: ChannelRewardsContext, row: repo.RedemptionRow): Promise<void> {
  const platform = ctx.platforms[row.platform as ChannelRewardPlatform];
  try {
    await platform.settle({
      platformRewardId: row.platformRewardId,
      redemptionId: row.redemptionId,
      keep: row.outcome === 'credited',
    });
    await repo.markSettled(ctx.db, row.id);
  } catch (err) {
    const message = (err as Error).message || (err as Error).name;
    ctx.log.warn(
      { platform: row.platform, redemption: row.redemptionId, attempts: row.attempts + 1, err: message },
      'channel reward: platform update failed; retried later',
    );
    await repo
      .markAttemptFailed(ctx.db, row.id, message, retryDelaySeconds(row.attempts), MAX_SETTLE_ATTEMPTS)
      .catch((e: unknown) =>
        ctx.log.error({ err: (e as Error).message }, 'channel reward: recording a failure failed'),
      );
  }
}

/** The job's step: claims the pending updates whose claim ran out and retries them; returns how many. */
export async function settleDue(ctx: ChannelRewardsContext): Promise<number> {
  const rows = await repo.claimDue(ctx.db, BATCH);
  for (const row of rows) await settleOne(ctx, row);
  return rows.length;
}
