import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTwitchBroadcasterClient } from '../../integrations/twitch-broadcaster';
import { createTwitchChatClient } from '../../integrations/twitch-chat';
import { startJob } from '../../lib/jobs';
import { twitchChannelRoutes } from './routes';
import { createTwitchChannelService, type TwitchChannelService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The streamer's Twitch channel: connection, EventSub webhook, chat bot, chatters and subscribers. */
    twitchChannel: TwitchChannelService;
  }
}

/**
 * The streamer's Twitch channel. Connecting, the chatter list, the subscribers and the chat bot need
 * the Twitch app (TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET); the EventSub webhook needs
 * TWITCH_EVENTSUB_SECRET. The hourly check of the chat's EventSub subscription runs as a job (off in
 * tests unless EARNING_JOB), at the earning tick's period as before it had its own job.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, stream } = app;
    const twitchChannel = createTwitchChannelService({
      db: app.db,
      intake: app.database.intake,
      secrets: app.secrets,
      twitch: app.twitchApp ? createTwitchBroadcasterClient(app.twitchApp) : null,
      chat: app.twitchApp ? createTwitchChatClient(app.twitchApp) : null,
      channel: config.TWITCH_CHANNEL,
      publicUrl: config.PUBLIC_URL,
      eventsubSecret: config.TWITCH_EVENTSUB_SECRET,
      onLiveStatus: (live) => stream.push('twitch', live),
      log: app.log,
    });
    app.decorate('twitchChannel', twitchChannel);
    await app.register(twitchChannelRoutes, { twitchChannel, secureCookies: config.isProduction });
    if (app.twitchApp && (config.EARNING_JOB ?? config.NODE_ENV !== 'test')) {
      // Quiet and unmeasured: it checks at most hourly, and its failures are the admin's to see (chat state).
      const job = startJob({
        name: 'twitch-chat-subscription',
        everyMs: config.EARNING_CHECK_SECONDS * 1000,
        jitterMs: 5000,
        // The support events' subscriptions are checked with the chat's, once an hour.
        run: () =>
          twitchChannel.chat
            .checkSubscriptionIfDue()
            .then((checked) => (checked ? twitchChannel.checkSupportSubscriptions() : null))
            .catch(() => null),
        log: app.log,
        quiet: true,
      });
      app.addHook('onClose', async () => job.stop());
    }
  },
  { name: 'twitch-channel', dependencies: ['config', 'database', 'secrets', 'twitch', 'authentication', 'stream'] },
);
