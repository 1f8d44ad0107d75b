import type { ChannelRewardPlatform } from '@app/contracts';
import { TWITCH_REWARD_SCOPES } from '@app/contracts';
import type { KickRewardsClient } from '../../integrations/kick-rewards';
import type { KickTokenProvider } from '../../integrations/kick';
import type { TokenProvider } from '../../integrations/twitch-broadcaster';
import { REDEMPTION_EVENT, type TwitchRewardsClient } from '../../integrations/twitch-rewards';

/** A reward's fields as both platforms take them. */
export type RewardFields = { title: string; cost: number; prompt: string; paused: boolean };

/**
 * One platform's reward calls as the use cases need them. `ready` is false when the broadcaster
 * connection is missing (or lacks the rewards scopes): nothing can be created, and a redemption's
 * update waits (retried by the job) until it is back.
 */
export type RewardPlatform = {
  ready(): Promise<boolean>;
  create(fields: RewardFields): Promise<{ id: string }>;
  update(platformRewardId: string, fields: Partial<RewardFields>): Promise<void>;
  remove(platformRewardId: string): Promise<void>;
  /** Keeps (fulfil / accept) or gives back (cancel / reject) a redemption's channel points. */
  settle(input: { platformRewardId: string; redemptionId: string; keep: boolean }): Promise<void>;
};

export type RewardPlatforms = Record<ChannelRewardPlatform, RewardPlatform>;

export class PlatformNotReady extends Error {}

/**
 * How long one instance reuses the broadcaster's id and scopes and a token source for the redemption
 * updates, the hot path (a burst of redemptions would otherwise read the connection and open its token
 * for each). A disconnect shows within this time; a token refused meanwhile is refreshed on its 401.
 */
export const SETTLE_REUSE_MS = 10_000;

/** `load`'s answer reused for SETTLE_REUSE_MS (a failure is not kept). */
function reused<T>(load: () => T | Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let kept: { value: Promise<T>; at: number } | null = null;
  return () => {
    if (!kept || now() - kept.at >= SETTLE_REUSE_MS) {
      const value = Promise.resolve().then(load);
      const entry = { value, at: now() };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.value;
  };
}

/** What the platform homes (features/twitch-channel, features/kick-channel) lend this feature. */
export type TwitchHome = {
  broadcaster(): Promise<{ broadcasterId: string; scopes: string[] } | null>;
  tokenProvider(): TokenProvider;
  subscribeEvent(type: string, version: string): Promise<void>;
};
export type KickHome = {
  broadcaster(): Promise<{ broadcasterUserId: string; scopes: string[] } | null>;
  tokenProvider(): KickTokenProvider;
};

const KICK_REWARD_SCOPES = ['channel:rewards:read', 'channel:rewards:write'];

export function twitchPlatform(home: TwitchHome, client: TwitchRewardsClient | null): RewardPlatform {
  async function broadcasterId(read = () => home.broadcaster()): Promise<string> {
    const b = await read();
    if (!client || !b || !TWITCH_REWARD_SCOPES.every((s) => b.scopes.includes(s))) throw new PlatformNotReady('twitch');
    return b.broadcasterId;
  }
  const settleBroadcaster = reused(() => home.broadcaster());
  const settleTokens = reused(() => home.tokenProvider());
  return {
    async ready() {
      const b = client ? await home.broadcaster() : null;
      return Boolean(b && TWITCH_REWARD_SCOPES.every((s) => b.scopes.includes(s)));
    },
    async create(f) {
      const id = await broadcasterId();
      const created = await client!.create(home.tokenProvider(), id, {
        title: f.title,
        cost: f.cost,
        prompt: f.prompt,
        isPaused: f.paused,
      });
      // The redemptions arrive by EventSub: the subscription is made (or found) with the first reward.
      await home.subscribeEvent(REDEMPTION_EVENT.type, REDEMPTION_EVENT.version);
      return created;
    },
    async update(rewardId, f) {
      await client!.update(home.tokenProvider(), await broadcasterId(), rewardId, {
        ...(f.title !== undefined ? { title: f.title } : {}),
        ...(f.cost !== undefined ? { cost: f.cost } : {}),
        ...(f.prompt !== undefined ? { prompt: f.prompt } : {}),
        ...(f.paused !== undefined ? { isPaused: f.paused } : {}),
      });
    },
    async remove(rewardId) {
      await client!.remove(home.tokenProvider(), await broadcasterId(), rewardId);
    },
    async settle(r) {
      const broadcaster = await broadcasterId(settleBroadcaster);
      await client!.settle(await settleTokens(), {
        broadcasterId: broadcaster,
        rewardId: r.platformRewardId,
        redemptionId: r.redemptionId,
        status: r.keep ? 'FULFILLED' : 'CANCELED',
      });
    },
  };
}

export function kickPlatform(home: KickHome, client: KickRewardsClient | null): RewardPlatform {
  async function check(read = () => home.broadcaster()): Promise<void> {
    const b = client ? await read() : null;
    if (!b || !KICK_REWARD_SCOPES.every((s) => b.scopes.includes(s))) throw new PlatformNotReady('kick');
  }
  const settleBroadcaster = reused(() => home.broadcaster());
  const settleTokens = reused(() => home.tokenProvider());
  return {
    async ready() {
      return check().then(
        () => true,
        () => false,
      );
    },
    async create(f) {
      await check();
      return client!.create(home.tokenProvider(), {
        title: f.title,
        cost: f.cost,
        description: f.prompt,
        isPaused: f.paused,
      });
    },
    async update(rewardId, f) {
      await check();
      await client!.update(home.tokenProvider(), rewardId, {
        ...(f.title !== undefined ? { title: f.title } : {}),
        ...(f.cost !== undefined ? { cost: f.cost } : {}),
        ...(f.prompt !== undefined ? { description: f.prompt } : {}),
        ...(f.paused !== undefined ? { isPaused: f.paused } : {}),
      });
    },
    async remove(rewardId) {
      await check();
      await client!.remove(home.tokenProvider(), rewardId);
    },
    async settle(r) {
      await check(settleBroadcaster);
      await client!.settle(await settleTokens(), { redemptionId: r.redemptionId, accept: r.keep });
    },
  };
}
