import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { supportRewardsRoutes } from './routes';
import { createSupportRewardsService, type SupportRewardsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Support events (subs, gifts, cheers, kicks, follows) to points or giveaway tickets, per the admin's table. */
    supportRewards: SupportRewardsService;
  }
}

/**
 * Support rewards: the Twitch and Kick channels hand their webhooks' support events to it (awaited
 * before their answer); it rewards the giver's linked account once per event, with points or with
 * free tickets in the open giveaway (the giveaways feature's `giveFreeTickets`).
 */
export default fp(
  async (app: FastifyInstance) => {
    const supportRewards = createSupportRewardsService({ db: app.db, log: app.log, giveaways: app.giveaways });
    app.decorate('supportRewards', supportRewards);
    const apply = async (event: Parameters<SupportRewardsService['apply']>[0]) => {
      await supportRewards.apply(event);
    };
    app.twitchChannel.handleSupportEvents(apply);
    app.kickChannel.handleSupportEvents(apply);
    await app.register(supportRewardsRoutes, { supportRewards });
  },
  {
    name: 'support-rewards',
    dependencies: ['database', 'authentication', 'twitch-channel', 'kick-channel', 'giveaways'],
  },
);
