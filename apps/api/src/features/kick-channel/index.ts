import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createKickClient } from '../../integrations/kick';
import { startJob } from '../../lib/jobs';
import { kickChannelRoutes } from './routes';
import { createKickChannelService, type KickChannelService } from './service';
import { SUBSCRIPTION_CHECK_MS } from './subscriptions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The streamer's Kick channel: connection, webhook subscriptions, signed webhook, chat presence. */
    kickChannel: KickChannelService;
  }
}

/**
 * The streamer's Kick channel. Its webhook works whenever Kick's key can be had (no credentials
 * needed to verify); connecting, polling and subscribing need KICK_CLIENT_ID and KICK_CLIENT_SECRET.
 * The hourly subscription check runs as a job (off in tests unless EARNING_JOB).
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config, stream } = app;
    // The public key needs no credentials: a client without them still reads it.
    const keyClient =
      app.kick ??
      createKickClient({
        clientId: '',
        clientSecret: '',
        authUrl: config.KICK_AUTH_URL,
        apiUrl: config.KICK_API_URL,
        timeoutMs: config.KICK_TIMEOUT_MS,
        log: app.log,
      });
    const kickChannel = createKickChannelService({
      db: app.db,
      intake: app.database.intake,
      secrets: app.secrets,
      kick: app.kick,
      channel: config.KICK_CHANNEL,
      publicUrl: config.PUBLIC_URL,
      publicKey: config.KICK_PUBLIC_KEY,
      fetchPublicKey: () => keyClient.publicKey(),
      onLiveStatus: (live, info) => stream.push('kick', live, info),
      log: app.log,
    });
    app.decorate('kickChannel', kickChannel);
    await app.register(kickChannelRoutes, { kickChannel, secureCookies: config.isProduction });
    if (app.kick && (config.EARNING_JOB ?? config.NODE_ENV !== 'test')) {
      const job = startJob({
        name: 'kick-subscriptions',
        everyMs: SUBSCRIPTION_CHECK_MS / 4,
        jitterMs: 60_000,
        firstDelayMs: 10_000,
        run: () => kickChannel.subscriptions.checkIfDue(),
        log: app.log,
        metrics: app.metrics,
      });
      app.addHook('onClose', async () => job.stop());
    }
  },
  { name: 'kick-channel', dependencies: ['config', 'database', 'secrets', 'kick', 'authentication', 'stream'] },
);
