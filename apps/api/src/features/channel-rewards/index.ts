import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createKickRewardsClient } from '../../integrations/kick-rewards';
import { createTwitchRewardsClient } from '../../integrations/twitch-rewards';
import { startJob } from '../../lib/jobs';
import { kickPlatform, twitchPlatform } from './platforms';
import { channelRewardsRoutes } from './routes';
import { createChannelRewardsService, type ChannelRewardsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Channel points to site points: the site's custom rewards on Twitch and Kick and their redemptions. */
    channelRewards: ChannelRewardsService;
  }
}

/** How often the job retries the platform updates still pending. */
const SETTLE_EVERY_MS = 60_000;

/**
 * Channel points to site points (ADR 062). The platform homes hand their reward redemptions over
 * (twitchChannel.webhook / kickChannel.webhook `onRewardRedemption`), and lend their broadcaster
 * connections for the reward calls. The retry of pending platform updates runs as a job (off in tests
 * unless EARNING_JOB, like the other platform jobs).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, twitchChannel, kickChannel } = app;
    const channelRewards = createChannelRewardsService({
      db: app.db,
      platforms: {
        twitch: twitchPlatform(
          {
            broadcaster: () => twitchChannel.broadcaster(),
            tokenProvider: () => twitchChannel.connection.tokenProvider(),
            subscribeEvent: (type, version) => twitchChannel.subscribeEvent(type, version),
          },
          app.twitchApp ? createTwitchRewardsClient(app.twitchApp) : null,
        ),
        kick: kickPlatform(
          {
            broadcaster: () => kickChannel.broadcaster(),
            tokenProvider: () => kickChannel.connection.tokenProvider(),
          },
          app.kickApp ? createKickRewardsClient(app.kickApp) : null,
        ),
      },
      log: app.log,
    });
    app.decorate('channelRewards', channelRewards);
    twitchChannel.webhook.onRewardRedemption((r) =>
      channelRewards.redeem('twitch', {
        redemptionId: r.redemptionId,
        rewardId: r.rewardId,
        userId: r.userId,
        status: r.status,
      }),
    );
    kickChannel.webhook.onRewardRedemption((r) =>
      channelRewards.redeem('kick', {
        redemptionId: r.redemptionId,
        rewardId: r.rewardId,
        userId: r.userId,
        status: r.status,
      }),
    );
    await app.register(channelRewardsRoutes, { channelRewards });
    if (config.EARNING_JOB ?? config.NODE_ENV !== 'test') {
      const job = startJob({
        name: 'channel-rewards-settle',
        everyMs: SETTLE_EVERY_MS,
        jitterMs: 10_000,
        run: () => channelRewards.settleDue(),
        log: app.log,
        metrics: app.metrics,
      });
      app.addHook('onClose', async () => job.stop());
    }
  },
  {
    name: 'channel-rewards',
    dependencies: ['config', 'database', 'twitch', 'kick', 'authentication', 'twitch-channel', 'kick-channel'],
  },
);
