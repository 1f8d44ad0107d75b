import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startJob, type Job } from '../../lib/jobs';
import { earningRoutes } from './routes';
import { createEarningService, type EarningService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Watch-time points: settings, the admin's view, the tick. */
    earning: EarningService;
  }
}

/**
 * Watch-time earning: the service, its defaults seeded once the app is ready, its routes and (off in
 * tests unless EARNING_JOB) the tick job, which the Twitch channel going live runs at once. It reads
 * both platforms' presence through their channel features.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, stream, twitchChannel, kickChannel } = app;
    let earningJob: Job | null = null;
    const earning = createEarningService({
      db: app.db,
      twitch: twitchChannel,
      kick: kickChannel,
      liveOn: async () => {
        const { platforms } = await stream.status();
        const on = (p: 'twitch' | 'kick') => platforms.some((s) => s.platform === p && s.live);
        return { twitch: on('twitch'), kick: on('kick') };
      },
      log: app.log,
    });
    app.decorate('earning', earning);
    // Default rates and the well-known bots, once per database; a failure must not stop the start.
    app.addHook('onReady', async () => {
      await earning
        .seedDefaults()
        .catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'earning defaults not seeded'));
    });
    await app.register(earningRoutes, { earning });
    if (config.EARNING_JOB ?? config.NODE_ENV !== 'test') {
      const everyMs = config.EARNING_CHECK_SECONDS * 1000;
      const run = () => earning.tickIfDue();
      earningJob = startJob({ name: 'earning-tick', everyMs, jitterMs: 5000, run, log: app.log, metrics: app.metrics });
      const off = twitchChannel.onLiveStatus((live) => {
        if (live && earningJob) void earningJob.runNow();
      });
      app.addHook('onClose', async () => {
        off();
        await earningJob?.stop();
      });
    }
  },
  {
    name: 'earning',
    dependencies: ['config', 'database', 'authentication', 'stream', 'twitch-channel', 'kick-channel'],
  },
);
