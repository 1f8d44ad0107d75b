import type {
  ChannelRewardCreate,
  ChannelRewardPlatform,
  ChannelRewardUpdate,
  ChannelRewardsAdmin,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createRefreshingCache, type RefreshingCache } from '../../lib/refreshing-cache';
import type * as repo from './repository';
import type { AuditActor } from '../audit/service';
import { createReward } from './create';
import { listRewards } from './list';
import type { RewardPlatforms } from './platforms';
import { redeem, type Redemption } from './redeem';
import { removeReward } from './remove';
import { settleDue } from './settle';
import { updateReward } from './update';

export type ChannelRewardsDeps = {
  db: Db;
  platforms: RewardPlatforms;
  log: FastifyBaseLogger;
  now?: () => number;
};

/**
 * How long one instance reuses a reward read by its platform id for redemptions. An admin's change
 * on this instance shows at once; on another, within this time (the platform itself stops taking
 * redemptions of a paused or deleted reward at once).
 */
export const REWARD_REUSE_MS = 5_000;

/** What the use cases share: the dependencies with the clock resolved, and the rewards read for redemptions. */
export type ChannelRewardsContext = ChannelRewardsDeps & {
  now: () => number;
  /** Rewards by `platform:platformRewardId` (null: not the site's), read at most REWARD_REUSE_MS ago. */
  rewardsByPlatformId: RefreshingCache<string, repo.RewardRow | null>;
};

/**
 * Channel points to site points (ADR 062): the admin's rewards (create.ts, update.ts, remove.ts,
 * list.ts), a redemption applied once and settled on its platform (redeem.ts), and the retry of the
 * platform updates that failed (settle.ts, from the job).
 */
export function createChannelRewardsService(deps: ChannelRewardsDeps) {
  const now = deps.now ?? Date.now;
  const ctx: ChannelRewardsContext = {
    ...deps,
    now,
    rewardsByPlatformId: createRefreshingCache({ maxAgeMs: REWARD_REUSE_MS, now }),
  };
  /** An admin's change: the redemptions on this instance read the rewards again. */
  const changed = <T>(work: Promise<T>): Promise<T> => work.finally(() => ctx.rewardsByPlatformId.clear());
  return {
    list: (): Promise<ChannelRewardsAdmin> => listRewards(ctx),
    create: (input: ChannelRewardCreate, actor: AuditActor) => changed(createReward(ctx, input, actor)),
    update: (id: string, input: ChannelRewardUpdate, actor: AuditActor) => changed(updateReward(ctx, id, input, actor)),
    remove: (id: string, actor: AuditActor) => changed(removeReward(ctx, id, actor)),
    /** A redemption delivered by a platform's webhook (any number of times, on any instance). */
    redeem: (platform: ChannelRewardPlatform, r: Redemption) => redeem(ctx, platform, r),
    /** The job's step: retries the platform updates still pending whose claim ran out. */
    settleDue: () => settleDue(ctx),
  };
}

export type ChannelRewardsService = ReturnType<typeof createChannelRewardsService>;
