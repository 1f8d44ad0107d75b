import type {
  ChannelRewardCreate,
  ChannelRewardPlatform,
  ChannelRewardUpdate,
  ChannelRewardsAdmin,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
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

/** What the use cases share: the dependencies with the clock resolved. */
export type ChannelRewardsContext = ChannelRewardsDeps & { now: () => number };

/**
 * Channel points to site points (ADR 062): the admin's rewards (create.ts, update.ts, remove.ts,
 * list.ts), a redemption applied once and settled on its platform (redeem.ts), and the retry of the
 * platform updates that failed (settle.ts, from the job).
 */
export function createChannelRewardsService(deps: ChannelRewardsDeps) {
  const ctx: ChannelRewardsContext = { ...deps, now: deps.now ?? Date.now };
  return {
    list: (): Promise<ChannelRewardsAdmin> => listRewards(ctx),
    create: (input: ChannelRewardCreate, actor: AuditActor) => createReward(ctx, input, actor),
    update: (id: string, input: ChannelRewardUpdate, actor: AuditActor) => updateReward(ctx, id, input, actor),
    remove: (id: string, actor: AuditActor) => removeReward(ctx, id, actor),
    /** A redemption delivered by a platform's webhook (any number of times, on any instance). */
    redeem: (platform: ChannelRewardPlatform, r: Redemption) => redeem(ctx, platform, r),
    /** The job's step: retries the platform updates still pending whose claim ran out. */
    settleDue: () => settleDue(ctx),
  };
}

export type ChannelRewardsService = ReturnType<typeof createChannelRewardsService>;
