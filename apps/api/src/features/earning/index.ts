import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTwitchBroadcasterClient } from '../../integrations/twitch-broadcaster';
import { createTwitchChatClient } from '../../integrations/twitch-chat';
import { startJob, type Job } from '../../lib/jobs';
import { earningRoutes } from './routes';
import { createEarningService, type EarningService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Watch-time points: settings, the broadcaster's connection, EventSub, the tick. */
    earning: EarningService;
  }
}

/**
 * Watch-time earning: the service, its defaults seeded once the app is ready, its routes and (off in
 * tests unless EARNING_JOB) the tick job, which a stream going live runs at once.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, stream, kickChannel } = app;
    let earningJob: Job | null = null;
    const earning = createEarningService({
      db: app.db,
      secrets: app.secrets,
      twitch: app.twitchApp ? createTwitchBroadcasterClient(app.twitchApp) : null,
      chat: app.twitchApp ? createTwitchChatClient(app.twitchApp) : null,
      channel: config.TWITCH_CHANNEL,
      publicUrl: config.PUBLIC_URL,
      eventsubSecret: config.TWITCH_EVENTSUB_SECRET,
      liveOn: async () => {
        const { platforms } = await stream.status();
        const on = (p: 'twitch' | 'kick') => platforms.some((s) => s.platform === p && s.live);
        return { twitch: on('twitch'), kick: on('kick') };
      },
      pushLive: (live) => {
        stream.push('twitch', live);
        if (live && earningJob) void earningJob.runNow();
      },
      kick: kickChannel,
      log: app.log,
    });
    app.decorate('earning', earning);
    // Default rates and the well-known bots, once per database; a failure must not stop the start.
    app.addHook('onReady', async () => {
      await earning
        .seedDefaults()
        .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'earning defaults not seeded'));
    });
    await app.register(earningRoutes, { earning, secureCookies: config.isProduction });
    if (config.EARNING_JOB ?? config.NODE_ENV !== 'test') {
      const everyMs = config.EARNING_CHECK_SECONDS * 1000;
      const run = () => earning.tickIfDue();
      earningJob = startJob({ name: 'earning-tick', everyMs, jitterMs: 5000, run, log: app.log, metrics: app.metrics });
      app.addHook('onClose', async () => earningJob?.stop());
    }
  },
  {
    name: 'earning',
    dependencies: ['config', 'database', 'secrets', 'twitch', 'authentication', 'stream', 'kick-channel'],
  },
);
