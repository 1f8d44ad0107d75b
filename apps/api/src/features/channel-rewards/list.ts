import type { ChannelRewardsAdmin } from '@app/contracts';
import * as repo from './repository';
import type { ChannelRewardsContext } from './service';
import { rewardView } from './view';

/** The admin's list: every reward with its state and counts, and which platforms can manage rewards. */
export async function listRewards(ctx: ChannelRewardsContext): Promise<ChannelRewardsAdmin> {
  const [rows, twitch, kick] = await Promise.all([
    repo.listRewards(ctx.db),
    ctx.platforms.twitch.ready(),
    ctx.platforms.kick.ready(),
  ]);
  const ready = { twitch, kick };
  return {
    rewards: rows.map((r) => rewardView(r, ready[r.platform as 'twitch' | 'kick'])),
    platforms: ready,
  };
}
