import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createKickClient, type KickClient, type KickClientOptions } from '../integrations/kick';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Kick app (client id and secret, URLs, timeout), or null when Kick is not configured. */
    kickApp: KickClientOptions | null;
    /** The Kick client of that app (sign-in), or null. */
    kick: KickClient | null;
  }
}

/** One Kick app (KICK_CLIENT_ID and KICK_CLIENT_SECRET) behind every Kick call. */
export const kickPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const kickApp = config.kickConfigured
      ? {
          clientId: config.KICK_CLIENT_ID!,
          clientSecret: config.KICK_CLIENT_SECRET!,
          authUrl: config.KICK_AUTH_URL,
          apiUrl: config.KICK_API_URL,
          timeoutMs: config.KICK_TIMEOUT_MS,
          log: app.log,
        }
      : null;
    app.decorate('kickApp', kickApp);
    app.decorate('kick', kickApp ? createKickClient(kickApp) : null);
  },
  { name: 'kick', dependencies: ['config'] },
);
